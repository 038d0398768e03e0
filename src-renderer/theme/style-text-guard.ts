/**
 * Keeps PrimeVue from re-parsing stylesheets it has already loaded.
 *
 * Why: PrimeVue 4.5 (styled mode) forgets which styles it loaded whenever a component mounts or a
 * directive updates (`BaseComponent._themeChangeListener` calls `Base.clearLoadedStyleNames()`),
 * so the next component loads its styles again, and `useStyle` writes the same text into the
 * existing `<style data-primevue-style-id>` element. The browser then parses that stylesheet anew
 * and recomputes the style of the whole page: measured in the workspace, 14 rewrites of the `base`
 * stylesheet per triage move, 2–3 ms of style work before every frame. Skipping writes that
 * change nothing keeps PrimeVue's behaviour (a real change, e.g. a new theme, is still written)
 * without patching the library. Touches only style elements PrimeVue owns.
 */

/** The attribute PrimeVue's `useStyle` puts on its style elements. */
export const PRIMEVUE_STYLE_ATTRIBUTE = 'data-primevue-style-id';

/**
 * Makes `textContent = value` on PrimeVue's style elements a no-op when `value` is the text they
 * hold already. Installs an accessor on `HTMLStyleElement.prototype` (of the given window) that
 * delegates to the inherited one (`Node.prototype`'s in browsers); calling it again does nothing.
 */
export function skipUnchangedStyleText(view: Window & typeof globalThis = window): void {
  const proto = view.HTMLStyleElement.prototype;
  if (Object.prototype.hasOwnProperty.call(proto, 'textContent')) return;
  let inherited: PropertyDescriptor | undefined;
  for (let owner = Object.getPrototypeOf(proto) as object | null; owner && !inherited; owner = Object.getPrototypeOf(owner) as object | null) {
    inherited = Object.getOwnPropertyDescriptor(owner, 'textContent');
  }
  if (!inherited?.get || !inherited.set) return;
  const { get, set } = inherited;
  Object.defineProperty(proto, 'textContent', {
    configurable: true,
    enumerable: inherited.enumerable ?? true,
    get(this: HTMLStyleElement) {
      return get.call(this);
    },
    set(this: HTMLStyleElement, value: string | null) {
      if (this.hasAttribute(PRIMEVUE_STYLE_ATTRIBUTE) && get.call(this) === (value ?? '')) return;
      set.call(this, value);
    },
  });
}
