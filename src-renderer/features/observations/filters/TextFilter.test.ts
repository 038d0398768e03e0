import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { mountApp, type MountedApp } from '../../../testing/mount-app.js';
import type { FilterFieldDef } from '../filter-fields.js';
import TextFilter from './TextFilter.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const field = (name: string): FilterFieldDef => ({ field: name, editor: { kind: 'wildcard' }, operations: ['iw_contains', 'iw_eq'] }) as FilterFieldDef;
const host = (name: string) => defineComponent({ setup: () => () => h(TextFilter, { def: field(name), clauses: [], label: name, inputId: `filter-${name}` }) });

describe('a text filter\'s example and help', () => {
  it('shows the name example only on the name as recorded', async () => {
    app = await mountApp(host('verbatim_identification'));
    expect(app.wrapper.get('input').attributes('placeholder')).toBe('e.g. Dianthus*');
    expect(app.wrapper.get('small').text()).toBe('Use * for any text, e.g. Dianth*');
  });

  it('gives another text field the general wildcard help and no name example', async () => {
    app = await mountApp(host('occurrence_remarks'));
    expect(app.wrapper.get('input').attributes('placeholder')).toBeUndefined();
    expect(app.wrapper.get('small').text()).toBe('Use * for any text.');
  });
});
