import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../src-shared/contract/errors.js';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, sessionState, type FakeDesk } from '../testing/fake-desk.js';
import { useSessionStore } from './session.js';

let desk: FakeDesk;

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});

describe('session store', () => {
  it('reads the session and follows session.changed', async () => {
    const session = useSessionStore();
    await session.init();
    expect(session.status).toBe('signed-out');
    expect(session.keepsScreen).toBe(false);
    desk.emit('session.changed', sessionState('signed-in'));
    expect(session.status).toBe('signed-in');
    expect(session.user?.display_name).toBe('Sabine Steiner');
    expect(session.keepsScreen).toBe(true);
  });

  it('subscribes once even when init runs again (Retry)', async () => {
    const session = useSessionStore();
    await session.init();
    await session.init();
    expect(desk.listenerCount('session.changed')).toBe(1);
  });

  it('calls desk.session.signIn synchronously, shows signing-in at once, and ends signed in', async () => {
    const session = useSessionStore();
    await session.init();
    const pending = session.signIn();
    expect(desk.fn('session.signIn')).toHaveBeenCalledTimes(1);
    expect(session.status).toBe('signing-in');
    await pending;
    expect(session.status).toBe('signed-in');
    expect(session.signInFailed).toBe(false);
  });

  it('keeps the screen through expiry, the new sign-in and a failed attempt, until signed in again', async () => {
    const session = useSessionStore();
    await session.init();
    desk.emit('session.changed', sessionState('signed-in'));
    desk.emit('session.changed', sessionState('expired'));
    expect(session.reauthenticating).toBe(true);
    expect(session.keepsScreen).toBe(true);

    desk.fn('session.signIn').mockResolvedValueOnce(sessionState('signed-out'));
    await session.signIn();
    expect(session.status).toBe('signed-out');
    expect(session.signInFailed).toBe(true);
    expect(session.keepsScreen).toBe(true);

    desk.emit('session.changed', sessionState('signing-in'));
    expect(session.keepsScreen).toBe(true);
    desk.emit('session.changed', sessionState('signed-in'));
    expect(session.reauthenticating).toBe(false);
    expect(session.keepsScreen).toBe(true);
  });

  it('names the person of the expired session while they sign in again, and nobody after signing out', async () => {
    const session = useSessionStore();
    await session.init();
    desk.emit('session.changed', sessionState('signed-in'));
    desk.emit('session.changed', sessionState('expired'));
    desk.emit('session.changed', { ...sessionState('signing-in'), user: null });
    expect(session.user).toBeNull();
    expect(session.displayUser?.display_name).toBe('Sabine Steiner');
    await session.signOut();
    expect(session.displayUser).toBeNull();
  });

  it('Cancel while re-authenticating keeps the screen; Sign out leaves it', async () => {
    const session = useSessionStore();
    await session.init();
    desk.emit('session.changed', sessionState('expired'));
    await session.cancelSignIn();
    expect(session.status).toBe('signed-out');
    expect(session.keepsScreen).toBe(true);
    await session.signOut();
    expect(session.reauthenticating).toBe(false);
    expect(session.keepsScreen).toBe(false);
  });

  it('switching to another profile ends the re-authentication', async () => {
    const session = useSessionStore();
    await session.init();
    desk.emit('session.changed', sessionState('expired'));
    session.apply({ ...sessionState('signed-out'), profile_id: 'other' });
    expect(session.reauthenticating).toBe(false);
  });

  it('a failed sign-in rejects, is marked failed and re-reads the state; the user\'s own cancel does neither', async () => {
    const session = useSessionStore();
    await session.init();
    const network = new DeskError({ status: 0, code: 'network', message: 'down', fields: [] });
    desk.fn('session.signIn').mockRejectedValueOnce(network);
    await expect(session.signIn()).rejects.toBe(network);
    expect(session.signInFailed).toBe(true);
    expect(session.status).toBe('signed-out');

    desk.fn('session.signIn').mockRejectedValueOnce(new DeskError({ status: 0, code: 'cancelled', message: 'cancelled', fields: [] }));
    await expect(session.signIn()).resolves.toBeUndefined();
    expect(session.signInFailed).toBe(false);
  });

  it('remembers the login page URL while signing in (browser mode) and forgets it afterwards', async () => {
    const session = useSessionStore();
    await session.init();
    desk.emit('session.changed', sessionState('signing-in'));
    desk.emit('browser.open', { url: 'http://127.0.0.1:4711/oauth2/authorize' });
    expect(session.signInUrl).toBe('http://127.0.0.1:4711/oauth2/authorize');
    desk.emit('session.changed', sessionState('signed-in'));
    expect(session.signInUrl).toBeNull();
  });

  it('keeps the load error when the session cannot be read', async () => {
    const session = useSessionStore();
    desk.fn('session.get').mockRejectedValueOnce(new DeskError({ status: 0, code: 'host-unreachable', message: 'x', fields: [] }));
    await expect(session.init()).rejects.toBeInstanceOf(DeskError);
    expect(session.loadError).toBeInstanceOf(DeskError);
    await session.reload();
    expect(session.loadError).toBeNull();
    expect(session.status).toBe('signed-out');
  });
});
