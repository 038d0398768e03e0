import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { createFakeDesk } from '../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../testing/mount-app.js';
import TaxonLink from './TaxonLink.vue';

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
});

const host = (taxonId: number | null, text?: string) =>
  defineComponent({ setup: () => () => h('p', [h(TaxonLink, { taxonId }, text ? { default: () => text } : undefined)]) });

describe('TaxonLink', () => {
  it('links the text it is given to the taxon page', async () => {
    app = await mountApp(host(187, 'Japanese knotweed'));
    const link = app.wrapper.get('a[data-testid="taxon-link"]');
    expect(link.attributes('href')).toBe('/taxa/187');
    expect(link.text()).toBe('Japanese knotweed');
    expect(app.desk.fn('reference.taxonNames')).not.toHaveBeenCalled();
  });

  it('looks the scientific name up by id when given no text', async () => {
    const desk = createFakeDesk();
    desk.fn('reference.taxonNames').mockResolvedValue([{ id: 187, scientific_name: 'Reynoutria japonica Houtt.' }]);
    app = await mountApp(host(187), '/', desk);
    await flushPromises();
    await flushPromises();
    expect(desk.fn('reference.taxonNames')).toHaveBeenCalledWith(expect.objectContaining({ ids: [187] }));
    expect(app.wrapper.get('a').text()).toBe('Reynoutria japonica Houtt.');
  });

  it('shows the text without a link when the record has no taxon', async () => {
    app = await mountApp(host(null, 'unknown taxon'));
    expect(app.wrapper.find('a').exists()).toBe(false);
    expect(app.wrapper.text()).toBe('unknown taxon');
  });
});
