/**
 * keepLoadedStyleNames (loaded-style-names.ts): with PrimeVue itself, mounting more components
 * does not rewrite the stylesheets already loaded, and a real theme change still reloads them.
 */
import { mount } from '@vue/test-utils';
import { ThemeService } from '@primeuix/styled';
import Button from 'primevue/button';
import PrimeVue from 'primevue/config';
import Tag from 'primevue/tag';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, nextTick, ref } from 'vue';
import { KeepLoadedStyleNames, keepLoadedStyleNames } from './loaded-style-names.js';
import { DeskPreset } from './preset.js';

const STYLE_ID = 'data-primevue-style-id';

// The stylesheets stay in <head> between tests, as they do in the app: PrimeVue's record says they are loaded.
afterEach(() => {
  document.body.innerHTML = '';
});

/** Mounts `count` Buttons and Tags; returns the wrapper and the count to change. */
function mountMany() {
  const count = ref(1);
  const Many = defineComponent(() => () => h('div', Array.from({ length: count.value }, (_, i) => [h(Button, { label: `b${i}` }), h(Tag, { value: `t${i}` })])));
  const wrapper = mount(Many, { global: { plugins: [[PrimeVue, { theme: { preset: DeskPreset } }], KeepLoadedStyleNames] }, attachTo: document.body });
  return { wrapper, count };
}

/** Names of PrimeVue style elements whose text is replaced while `action` runs. */
async function rewrittenDuring(action: () => Promise<void>): Promise<string[]> {
  const rewritten = new Set<string>();
  const collect = (records: MutationRecord[]): void => {
    for (const record of records) {
      const target = record.target instanceof Element ? record.target : record.target.parentElement;
      const name = target?.getAttribute(STYLE_ID);
      if (name && record.removedNodes.length + (record.type === 'characterData' ? 1 : 0) > 0) rewritten.add(name);
    }
  };
  const observer = new MutationObserver(collect);
  observer.observe(document.head, { subtree: true, childList: true, characterData: true });
  await action();
  collect(observer.takeRecords());
  observer.disconnect();
  return [...rewritten];
}

describe('keepLoadedStyleNames with PrimeVue', () => {
  it('mounting and updating more components does not rewrite the stylesheets already loaded', async () => {
    const { wrapper, count } = mountMany();
    await nextTick();
    expect([...document.head.querySelectorAll(`style[${STYLE_ID}]`)].map((element) => element.getAttribute(STYLE_ID))).toContain('base');
    const rewritten = await rewrittenDuring(async () => {
      count.value = 6;
      await nextTick();
      await nextTick();
    });
    expect(wrapper.findAll('button')).toHaveLength(6);
    expect(rewritten).toEqual([]);
    wrapper.unmount();
  });

  it('loads the stylesheets again on a real theme change', async () => {
    const { wrapper } = mountMany();
    await nextTick();
    const rewritten = await rewrittenDuring(async () => {
      ThemeService.emit('theme:change', {});
      await nextTick();
    });
    expect(rewritten).toContain('base');
    wrapper.unmount();
  });
});

describe('keepLoadedStyleNames', () => {
  it('keeps the record across mounts, clears it on theme:change, switches the clearing off once per registry', () => {
    const clear = vi.fn();
    const registry = { clearLoadedStyleNames: clear };
    const handlers: Array<() => void> = [];
    const events = { on: (_type: 'theme:change', handler: () => void) => void handlers.push(handler) };
    keepLoadedStyleNames(registry, events);
    keepLoadedStyleNames(registry, events);
    registry.clearLoadedStyleNames();
    expect(clear).not.toHaveBeenCalled();
    expect(handlers).toHaveLength(2);
    handlers[1]!();
    expect(clear).toHaveBeenCalledTimes(1);
  });
});
