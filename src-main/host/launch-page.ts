/**
 * How `npm run web` hands the launch URL to the browser without putting the secret on a command
 * line (another local user can read every process's arguments in `ps`): it writes a small page
 * that forwards to the launch URL into a new folder only the user can enter (0700, the page
 * 0600), and opens that file. The opener's command line then names a file path without a secret.
 * The page is deleted once the secret has been used (or when browser mode stops).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** A written launch page. */
export interface LaunchPage {
  /** `file:///…/open-observation-desk.html` */
  fileUrl: string;
  /** Deletes the page and its folder; never throws. */
  remove(): Promise<void>;
}

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The forwarding page's HTML: a refresh to `launchUrl` at once, and a link for browsers that block it. */
export function launchPageHtml(launchUrl: string): string {
  const url = escapeHtml(launchUrl);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">
<meta http-equiv="refresh" content="0;url=${url}"><title>Observation Desk</title></head>
<body><p><a href="${url}">Open Observation Desk</a></p></body></html>
`;
}

/** Writes the page for `launchUrl` into a new private folder under the system's temporary folder. */
export async function writeLaunchPage(launchUrl: string, parent: string = tmpdir()): Promise<LaunchPage> {
  // mkdtemp creates the folder with mode 0700.
  const dir = await mkdtemp(join(parent, 'observation-desk-launch-'));
  const path = join(dir, 'open-observation-desk.html');
  await writeFile(path, launchPageHtml(launchUrl), { mode: 0o600, flag: 'wx' });
  return {
    fileUrl: pathToFileURL(path).href,
    remove: () => rm(dir, { recursive: true, force: true }).catch(() => undefined),
  };
}
