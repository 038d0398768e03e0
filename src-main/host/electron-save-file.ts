/**
 * The native save dialog behind `exports.start` (Electron only; browser mode downloads instead,
 * src-main/export/export-jobs.ts). Thin: unit-tested with a fake `dialog`.
 */
import type { BrowserWindow, SaveDialogOptions, SaveDialogReturnValue } from 'electron';
import { EXPORT_EXTENSIONS, type ExportFormat } from '../../src-shared/contract/index.js';

/** The part of Electron's `dialog` used here. */
export interface SaveDialogLike {
  showSaveDialog(window: BrowserWindow, options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
  showSaveDialog(options: SaveDialogOptions): Promise<SaveDialogReturnValue>;
}

const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV', xlsx: 'Excel workbook', geojson: 'GeoJSON', dwca: 'Darwin Core Archive (zip)',
};

/** The dialog's options for a file named `suggested` in `format`. */
export function saveDialogOptions(suggested: string, format: ExportFormat): SaveDialogOptions {
  return {
    title: 'Export observations',
    defaultPath: suggested,
    filters: [{ name: FORMAT_NAMES[format], extensions: [EXPORT_EXTENSIONS[format]] }],
    properties: ['showOverwriteConfirmation', 'createDirectory'],
  };
}

/**
 * A chooser: shows the save dialog (modal to the window when there is one) and resolves with the
 * chosen absolute path, null when the user cancelled.
 */
export function createElectronSaveChooser(dialog: SaveDialogLike, getWindow: () => BrowserWindow | null): (suggested: string, format: ExportFormat) => Promise<string | null> {
  return async (suggested, format) => {
    const window = getWindow();
    const options = saveDialogOptions(suggested, format);
    const result = window ? await dialog.showSaveDialog(window, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  };
}
