/**
 * Keeps PrimeVue from loading its base and component stylesheets again on every mount.
 *
 * Why: PrimeVue 4.5 (and 5.0) styled mode records which stylesheets it has loaded in the
 * `Base` registry of `@primevue/core/base`, but every component clears that record when it
 * registers its theme-change listener (`BaseComponent._themeChangeListener` calls
 * `Base.clearLoadedStyleNames()` on each mount and directive update). The next component then
 * loads `base` and its own structural CSS again, and `useStyle` writes the same text into the
 * existing `<style data-primevue-style-id>` element: the browser parses the sheet anew and
 * restyles the whole page (measured in the workspace: 14 rewrites per triage move, 2–3 ms of
 * style work before every frame).
 *
 * The record only needs clearing when the theme really changes (the styles it names are
 * static text with CSS variables; the preset's own stylesheets are tracked apart by `Theme`,
 * which clears its record itself on `setTheme`/`setPreset`/`setOptions`). So the per-mount
 * clearing becomes a no-op and the record is cleared on PrimeVue's own `theme:change` event,
 * before any component's listener reloads its styles. This touches PrimeVue's registry object,
 * never a browser prototype; the upgrade check is the test beside this file.
 */
import Base from '@primevue/core/base';
import { ThemeService } from '@primeuix/styled';
import type { Plugin } from 'vue';

/** The parts of PrimeVue's `Base` registry this module uses (`@primevue/core/base`). */
export interface LoadedStyleNames {
  clearLoadedStyleNames(): void;
  /** PrimeVue's original clearing, kept here once the per-mount clearing is switched off. */
  clearOnThemeChange?: () => void;
}

/** The parts of `@primeuix/styled`'s `ThemeService` (an event bus) this module uses. */
export interface ThemeEvents {
  on(type: 'theme:change', handler: () => void): void;
}

const kept = new WeakSet<LoadedStyleNames>();

/**
 * Clears PrimeVue's record of loaded stylesheets only on a theme change. Call it right after
 * `app.use(PrimeVue, …)` and before the first component mounts: PrimeVue's install removes every
 * theme-change listener (`ThemeService.clear()`), and this listener must run before the
 * components' own. The record's per-mount clearing is switched off once per registry; the
 * listener is added on every call. The parameters exist for tests; the defaults are PrimeVue's.
 */
export function keepLoadedStyleNames(registry: LoadedStyleNames = Base, themeEvents: ThemeEvents = ThemeService): void {
  if (!kept.has(registry)) {
    kept.add(registry);
    const clear = registry.clearLoadedStyleNames.bind(registry);
    registry.clearLoadedStyleNames = () => {};
    registry.clearOnThemeChange = clear;
  }
  themeEvents.on('theme:change', registry.clearOnThemeChange!);
}

/** The same as a Vue plugin, for `app.use` right after PrimeVue's (and for test mounts). */
export const KeepLoadedStyleNames: Plugin = { install: () => keepLoadedStyleNames() };
