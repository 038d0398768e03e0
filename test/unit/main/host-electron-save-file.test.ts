/** The native save dialog of `exports.start` (src-main/host/electron-save-file.ts) with a fake `dialog`. */
import type { BrowserWindow } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createElectronSaveChooser, saveDialogOptions } from '../../../src-main/host/electron-save-file.js';

describe('createElectronSaveChooser', () => {
  it('offers the suggested name with the format\'s extension, modal to the window, and answers the chosen path', async () => {
    const window = {} as BrowserWindow;
    const dialog = { showSaveDialog: vi.fn(async () => ({ canceled: false, filePath: '/home/u/flora.zip' })) };
    await expect(createElectronSaveChooser(dialog, () => window)('flora.zip', 'dwca')).resolves.toBe('/home/u/flora.zip');
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(window, saveDialogOptions('flora.zip', 'dwca'));
    expect(saveDialogOptions('flora.zip', 'dwca')).toMatchObject({ defaultPath: 'flora.zip', filters: [{ extensions: ['zip'] }] });
  });

  it('answers null when cancelled, and works without a window', async () => {
    const dialog = { showSaveDialog: vi.fn(async () => ({ canceled: true, filePath: '' })) };
    await expect(createElectronSaveChooser(dialog, () => null)('a.csv', 'csv')).resolves.toBeNull();
    expect(dialog.showSaveDialog).toHaveBeenCalledWith(saveDialogOptions('a.csv', 'csv'));
  });
});
