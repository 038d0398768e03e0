import type { SettingsStore } from '../settings/settings-store.js';
import type { DomainHandlers } from './handlers.js';

/** `preferences.get`, `preferences.set` (a partial update: only the fields sent change). */
export function preferencesHandlers(settings: SettingsStore): DomainHandlers<'preferences'> {
  return {
    'preferences.get': async () => settings.preferences(),
    'preferences.set': async (changes) => settings.setPreferences(changes),
  };
}
