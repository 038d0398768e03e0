import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Point from 'ol/geom/Point.js';
import Polygon from 'ol/geom/Polygon.js';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../testing/fake-desk.js';
import { wgs84ToMercator } from './crs.js';
import { createFootprintLayer, observationGeometry } from './footprint-layer.js';
import type { Extent3857 } from './footprint-query.js';
import { mapPalette } from './map-theme.js';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const view: Extent3857 = [...wgs84ToMercator([8.9, 46.0]), ...wgs84ToMercator([8.95, 46.03])] as Extent3857;
const row = (occurrence_id: number, extra: Record<string, unknown>) => ({ occurrence_id, dataset_id: 1, basis_of_record: 1, ...extra });

describe('the footprint layer', () => {
  let desk: FakeDesk;
  beforeEach(() => {
    desk = createFakeDesk();
    setDesk(desk);
  });
  afterEach(() => setDesk(undefined));

  function setup() {
    const onStatus = vi.fn();
    const onError = vi.fn();
    const layer = createFootprintLayer({ palette: () => mapPalette(false), isSelected: () => false, onStatus, onError });
    return { layer, onStatus, onError, source: layer.layer.getSource()! };
  }

  it('loads the filter plus the view (grown by half) as footprint_wkt[eq] when zoomed in, drawing each footprint', async () => {
    desk.fn('observations.list').mockResolvedValue({
      rows: [
        row(1, { footprint_wkt: 'POLYGON((8.91 46.01,8.92 46.01,8.92 46.02,8.91 46.01))', validation: 2 }),
        row(2, { footprint_wkt: null, decimal_longitude: 8.93, decimal_latitude: 46.02, validation: null }),
        row(3, { footprint_wkt: null }),
      ],
      total: 100,
      filtered_total: 3,
    });
    const { layer, source, onStatus } = setup();
    layer.setClauses([{ field: 'validation', operation: 'in', value: [1, 2] }]);
    layer.viewChanged(view, 14);
    await flush();
    const input = desk.fn('observations.list').mock.calls[0]![0] as { clauses: Array<{ field: string; value: unknown }>; limit: number };
    expect(input.limit).toBe(1000);
    expect(input.clauses[0]).toEqual({ field: 'validation', operation: 'in', value: [1, 2] });
    expect(input.clauses[1]!.field).toBe('footprint_wkt');
    expect(String(input.clauses[1]!.value)).toMatch(/^POLYGON \(\(8\.8875 45\.99/);
    expect(source.getFeatures().map((f) => f.getId()).sort()).toEqual([1, 2]);
    expect(layer.geometryOf(1)).toBeInstanceOf(Polygon);
    expect(layer.geometryOf(2)).toBeInstanceOf(Point);
    expect(source.getFeatureById(1)?.get('validation')).toBe(2);
    expect(onStatus).toHaveBeenLastCalledWith({ loading: false, shown: 2, loaded: 3, matching: 3, truncated: false, error: false });
  });

  it('counts the footprints in the view again when the view moves within the loaded area', async () => {
    desk.fn('observations.list').mockResolvedValue({ rows: [row(1, { footprint_wkt: 'POINT(8.91 46.01)' }), row(2, { footprint_wkt: 'POINT(8.94 46.02)' })], total: 2, filtered_total: 2 });
    const { layer, onStatus } = setup();
    layer.viewChanged(view, 14);
    await flush();
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ shown: 2, loaded: 2 }));
    const [x0, y0] = wgs84ToMercator([8.92, 46.0]);
    const [x1, y1] = wgs84ToMercator([8.96, 46.03]);
    layer.viewChanged([x0, y0, x1, y1], 14);
    expect(desk.fn('observations.list')).toHaveBeenCalledTimes(1);
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ shown: 1, loaded: 2 }));
  });

  it('asks nothing while zoomed out, and says when more match than are shown', async () => {
    desk.fn('observations.list').mockResolvedValue({ rows: [row(1, { footprint_wkt: 'POINT(8.91 46.01)' })], total: 5000, filtered_total: 2500 });
    const { layer, onStatus } = setup();
    layer.viewChanged(view, 11);
    expect(desk.fn('observations.list')).not.toHaveBeenCalled();
    expect(onStatus).toHaveBeenLastCalledWith(null);
    layer.viewChanged(view, 13);
    await flush();
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ truncated: true, matching: 2500 }));
  });

  it('keeps only the newest answer when the filter changes while loading', async () => {
    let release: ((value: unknown) => void) | undefined;
    desk.fn('observations.list')
      .mockImplementationOnce(() => new Promise((resolve) => (release = resolve)))
      .mockResolvedValueOnce({ rows: [row(9, { footprint_wkt: 'POINT(8.91 46.01)' })], total: 1, filtered_total: 1 });
    const { layer, source } = setup();
    layer.viewChanged(view, 14);
    layer.setClauses([{ field: 'taxon_id', operation: 'eq', value: 4 }]);
    await flush();
    release!({ rows: [row(8, { footprint_wkt: 'POINT(8.91 46.01)' })], total: 1, filtered_total: 1 });
    await flush();
    expect(source.getFeatures().map((f) => f.getId())).toEqual([9]);
  });

  it('reports a failed load', async () => {
    desk.fn('observations.list').mockRejectedValue(new Error('offline'));
    const { layer, onStatus, onError } = setup();
    layer.viewChanged(view, 14);
    await flush();
    expect(onError).toHaveBeenCalled();
    expect(onStatus).toHaveBeenLastCalledWith(expect.objectContaining({ error: true }));
  });

  it('falls back to the decimal point when the WKT cannot be read', () => {
    const geometry = observationGeometry(row(1, { footprint_wkt: 'NONSENSE', decimal_longitude: 8, decimal_latitude: 46 }) as never);
    expect(geometry).toBeInstanceOf(Point);
  });
});
