import { usePreferredDark } from '@vueuse/core';
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { Language, Preferences } from '../../src-shared/contract/index.js';
import { getDesk } from '../bridge/index.js';
import { setLocale } from '../i18n/index.js';

/** Used until main's preferences are read (and when they cannot be). */
export const DEFAULT_PREFERENCES: Preferences = { language: 'en', theme: 'system' };

/**
 * UI language and theme, kept by main (`desk.preferences`) so they survive restarts and main
 * knows the language for the login page. Changes apply at once and are persisted; a failed save
 * puts the previous value back and rejects.
 */
export const usePreferencesStore = defineStore('preferences', () => {
  const preferences = ref<Preferences>({ ...DEFAULT_PREFERENCES });
  const systemDark = usePreferredDark();

  /** Whether the dark theme is in effect (explicitly, or by the system when `theme` is `system`). */
  const dark = computed(() => preferences.value.theme === 'dark' || (preferences.value.theme === 'system' && systemDark.value));

  /** Reads the preferences from main and applies the language. */
  async function load(): Promise<void> {
    preferences.value = await getDesk().preferences.get();
    await setLocale(preferences.value.language);
  }

  async function update(patch: Partial<Preferences>): Promise<void> {
    const previous = preferences.value;
    preferences.value = { ...previous, ...patch };
    if (patch.language) await setLocale(patch.language);
    try {
      preferences.value = await getDesk().preferences.set(patch);
    } catch (error) {
      preferences.value = previous;
      if (patch.language) await setLocale(previous.language);
      throw error;
    }
  }

  /** Switches the UI language and persists it. */
  function setLanguage(language: Language): Promise<void> {
    return update({ language });
  }

  /** Switches the theme (`system`, `light`, `dark`) and persists it. */
  function setTheme(theme: Preferences['theme']): Promise<void> {
    return update({ theme });
  }

  return { preferences, dark, load, setLanguage, setTheme };
});
