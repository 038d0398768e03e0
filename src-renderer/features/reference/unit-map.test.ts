import type BaseLayer from 'ol/layer/Base.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskApi } from '../../../src-shared/contract/desk.js';
import type { AdministrativeUnit } from '../../../src-shared/contract/reference.js';
import { setDesk } from '../../bridge/index.js';
import type { DeskMap } from '../../map/map-setup.js';
import { USER_LAYER_Z_INDEX } from '../../map/user-layers.js';
import { createUnitMap, type UnitMapController } from './unit-map.js';

/** The desk map the unit map builds on, kept for the test to look at its layers. */
const built = vi.hoisted(() => ({ desk: null as DeskMap | null }));
vi.mock('../../map/map-setup.js', async (original) => {
  const real = await original<typeof import('../../map/map-setup.js')>();
  return { ...real, createDeskMap: (...args: Parameters<typeof real.createDeskMap>) => (built.desk = real.createDeskMap(...args)) };
});

const labels = { zoomIn: 'in', zoomOut: 'out', attribution: 'sources' };
const unit = (id: number, unit_type: string): AdministrativeUnit => {
  const ring = [[8.5, 47.3], [8.6, 47.3], [8.6, 47.4], [8.5, 47.3]];
  return { id, name: `unit ${id}`, unit_type, geometry: { type: 'Polygon', coordinates: [ring] } };
};
const layer = (name: string): BaseLayer => built.desk!.map.getLayers().getArray().find((candidate) => candidate.get('name') === name)!;

let controller: UnitMapController | undefined;
afterEach(() => {
  controller?.dispose();
  setDesk(undefined);
});

describe('the administrative unit map', () => {
  it('draws the units as its records, above the layers of one\'s own', () => {
    setDesk({ on: vi.fn(() => () => undefined), mapLayers: { list: vi.fn(() => new Promise(() => undefined)) } } as unknown as DeskApi);
    controller = createUnitMap(document.createElement('div'), () => undefined, { dark: false, labels });
    expect(layer('administrative-units').getZIndex()).toBeGreaterThanOrEqual(USER_LAYER_Z_INDEX + 1);
  });

  it('leaves out the base map\'s municipality outlines while it shows municipalities, and only then', () => {
    setDesk({ on: vi.fn(() => () => undefined), mapLayers: { list: vi.fn(() => new Promise(() => undefined)) } } as unknown as DeskApi);
    controller = createUnitMap(document.createElement('div'), () => undefined, { dark: false, labels });
    controller.setUnits([unit(261, 'municipality')]);
    expect(layer('municipalities').getVisible()).toBe(false);
    controller.setUnits([unit(1, 'canton')]);
    expect(layer('municipalities').getVisible()).toBe(true);
  });
});
