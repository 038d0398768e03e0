import type { ChosenFile } from '../../../src-shared/contract/documents.js';
import { getDesk } from '../../bridge/index.js';

/**
 * Handles for files the user dropped or picked (the renderer never names a path): each `File`
 * goes to the desk's `fileFromUser` (Electron: the preload's path, registered by main; browser
 * mode: its bytes sent to main). Rejects with the first DeskError.
 */
export async function filesFromUser(files: readonly File[]): Promise<ChosenFile[]> {
  const fromUser = getDesk().fileFromUser;
  if (!fromUser) return [];
  return Promise.all(files.map((file) => fromUser(file)));
}

/**
 * The browser's own file picker: an `<input type=file>` not in the page, clicked during the
 * user's gesture (call it straight from the click handler). Resolves with the picked files, [] when
 * the picker was closed without a choice.
 */
export function pickFiles(multiple: boolean, doc: Document = document): Promise<File[]> {
  const input = doc.createElement('input');
  input.type = 'file';
  input.multiple = multiple;
  return new Promise((resolve) => {
    input.addEventListener('change', () => resolve(Array.from(input.files ?? [])), { once: true });
    input.addEventListener('cancel', () => resolve([]), { once: true });
    input.click();
  });
}

/** `files` with `added` appended, without a second entry for the same handle. */
export function addFiles(files: readonly ChosenFile[], added: readonly ChosenFile[]): ChosenFile[] {
  const seen = new Set(files.map((file) => file.handle));
  return [...files, ...added.filter((file) => !seen.has(file.handle))];
}
