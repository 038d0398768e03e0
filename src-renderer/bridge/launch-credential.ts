import { LAUNCH_FRAGMENT_KEY } from '../../src-shared/contract/browser-wire.js';

/** sessionStorage key of browser mode's secret (this tab only; gone when the tab closes). */
export const CREDENTIAL_STORAGE_KEY = 'observation-desk.secret';

/** What {@link adoptLaunchCredential} needs from the page (the real window by default; fakes in tests). */
export interface LaunchPageLike {
  location: { hash: string; pathname: string; search: string };
  history: { replaceState(data: unknown, unused: string, url: string): void };
  sessionStorage: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * Browser mode's launch (src-shared/contract/browser-wire.ts): when the address carries
 * `#desk_secret=<secret>`, keeps the secret in this tab's sessionStorage and replaces the address
 * by `/#/` before the hash router reads it (no secret in the history or on the screen). Call once,
 * first thing at boot. Answers the secret of this tab, or null (Electron, or a tab opened without
 * the launch address).
 */
export function adoptLaunchCredential(page: LaunchPageLike = window): string | null {
  const match = new RegExp(`^#${LAUNCH_FRAGMENT_KEY}=([A-Za-z0-9_-]+)$`).exec(page.location.hash);
  if (match) {
    page.sessionStorage.setItem(CREDENTIAL_STORAGE_KEY, match[1]!);
    page.history.replaceState(null, '', `${page.location.pathname}${page.location.search}#/`);
  }
  return page.sessionStorage.getItem(CREDENTIAL_STORAGE_KEY);
}
