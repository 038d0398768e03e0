/**
 * The guard against PrimeVue rewriting its loaded stylesheets (style-text-guard.ts): unchanged
 * text is not written again, changed text is, other style elements are left alone; with PrimeVue
 * itself, mounting more components does not rewrite the stylesheets already there.
 */
import { mount } from '@vue/test-utils';
import Button from 'primevue/button';
import PrimeVue from 'primevue/config';
import Tag from 'primevue/tag';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { DeskPreset } from './preset.js';
import { PRIMEVUE_STYLE_ATTRIBUTE, skipUnchangedStyleText } from './style-text-guard.js';

beforeAll(() => skipUnchangedStyleText());
afterEach(() => {
  document.head.querySelectorAll('style').forEach((element) => element.remove());
});

function styleElement(primevue: boolean, text: string): HTMLStyleElement {
  const element = document.createElement('style');
  if (primevue) element.setAttribute(PRIMEVUE_STYLE_ATTRIBUTE, 'base');
  element.textContent = text;
  document.head.appendChild(element);
  return element;
}

describe('skipUnchangedStyleText', () => {
  it('keeps the text node of a PrimeVue stylesheet written again with the same text', () => {
    const element = styleElement(true, '.p-button { color: red }');
    const node = element.firstChild;
    element.textContent = '.p-button { color: red }';
    expect(element.firstChild).toBe(node);
  });

  it('writes a changed text, and an empty one', () => {
    const element = styleElement(true, '.a {}');
    element.textContent = '.b {}';
    expect(element.textContent).toBe('.b {}');
    element.textContent = null;
    expect(element.textContent).toBe('');
  });

  it('leaves style elements that are not PrimeVue\'s to the browser', () => {
    const element = styleElement(false, '.mine {}');
    const node = element.firstChild;
    element.textContent = '.mine {}';
    expect(element.firstChild).not.toBe(node);
  });

  it('installs once', () => {
    skipUnchangedStyleText();
    const element = styleElement(true, '.x {}');
    element.textContent = '.y {}';
    expect(element.textContent).toBe('.y {}');
  });
});

describe('with PrimeVue', () => {
  it('mounting and updating more components does not rewrite the stylesheets already loaded', async () => {
    const count = ref(1);
    const Many = defineComponent(() => () => h('div', Array.from({ length: count.value }, (_, i) => [h(Button, { label: `b${i}` }), h(Tag, { value: `t${i}` })])));
    const wrapper = mount(Many, { global: { plugins: [[PrimeVue, { theme: { preset: DeskPreset } }]] }, attachTo: document.body });
    await nextTick();
    const loaded = [...document.head.querySelectorAll<HTMLStyleElement>(`style[${PRIMEVUE_STYLE_ATTRIBUTE}]`)];
    expect(loaded.map((element) => element.getAttribute(PRIMEVUE_STYLE_ATTRIBUTE))).toContain('base');
    const rewritten = new Set<string>();
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        const target = record.target instanceof Element ? record.target : record.target.parentElement;
        const name = target?.getAttribute(PRIMEVUE_STYLE_ATTRIBUTE);
        if (name && loaded.includes(target as HTMLStyleElement)) rewritten.add(name);
      }
    });
    observer.observe(document.head, { subtree: true, childList: true, characterData: true });
    count.value = 6;
    await nextTick();
    await nextTick();
    observer.disconnect();
    expect(wrapper.findAll('button')).toHaveLength(6);
    expect([...rewritten]).toEqual([]);
    wrapper.unmount();
  });
});
