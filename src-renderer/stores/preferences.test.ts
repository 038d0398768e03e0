import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it } from 'vitest';
import { DeskError } from '../../src-shared/contract/errors.js';
import { setDesk } from '../bridge/index.js';
import { i18n, setLocale } from '../i18n/index.js';
import { createFakeDesk, type FakeDesk } from '../testing/fake-desk.js';
import { usePreferencesStore } from './preferences.js';
import '../testing/setup-messages.js';

let desk: FakeDesk;

beforeEach(async () => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
  await setLocale('en');
});

describe('preferences store', () => {
  it('loads the preferences and applies the language', async () => {
    desk.fn('preferences.get').mockResolvedValueOnce({ language: 'fr', theme: 'dark' });
    const preferences = usePreferencesStore();
    await preferences.load();
    expect(preferences.preferences).toEqual({ language: 'fr', theme: 'dark' });
    expect(i18n.global.locale.value).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(i18n.global.t('topbar.signOut')).toBe('Se déconnecter');
  });

  it('persists a language change through desk.preferences.set', async () => {
    const preferences = usePreferencesStore();
    await preferences.setLanguage('de');
    expect(desk.fn('preferences.set')).toHaveBeenCalledWith({ language: 'de' });
    expect(i18n.global.t('signIn.button')).toBe('Anmelden');
    expect(preferences.preferences.language).toBe('de');
  });

  it('persists the theme and computes dark mode from it', async () => {
    const preferences = usePreferencesStore();
    await preferences.setTheme('dark');
    expect(desk.fn('preferences.set')).toHaveBeenCalledWith({ theme: 'dark' });
    expect(preferences.dark).toBe(true);
    await preferences.setTheme('light');
    expect(preferences.dark).toBe(false);
  });

  it('puts the previous value back when saving fails', async () => {
    const preferences = usePreferencesStore();
    desk.fn('preferences.set').mockRejectedValueOnce(new DeskError({ status: 500, code: 'server', message: 'disk full', fields: [] }));
    await expect(preferences.setLanguage('it')).rejects.toBeInstanceOf(DeskError);
    expect(preferences.preferences.language).toBe('en');
    expect(i18n.global.locale.value).toBe('en');
  });
});
