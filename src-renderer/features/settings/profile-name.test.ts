import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_PROFILE_NAME } from '../../../src-shared/contract/settings.js';
import { setLocale } from '../../i18n/index.js';
import { useProfilesStore } from '../../stores/profiles.js';
import { useServiceStore } from '../../stores/service.js';
import { useSessionStore } from '../../stores/session.js';
import { createFakeDesk, SANDBOX, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { AppLayout } from '../shell/index.js';
import { profileDisplayName } from './profile-name.js';

let app: MountedApp | undefined;
afterEach(async () => {
  app?.wrapper.unmount();
  app = undefined;
  await setLocale('en');
});

describe('profileDisplayName', () => {
  it('translates the sandbox while it keeps main\'s name; any other name stays as stored', () => {
    expect(SANDBOX.name).toBe(SANDBOX_PROFILE_NAME);
    expect(profileDisplayName(SANDBOX, 'Lokale Sandbox')).toBe('Lokale Sandbox');
    expect(profileDisplayName({ ...SANDBOX, name: 'Meine Testumgebung' }, 'Lokale Sandbox')).toBe('Meine Testumgebung');
    expect(profileDisplayName({ ...SANDBOX, is_sandbox: false }, 'Lokale Sandbox')).toBe('Local sandbox');
  });
});

async function start(path: string, signedIn: boolean, name = SANDBOX.name): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('profiles.list').mockResolvedValue({ profiles: [{ ...SANDBOX, name }], active_id: SANDBOX.id });
  if (signedIn) desk.fn('session.get').mockResolvedValue(sessionState('signed-in'));
  const mounted = await mountApp(AppLayout, path, desk);
  await Promise.all([useSessionStore().init(), useServiceStore().init(), useProfilesStore().init()]);
  await flushPromises();
  return mounted;
}

describe('the sandbox name on screen', () => {
  it('German: sign-in screen and top bar', async () => {
    await setLocale('de');
    app = await start('/', false);
    expect(app.wrapper.get('[data-testid="sign-in-profile"]').text()).toBe('Lokale Sandbox');
    expect(app.wrapper.get('[data-testid="topbar-profile"]').text()).toContain('Lokale Sandbox');
    expect(app.wrapper.get('[data-testid="topbar-profile"]').attributes('title')).toBe('Server: Lokale Sandbox (http://127.0.0.1:4711)');
  });

  it('French: overview and settings list; Italian after switching', async () => {
    await setLocale('fr');
    app = await start('/', true);
    expect(app.wrapper.get('[data-testid="home-profile"]').text()).toBe('Bac à sable local');
    await app.router.push('/settings');
    await flushPromises();
    expect(app.wrapper.get(`[data-testid="profile-${SANDBOX.id}"] .profile__name`).text()).toBe('Bac à sable local');
    await setLocale('it');
    await flushPromises();
    expect(app.wrapper.get(`[data-testid="profile-${SANDBOX.id}"] .profile__name`).text()).toBe('Sandbox locale');
  });

  it('a renamed sandbox keeps its own name in every language', async () => {
    await setLocale('de');
    app = await start('/', false, 'Meine Testumgebung');
    expect(app.wrapper.get('[data-testid="sign-in-profile"]').text()).toBe('Meine Testumgebung');
  });
});
