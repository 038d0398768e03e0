/**
 * Browser mode's files (issue 12 item 2): the browser's own file picker or a drop gives the page a
 * `File` but never its path, so the page PUTs the bytes to `/desk/upload` and main keeps them in a
 * private folder of this run (0700, each file 0600, under a folder of its own so that its name
 * stays the user's), then issues a file handle for that copy (../uploads/file-handles.ts).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DeskError } from '../../src-shared/contract/index.js';

/** Header of `PUT /desk/upload` with the file's name, percent-encoded (`encodeURIComponent`). */
export const FILE_NAME_HEADER = 'x-desk-file-name';

/** Longest file name kept, in characters (longer ones are cut, the extension kept). */
const NAME_MAX = 200;

/**
 * The name a sent file is kept under: the percent-decoded header, without path separators,
 * control characters or leading dots, at most {@link NAME_MAX} characters; `upload` when nothing
 * is left. Throws DeskError `invalid-input` when the header is missing or not percent-encoding.
 */
export function keptFileName(header: string | string[] | undefined): string {
  if (typeof header !== 'string' || header === '') {
    throw new DeskError({ status: 400, code: 'invalid-input', message: `The file's name is missing (${FILE_NAME_HEADER}).`, fields: [] });
  }
  let name: string;
  try {
    name = decodeURIComponent(header);
  } catch {
    throw new DeskError({ status: 400, code: 'invalid-input', message: `The file's name is not percent-encoded (${FILE_NAME_HEADER}).`, fields: [] });
  }
  // eslint-disable-next-line no-control-regex
  const clean = name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^\.+/, '').trim();
  if (clean.length <= NAME_MAX) return clean || 'upload';
  const dot = clean.lastIndexOf('.');
  const extension = dot > 0 && clean.length - dot <= 16 ? clean.slice(dot) : '';
  return clean.slice(0, NAME_MAX - extension.length) + extension;
}

/** The private folder of one browser-mode run. */
export interface BrowserFileStore {
  /** Writes `body` as `fileName` into a new 0700 folder of its own (the file 0600); answers its path. */
  keep(fileName: string, body: Readable): Promise<string>;
  /** Deletes every kept file (browser mode stops). */
  dispose(): Promise<void>;
}

/** A new store under the system's temporary folder (or `parent`). */
export async function createBrowserFileStore(parent: string = tmpdir()): Promise<BrowserFileStore> {
  const root = await mkdtemp(join(parent, 'observation-desk-files-'));
  return {
    async keep(fileName, body) {
      const dir = join(root, randomUUID());
      await mkdir(dir, { mode: 0o700 });
      const path = join(dir, fileName);
      try {
        await pipeline(body, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
      } catch (error) {
        await rm(dir, { recursive: true, force: true });
        throw error;
      }
      return path;
    },
    dispose: () => rm(root, { recursive: true, force: true }),
  };
}
