/**
 * Opens a URL in the user's default browser from a plain Node process (browser mode's
 * launcher; the Electron host uses `shell.openExternal`). No opener package is installed, so
 * this calls the platform's own: `xdg-open` (Linux, BSD), `open` (macOS), and on Windows
 * `rundll32 url.dll,FileProtocolHandler` (no shell: `&` in the URL stays intact).
 */
import { spawn } from 'node:child_process';

/** The command and arguments that open `url` on `platform`. */
export function openerCommand(url: string, platform: NodeJS.Platform = process.platform): { command: string; args: string[] } {
  if (platform === 'darwin') return { command: 'open', args: [url] };
  if (platform === 'win32') return { command: 'rundll32', args: ['url.dll,FileProtocolHandler', url] };
  return { command: 'xdg-open', args: [url] };
}

/**
 * Best effort: starts the opener detached and resolves true when it could be started, false
 * otherwise (no desktop, command missing). Only http(s) URLs and `file:` URLs (browser mode's
 * launch page, ./launch-page.ts) are opened. Never throws.
 */
export function openInSystemBrowser(url: string): Promise<boolean> {
  if (!/^(https?:\/\/|file:\/\/\/)/i.test(url)) return Promise.resolve(false);
  const { command, args } = openerCommand(url);
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { detached: true, stdio: 'ignore', shell: false });
      child.once('error', () => resolve(false));
      child.once('spawn', () => {
        child.unref();
        resolve(true);
      });
    } catch {
      resolve(false);
    }
  });
}
