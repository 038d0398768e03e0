import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import { DeskError } from '../../src-shared/contract/errors.js';
import type { SessionState, SessionUser } from '../../src-shared/contract/session.js';
import { getDesk } from '../bridge/index.js';

/**
 * The session as main reports it (no token ever reaches the renderer), plus what the shell needs
 * around it: `reauthenticating` is set when the session expired and stays set until the user is
 * signed in again or chooses to sign out, so the routed screen stays mounted under the
 * "session expired" dialog and the user continues where they were.
 */
export const useSessionStore = defineStore('session', () => {
  const state = ref<SessionState | null>(null);
  const reauthenticating = ref(false);
  /** The login page URL main announced (browser mode), for an "open again" link while waiting. */
  const signInUrl = ref<string | null>(null);
  /** The last sign-in ended without a session (not by the user's own cancel). */
  const signInFailed = ref(false);
  /** Why the session could not be read at all (the local host or main did not answer). */
  const loadError = ref<unknown>(null);
  const unsubscribers: Array<() => void> = [];

  /** The person of the session that expired, shown while they sign in again. */
  const previousUser = ref<SessionUser | null>(null);

  const status = computed(() => state.value?.status ?? null);
  const user = computed(() => state.value?.user ?? null);
  /** Whom the top bar names: the signed-in person, or while re-authenticating the one who was. */
  const displayUser = computed(() => user.value ?? (reauthenticating.value ? previousUser.value : null));
  /** Whether the routed screen is shown: signed in, or kept under the re-authentication dialog. */
  const keepsScreen = computed(() => status.value === 'signed-in' || (reauthenticating.value && status.value !== null));

  /** Takes a state from main (event or call result). */
  function apply(next: SessionState): void {
    if (state.value && next.profile_id !== state.value.profile_id) reauthenticating.value = false;
    if (next.status === 'expired') reauthenticating.value = true;
    if (next.status === 'signed-in') {
      reauthenticating.value = false;
      signInFailed.value = false;
    }
    if (next.status !== 'signing-in') signInUrl.value = null;
    if (next.user) previousUser.value = next.user;
    state.value = next;
  }

  /** Follows `session.changed` (and `browser.open` for the waiting screen), then reads the session. */
  async function init(): Promise<void> {
    if (unsubscribers.length === 0) {
      const desk = getDesk();
      unsubscribers.push(
        desk.on('session.changed', apply),
        desk.on('browser.open', ({ url }) => {
          signInUrl.value = url;
        }),
      );
    }
    await reload();
  }

  /** Reads the session from main; on failure keeps the error in `loadError` and rejects. */
  async function reload(): Promise<void> {
    try {
      apply(await getDesk().session.get());
      loadError.value = null;
    } catch (error) {
      loadError.value = error;
      throw error;
    }
  }

  /**
   * Starts the sign-in. Call it straight from the click handler, with no `await` before it: in
   * browser mode the bridge opens the login tab synchronously, which popup blockers allow only
   * during the click. Resolves when main is done; a failure other than the user's own cancel
   * rejects (the caller shows it) and leaves `signInFailed` set.
   */
  function signIn(): Promise<void> {
    const pending = getDesk().session.signIn();
    signInFailed.value = false;
    if (state.value) state.value = { ...state.value, status: 'signing-in' };
    return pending.then(
      (next) => {
        apply(next);
        if (next.status !== 'signed-in') signInFailed.value = true;
      },
      async (error: unknown) => {
        const cancelled = error instanceof DeskError && error.code === 'cancelled';
        if (!cancelled) signInFailed.value = true;
        await resync();
        if (!cancelled) throw error;
      },
    );
  }

  /** Cancels a sign-in in progress (= sign out in main); keeps the screen if re-authenticating. */
  async function cancelSignIn(): Promise<void> {
    apply(await getDesk().session.signOut());
  }

  /** Signs out for good: forgets the tokens and leaves the kept screen. */
  async function signOut(): Promise<void> {
    reauthenticating.value = false;
    apply(await getDesk().session.signOut());
  }

  async function resync(): Promise<void> {
    try {
      apply(await getDesk().session.get());
    } catch {
      /* the caller reports the original error */
    }
  }

  /** Stops following events (tests). */
  function dispose(): void {
    for (const off of unsubscribers.splice(0)) off();
  }

  return { state, reauthenticating, signInUrl, signInFailed, loadError, status, user, displayUser, keepsScreen, apply, init, reload, signIn, cancelSignIn, signOut, dispose };
});
