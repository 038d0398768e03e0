import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import { DeskError } from '../../src-shared/contract/errors.js';
import type { MapLayer } from '../../src-shared/contract/map-layers.js';
import { mountApp, type MountedApp } from '../testing/mount-app.js';
import { createFakeDesk, sessionState } from '../testing/fake-desk.js';
import LayerSwitcher from './LayerSwitcher.vue';
import { mapPalette } from './map-theme.js';
import { publishUserLayers, subscribeUserLayers } from './user-layer-feed.js';

const xyz = (id: string, title: string, visible = true): MapLayer =>
  ({ id, kind: 'xyz', title, url_template: `https://${id}.example.org/{z}/{x}/{y}.png`, opacity: 0.8, visible, tile_origins: [`https://${id}.example.org`] }) as MapLayer;

const Host = defineComponent({
  render: () => h(LayerSwitcher, { layers: { cantons: true, municipalities: true, lakes: true, labels: true }, tiles: 'none', palette: mapPalette(false) }),
});

let app: MountedApp | undefined;
afterEach(() => app?.wrapper.unmount());

/** The switcher's rows of layers of one's own: title and whether its box is ticked, top first. */
const rows = () => app!.wrapper.findAll('[data-testid="map-user-layers"] label').map((label) => ({ title: label.text(), visible: label.get('input').element.checked }));

describe('the layer switcher', () => {
  it('lists the profile\'s layers of one\'s own, top first, and keeps a toggle where main keeps it, for every map', async () => {
    const desk = createFakeDesk();
    let kept = [xyz('a', 'Orthophoto'), xyz('b', 'Hiking trails', false)];
    desk.fn('mapLayers.list').mockImplementation(async () => ({ layers: kept }));
    desk.fn('mapLayers.update').mockImplementation(async (input: { id: string; visible?: boolean }) => {
      kept = kept.map((layer) => (layer.id === input.id ? { ...layer, visible: input.visible ?? layer.visible } : layer));
      return { layers: kept };
    });
    app = await mountApp(Host, '/', desk);
    const onTheMap: boolean[][] = [];
    const unsubscribe = subscribeUserLayers((layers) => onTheMap.push(layers.map((layer) => layer.visible)));
    await app.wrapper.get('[data-testid="map-layers-button"]').trigger('click');
    await flushPromises();
    expect(rows()).toEqual([{ title: 'Hiking trails', visible: false }, { title: 'Orthophoto', visible: true }]);

    const orthophoto = app.wrapper.findAll('[data-testid="map-user-layers"] input')[1]!;
    await orthophoto.setValue(false);
    await flushPromises();
    expect(desk.fn('mapLayers.update')).toHaveBeenCalledWith({ id: 'a', visible: false });
    expect(onTheMap.at(-1)).toEqual([false, false]);
    expect(rows().map((row) => row.visible)).toEqual([false, false]);

    // main refuses (the layer was removed meanwhile): the box shows what is kept again
    desk.fn('mapLayers.update').mockRejectedValueOnce(new DeskError({ status: 404, code: 'not-found', message: 'No such layer', fields: [] }));
    await orthophoto.setValue(true);
    await flushPromises();
    expect(rows().map((row) => row.visible)).toEqual([false, false]);

    // another server profile: its own layers
    kept = [xyz('c', 'Forest reserves')];
    desk.emit('session.changed', { ...sessionState('signed-in'), profile_id: 'sandbox' });
    desk.emit('session.changed', { ...sessionState('signed-in'), profile_id: 'production' });
    await flushPromises();
    expect(rows()).toEqual([{ title: 'Forest reserves', visible: true }]);
    unsubscribe();
  });

  it('shows no section for them while the profile has none', async () => {
    app = await mountApp(Host);
    publishUserLayers([]);
    await app.wrapper.get('[data-testid="map-layers-button"]').trigger('click');
    await flushPromises();
    expect(app.wrapper.find('[data-testid="map-user-layers"]').exists()).toBe(false);
    expect(app.wrapper.get('[data-testid="map-layer-panel"]').text()).toContain('Cantons');
  });
});
