/**
 * The native open dialog behind `uploads.chooseFiles` (Electron only; browser mode has none,
 * src-shared/contract/documents.ts `ChosenFiles`). Thin: unit-tested with a fake `dialog`.
 */
import type { BrowserWindow, OpenDialogOptions, OpenDialogReturnValue } from 'electron';

/** The part of Electron's `dialog` used here. */
export interface OpenDialogLike {
  showOpenDialog(window: BrowserWindow, options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
  showOpenDialog(options: OpenDialogOptions): Promise<OpenDialogReturnValue>;
}

/** Options of the dialog: several files; photos, scans and PDF offered first, any file allowed. */
export const UPLOAD_DIALOG_OPTIONS: OpenDialogOptions = {
  title: 'Choose documents to upload',
  properties: ['openFile', 'multiSelections'],
  filters: [
    { name: 'Photos and scans', extensions: ['jpg', 'jpeg', 'png', 'gif', 'webp', 'tif', 'tiff', 'heic', 'heif', 'avif', 'pdf'] },
    { name: 'All files', extensions: ['*'] },
  ],
};

/**
 * A chooser: shows the dialog (modal to the window when there is one) and resolves with the
 * chosen absolute paths, [] when the user cancelled.
 */
export function createElectronFileChooser(dialog: OpenDialogLike, getWindow: () => BrowserWindow | null): () => Promise<string[]> {
  return async () => {
    const window = getWindow();
    const result = window ? await dialog.showOpenDialog(window, UPLOAD_DIALOG_OPTIONS) : await dialog.showOpenDialog(UPLOAD_DIALOG_OPTIONS);
    return result.canceled ? [] : [...result.filePaths];
  };
}
