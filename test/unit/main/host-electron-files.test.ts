/** The native open dialog of `uploads.chooseFiles` (src-main/host/electron-files.ts) with a fake `dialog`. */
import type { BrowserWindow } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { createElectronFileChooser, UPLOAD_DIALOG_OPTIONS } from '../../../src-main/host/electron-files.js';

describe('createElectronFileChooser', () => {
  it('shows a multi-select dialog modal to the window and answers the chosen paths', async () => {
    const window = {} as BrowserWindow;
    const dialog = { showOpenDialog: vi.fn(async () => ({ canceled: false, filePaths: ['/photos/a.jpg', '/photos/b.heic'] })) };
    await expect(createElectronFileChooser(dialog, () => window)()).resolves.toEqual(['/photos/a.jpg', '/photos/b.heic']);
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(window, UPLOAD_DIALOG_OPTIONS);
    expect(UPLOAD_DIALOG_OPTIONS.properties).toEqual(['openFile', 'multiSelections']);
  });

  it('answers no paths when cancelled, and works without a window', async () => {
    const dialog = { showOpenDialog: vi.fn(async () => ({ canceled: true, filePaths: ['/ignored'] })) };
    await expect(createElectronFileChooser(dialog, () => null)()).resolves.toEqual([]);
    expect(dialog.showOpenDialog).toHaveBeenCalledWith(UPLOAD_DIALOG_OPTIONS);
  });
});
