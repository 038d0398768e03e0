import { describe, expect, it } from 'vitest';
import { wgs84ToMercator } from './crs.js';
import { containsExtent, FOOTPRINT_LIMIT, footprintListRequest, footprintStatus, growExtent, needsReload, type Extent3857 } from './footprint-query.js';

const view: Extent3857 = [...wgs84ToMercator([8.9, 46.0]), ...wgs84ToMercator([9.0, 46.05])] as Extent3857;

describe('footprint requests', () => {
  it('adds the view rectangle as footprint_wkt[eq] (EPSG:4326) to the filter, limit 1000', () => {
    const request = footprintListRequest([{ field: 'validation', operation: 'eq', value: 1 }], view);
    expect(request.limit).toBe(FOOTPRINT_LIMIT);
    expect(request.clauses).toEqual([
      { field: 'validation', operation: 'eq', value: 1 },
      { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON ((8.9 46,9 46,9 46.05,8.9 46.05,8.9 46))' },
    ]);
  });

  it('keeps a polygon the filter already has instead of adding the view', () => {
    const polygon = { field: 'footprint_wkt', operation: 'eq' as const, value: 'POLYGON((8 46,9 46,9 47,8 46))' };
    expect(footprintListRequest([polygon], view).clauses).toEqual([polygon]);
  });

  it('grows extents around their centre and tests containment', () => {
    const grown = growExtent([0, 0, 100, 50], 1.5);
    expect(grown).toEqual([-25, -12.5, 125, 62.5]);
    expect(containsExtent(grown, [0, 0, 100, 50])).toBe(true);
    expect(containsExtent([0, 0, 100, 50], grown)).toBe(false);
  });
});

describe('when to reload footprints', () => {
  const loaded = { clausesJson: '[]', extent: growExtent(view, 1.5), truncated: false };

  it('reloads first, after a filter change, and when the view leaves the loaded area', () => {
    expect(needsReload(null, '[]', view)).toBe(true);
    expect(needsReload(loaded, '[{"field":"validation"}]', view)).toBe(true);
    const moved: Extent3857 = [view[0] + 50_000, view[1], view[2] + 50_000, view[3]];
    expect(needsReload(loaded, '[]', moved)).toBe(true);
  });

  it('does not reload for a small pan inside the loaded area, unless the answer was cut', () => {
    const nudged: Extent3857 = [view[0] + 100, view[1], view[2] + 100, view[3]];
    expect(needsReload(loaded, '[]', nudged)).toBe(false);
    expect(needsReload({ ...loaded, truncated: true }, '[]', nudged)).toBe(true);
  });

  it('says when more match than are shown', () => {
    expect(footprintStatus(1000, 4321, 700)).toMatchObject({ shown: 700, loaded: 1000, matching: 4321, truncated: true });
    expect(footprintStatus(12, 12, 5)).toMatchObject({ truncated: false });
    expect(footprintStatus(1000, null, 0)).toMatchObject({ truncated: true, matching: null });
    expect(footprintStatus(999, null, 0)).toMatchObject({ truncated: false });
  });
});
