import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { get as getProjection } from 'ol/proj.js';
import { createXYZ } from 'ol/tilegrid.js';
import View from 'ol/View.js';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../testing/fake-desk.js';
import { createClusterLayer, TILES_IN_FLIGHT } from './cluster-layer.js';
import { CLUSTER_TILE_SIZE } from './cluster-tiles.js';
import { mapPalette } from './map-theme.js';

const grid = createXYZ({ tileSize: CLUSTER_TILE_SIZE });
const projection = getProjection('EPSG:3857')!;
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A tile answer with one cluster and one single observation inside tile z/x/y. */
function tileAnswer(z: number, x: number, y: number, tag = 1) {
  const [minX, minY, maxX, maxY] = grid.getTileCoordExtent([z, x, y]) as [number, number, number, number];
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  return {
    type: 'FeatureCollection' as const,
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [cx, cy] }, properties: { total: 10 * tag, cluster_id: 100 + tag, expansion_zoom: z + 1 } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: [cx + 10, cy + 10] }, properties: { total: 1, occurrence_id: tag } },
    ],
  };
}

describe('the cluster layer', () => {
  let desk: FakeDesk;
  beforeEach(() => {
    desk = createFakeDesk();
    setDesk(desk);
  });
  afterEach(() => setDesk(undefined));

  function setup(zoom = 8) {
    const onError = vi.fn();
    const clusters = createClusterLayer({ palette: () => mapPalette(false), isSelected: () => false, onError });
    const view = new View({ center: [0, 0], zoom });
    clusters.follow(view);
    const source = clusters.layer.getSource()!;
    const load = (z: number, x: number, y: number) => source.loadFeatures(grid.getTileCoordExtent([z, x, y]), grid.getResolution(z), projection);
    return { clusters, view, source, load, onError };
  }

  it('asks the desk for the tile z/x/y with the filter and adds its features in EPSG:3857', async () => {
    desk.fn('observations.clusterTile').mockImplementation(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y));
    const { clusters, source, load } = setup();
    clusters.setClauses([{ field: 'validation', operation: 'eq', value: 1 }]);
    load(7, 66, 45);
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledWith({ z: 7, x: 66, y: 45, clauses: [{ field: 'validation', operation: 'eq', value: 1 }] }, { signal: expect.any(AbortSignal) });
    const features = source.getFeatures();
    expect(features.map((f) => f.get('total')).sort()).toEqual([1, 10]);
    expect(features.find((f) => f.get('total') === 1)?.get('occurrence_id')).toBe(1);
    expect(features.find((f) => f.get('total') === 10)?.get('expansion_zoom')).toBe(8);
    expect(clusters.loading()).toBe(0);
  });

  it('does not ask twice for a loaded tile, but again after a filter change', async () => {
    desk.fn('observations.clusterTile').mockImplementation(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y));
    const { clusters, load } = setup();
    load(7, 66, 45);
    await flush();
    load(7, 66, 45);
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(1);
    clusters.setClauses([{ field: 'taxon_id', operation: 'eq', value: 5 }]);
    clusters.setClauses([{ field: 'taxon_id', operation: 'eq', value: 5 }]);
    load(7, 66, 45);
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(2);
  });

  it('drops an answer that arrives after the filter changed, and replaces old clusters when the new tile arrives', async () => {
    let release: ((value: unknown) => void) | undefined;
    desk.fn('observations.clusterTile')
      .mockImplementationOnce(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y, 1))
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockImplementation(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y, 3));
    const { clusters, source, load } = setup();
    load(7, 66, 45);
    await flush();
    clusters.setClauses([{ field: 'validation', operation: 'eq', value: 2 }]);
    load(7, 66, 45); // pending under filter 2
    await flush();
    clusters.setClauses([{ field: 'validation', operation: 'eq', value: 3 }]);
    load(7, 66, 45); // answered under filter 2
    await flush();
    release!(tileAnswer(7, 66, 45, 2));
    await flush();
    expect(source.getFeatures().map((f) => f.get('total')).sort((a, b) => a - b)).toEqual([1, 30]);
    expect(source.getFeatures().find((f) => f.get('total') === 1)?.get('occurrence_id')).toBe(3);
  });

  it('switches grid zoom with the view and sweeps the old zoom once the new tiles are in', async () => {
    desk.fn('observations.clusterTile').mockImplementation(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y, z));
    const { view, source, load } = setup(8);
    load(7, 66, 45);
    await flush();
    view.setZoom(10); // grid zoom 9
    load(9, 266, 181);
    await flush();
    expect(source.getFeatures().every((f) => String(f.getId()).split(':')[1] === '9')).toBe(true);
  });

  it('reports a failed tile once', async () => {
    desk.fn('observations.clusterTile').mockRejectedValue(new Error('offline'));
    const { load, onError } = setup();
    load(7, 66, 45);
    load(7, 67, 45);
    await flush();
    expect(onError).toHaveBeenCalledTimes(1);
  });

  it(`reads at most ${TILES_IN_FLIGHT} tiles at a time (browser mode's host connections stay free for the list), the next when one ends`, async () => {
    const answers: Array<() => void> = [];
    desk.fn('observations.clusterTile').mockImplementation(({ z, x, y }: { z: number; x: number; y: number }) =>
      new Promise((resolve) => answers.push(() => resolve(tileAnswer(z, x, y)))));
    const { load, clusters } = setup();
    for (let x = 60; x < 66; x += 1) load(7, x, 45);
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(TILES_IN_FLIGHT);
    expect(clusters.loading()).toBe(6);
    answers[0]!();
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(TILES_IN_FLIGHT + 1);
  });

  it('held (the filter is being replaced): aborts the reads under way, keeps the clusters shown, reads nothing until released', async () => {
    const signals: AbortSignal[] = [];
    desk.fn('observations.clusterTile')
      .mockImplementationOnce(async ({ z, x, y }: { z: number; x: number; y: number }) => tileAnswer(z, x, y, 1))
      .mockImplementation((_input: unknown, options: { signal: AbortSignal }) => {
        signals.push(options.signal);
        return new Promise((_resolve, reject) => options.signal.addEventListener('abort', () => reject(new Error('cancelled'))));
      });
    const { clusters, source, load, onError } = setup();
    load(7, 66, 45);
    await flush();
    for (let x = 60; x < 66; x += 1) load(7, x, 45);
    await flush();
    expect(signals).toHaveLength(TILES_IN_FLIGHT);
    clusters.hold(true);
    await flush();
    expect(signals.every((signal) => signal.aborted)).toBe(true);
    // The two queued behind the gate never reach the desk.
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(1 + TILES_IN_FLIGHT);
    expect(clusters.loading()).toBe(0);
    expect(source.getFeatures().map((f) => f.get('total')).sort((a, b) => a - b)).toEqual([1, 10]);
    load(7, 67, 45);
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(1 + TILES_IN_FLIGHT);
    expect(onError).not.toHaveBeenCalled();
    clusters.hold(false);
    load(7, 66, 45);
    await flush();
    expect(desk.fn('observations.clusterTile')).toHaveBeenCalledTimes(2 + TILES_IN_FLIGHT);
  });
});
