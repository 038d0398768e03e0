/**
 * Which server is in use, at a glance: the top bar's badge takes the profile's colour (red for
 * a production server without one) and says "Production"; the window title names the server.
 */
import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ServerProfile } from '../../../src-shared/contract/settings.js';
import { setLocale } from '../../i18n/index.js';
import { useProfilesStore } from '../../stores/profiles.js';
import { useServiceStore } from '../../stores/service.js';
import { useSessionStore } from '../../stores/session.js';
import { createFakeDesk, SANDBOX, sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { AppLayout } from '../shell/index.js';
import { draftFromProfile, draftToInput } from './profile-form.js';

let app: MountedApp | undefined;
afterEach(async () => {
  app?.wrapper.unmount();
  app = undefined;
  await setLocale('en');
});

const BERN: ServerProfile = { ...SANDBOX, id: 'bern', name: 'Canton of Bern', is_sandbox: false, service_base_url: 'https://obs.be.example' };

async function start(active: ServerProfile): Promise<MountedApp> {
  const desk = createFakeDesk();
  desk.fn('profiles.list').mockResolvedValue({ profiles: [SANDBOX, active], active_id: active.id });
  desk.fn('session.get').mockResolvedValue({ ...sessionState('signed-in'), profile_id: active.id });
  const mounted = await mountApp(AppLayout, '/', desk);
  await Promise.all([useSessionStore().init(), useServiceStore().init(), useProfilesStore().init()]);
  await flushPromises();
  return mounted;
}

const badge = () => app!.wrapper.get('[data-testid="topbar-profile"]');

describe('server badge and window title', () => {
  it('a production server: red without a colour of its own, marked "Production", named in the title', async () => {
    app = await start({ ...BERN, is_production: true });
    expect(badge().attributes('data-color')).toBe('red');
    expect(badge().text()).toContain('Canton of Bern');
    expect(badge().get('[data-testid="server-badge-production"]').text()).toBe('Production');
    expect(document.title).toBe('Canton of Bern – Observation Desk');
    await setLocale('de');
    await flushPromises();
    expect(badge().get('[data-testid="server-badge-production"]').text()).toBe('Produktion');
  });

  it('the profile\'s own colour wins; a plain profile is neutral and not marked', async () => {
    app = await start({ ...BERN, badge_color: 'green' });
    expect(badge().attributes('data-color')).toBe('green');
    expect(badge().find('[data-testid="server-badge-production"]').exists()).toBe(false);
    app.wrapper.unmount();
    app = await start(SANDBOX);
    expect(badge().attributes('data-color')).toBe('neutral');
    expect(document.title).toBe('Local sandbox – Observation Desk');
  });

  it('the profile form sends the production mark and the colour, and reads them back', () => {
    const draft = draftFromProfile({ ...BERN, is_production: true, badge_color: 'amber' });
    expect(draft).toMatchObject({ is_production: true, badge_color: 'amber' });
    expect(draftToInput(draft, false)).toMatchObject({ is_production: true, badge_color: 'amber' });
    expect(draftToInput(draftFromProfile(BERN), false)).not.toHaveProperty('is_production');
  });
});
