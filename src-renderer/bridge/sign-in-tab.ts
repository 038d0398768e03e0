import type { DeskEventPayload, SessionState } from '../../src-shared/contract/index.js';

/** The part of a `window.open` result the sign-in flow uses (a fake in unit tests). */
export interface TabLike {
  readonly closed: boolean;
  opener: unknown;
  location: { href: string };
  close(): void;
}

/** What {@link signInInNewTab} needs from its surroundings. */
export interface SignInTabDeps {
  /** `window.open('about:blank', '_blank')`; null when a popup blocker refused. */
  openBlankTab: () => TabLike | null;
  /** `window.open(url, '_blank')` as a last resort when no blank tab could be opened. */
  openUrl: (url: string) => void;
  /** Subscribes to `browser.open`; returns the unsubscribe function. */
  onBrowserOpen: (listener: (payload: DeskEventPayload<'browser.open'>) => void) => () => void;
  /** Resolves when the event stream is connected, so `browser.open` cannot be missed. */
  streamReady: Promise<void>;
  /** The actual `session.signIn` call over HTTP. */
  callSignIn: () => Promise<SessionState>;
}

/**
 * Browser mode's `session.signIn()`: the login page must open in a NEW TAB, and popup blockers
 * allow `window.open` only during the user's click. So this opens a blank tab synchronously
 * (call it straight from the click handler, before any `await`), then starts the sign-in; when
 * main announces the login page with `browser.open`, the blank tab navigates there. If the call
 * ends before that (failed, cancelled, or no browser step was needed) the blank tab is closed.
 * After navigation the tab is the user's: it shows the login page and then the "signed in" page.
 */
export function signInInNewTab(deps: SignInTabDeps): Promise<SessionState> {
  const tab = deps.openBlankTab();
  if (tab) {
    try {
      // The login page must not be able to reach back into the app through window.opener.
      tab.opener = null;
    } catch {
      /* some browsers make opener read-only; nothing to protect then */
    }
  }
  let navigated = false;
  const unsubscribe = deps.onBrowserOpen(({ url }) => {
    if (navigated) return;
    navigated = true;
    if (tab && !tab.closed) tab.location.href = url;
    else deps.openUrl(url);
  });
  const closeUnused = (): void => {
    if (!navigated && tab && !tab.closed) tab.close();
  };
  return (async () => {
    try {
      await deps.streamReady;
      return await deps.callSignIn();
    } finally {
      unsubscribe();
      closeUnused();
    }
  })();
}
