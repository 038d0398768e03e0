/**
 * Opaque handles of the files a user gave the desk (ARCHITECTURE.md "Security baseline": files
 * reach main only from a dialog or a drop, never as a path named by the renderer). Main registers
 * the path it learnt from the native dialog, from the preload's `webUtils.getPathForFile` of a
 * dropped or picked file (Electron), or of the private copy of bytes the browser sent (browser
 * mode), and the renderer only ever holds `fh_<random>`. Kept in memory: handles die with the
 * desk (saved upload items keep their path in main).
 */
import { randomBytes } from 'node:crypto';
import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { DeskError, type ChosenFile, type FileHandle } from '../../src-shared/contract/index.js';

/** The handles of one desk. */
export class FileHandles {
  private readonly paths = new Map<FileHandle, string>();

  /**
   * Issues a handle for the regular file at `path` (absolute; main's own knowledge, never the
   * renderer's). `fileName` is the name to show and upload under (default: the path's base name).
   * Throws DeskError `invalid-input` when it is not a readable regular file.
   */
  async register(path: string, fileName: string = basename(path)): Promise<ChosenFile> {
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: `“${fileName}” is not a file that can be read.`, fields: [] });
    }
    const handle = `fh_${randomBytes(16).toString('base64url')}`;
    this.paths.set(handle, path);
    return { handle, file_name: fileName, size_in_bytes: info.size };
  }

  /**
   * The paths of `handles`, in order. Throws DeskError `invalid-input` (400) naming each handle
   * this desk did not issue as field `<field>.<index>` (or `<field>` for a single one).
   */
  resolve(handles: readonly FileHandle[], field: string, single = false): string[] {
    const fields = handles.flatMap((handle, index) =>
      this.paths.has(handle) ? [] : [{ field: single ? field : `${field}.${index}`, message: 'This file is not known (any more): choose or drop it again.' }]);
    if (fields.length) throw new DeskError({ status: 400, code: 'invalid-input', message: fields.map((f) => f.message).join(' '), fields });
    return handles.map((handle) => this.paths.get(handle)!);
  }
}
