import { readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { TMP_FOLDER } from './store.js';

/**
 * Deletes what uploads cut short by a crash or kill left in the temporary folder of `filesDir`:
 * entries not written to for more than `idleMs` (an upload that long without a byte has been
 * aborted by the service, app.ts uploadTimeouts). Uploads in progress in another service process
 * on the same documents folder (`--documents-dir`) keep writing and are left alone.
 */
export function removeStaleUploads(filesDir: string, idleMs: number, nowMs: number = Date.now()): void {
  const tmpDir = join(filesDir, TMP_FOLDER);
  let names: string[];
  try {
    names = readdirSync(tmpDir);
  } catch {
    return; // no temporary folder yet
  }
  for (const name of names) {
    const path = join(tmpDir, name);
    try {
      if (nowMs - statSync(path).mtimeMs > idleMs) rmSync(path, { recursive: true, force: true });
    } catch {
      // Moved into the store or deleted by its own process meanwhile.
    }
  }
}
