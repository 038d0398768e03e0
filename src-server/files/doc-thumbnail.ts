/**
 * The `small` thumbnail of a document (`docs.thumbnail_path`, served at
 * `/rest/v5/docs/{id}/thumbnail`): a JPEG of at most THUMBNAIL_SMALL_PIXELS on its longer side,
 * made with the seed helper's `createThumbnail` (sharp) after an upload or a replace.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createThumbnail } from './thumbnails.js';
import { THUMBNAIL_SOURCE_TYPES } from './sniff.js';
import { docThumbnailRelPath, moveIntoStore, storePath, TMP_FOLDER } from './store.js';
import { THUMBNAIL_SMALL_PIXELS } from '../../src-shared/schemas/doc.js';

/** The thumbnail being made: one at a time, so that concurrent uploads do not add up their decoding memory. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Makes (or remakes) the thumbnail of document `id` from its stored file, after the ones already
 * under way (one at a time). Returns the
 * store-relative thumbnail path, or `null` when the media type is not an image sharp reads or the
 * image cannot be decoded (never throws for a bad image). The new thumbnail is written to the
 * temporary folder and renamed over the old one, so a concurrent download never sees half a file.
 */
export async function makeDocThumbnail(filesDir: string, doc: { id: number; storage_path: string; mimetype: string | null }): Promise<string | null> {
  if (!doc.mimetype || !THUMBNAIL_SOURCE_TYPES.includes(doc.mimetype)) return null;
  const tmpDir = join(filesDir, TMP_FOLDER);
  await mkdir(tmpDir, { recursive: true });
  const temp = join(tmpDir, `${randomUUID()}-thumbnail.jpg`);
  const rel = docThumbnailRelPath(doc.id);
  try {
    const made = queue.then(() => createThumbnail(storePath(filesDir, doc.storage_path), temp, THUMBNAIL_SMALL_PIXELS));
    queue = made.catch(() => undefined);
    if (!(await made)) return null;
    await moveIntoStore(filesDir, temp, rel);
    return rel;
  } catch {
    return null;
  } finally {
    await rm(temp, { force: true }); // gone after the rename; left over after a failure
  }
}
