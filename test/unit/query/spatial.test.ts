import { sqliteDialect } from '../../../src-server/store/dialect.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src-server/db/open.js';
import { computeFootprint } from '../../../src-server/geo/footprint.js';
import { writeRtreeRow } from '../../../src-server/domain/located-record.js';
import { compileClauses } from '../../../src-server/query/compile.js';
import { observationColumns } from '../../../src-server/query/observation-columns.js';

const db = openDatabase(':memory:');

/** Footprints by name; each becomes one observation (no administrative units needed here). */
const FOOTPRINTS: Record<string, string> = {
  pointInside: 'POINT(1 1)',
  pointInNotch: 'POINT(3 3)', // inside the L's bounding box, outside the L
  pointOnEdge: 'POINT(2 1)',
  pointOutside: 'POINT(9 9)',
  smallSquareInside: 'POLYGON((0.5 0.5,1.5 0.5,1.5 1.5,0.5 1.5,0.5 0.5))',
  squareInNotch: 'POLYGON((2.5 2.5,3.5 2.5,3.5 3.5,2.5 3.5,2.5 2.5))',
  squareStraddling: 'POLYGON((3.5 0.5,5 0.5,5 1.5,3.5 1.5,3.5 0.5))',
  lineAcrossNotch: 'LINESTRING(2.5 3.5,3.5 2.5)', // bbox corners would suggest overlap; the line stays in the notch
  lineEnteringArm: 'LINESTRING(3 3,3 1)',
};

beforeAll(() => {
  db.prepare("INSERT INTO projects (id, project_name, created_at, updated_at) VALUES (1, 'p', 'x', 'x')").run();
  const insert = db.prepare(`INSERT INTO observations (occurrence_id, uuid, dataset_id, basis_of_record, footprint_wkt, footprint_geojson,
    decimal_longitude, decimal_latitude, min_lon, min_lat, max_lon, max_lat, verbatim_identification, created_at, updated_at)
    VALUES (@id, @uuid, 1, 1, @footprint_wkt, @footprint_geojson, @decimal_longitude, @decimal_latitude, @min_lon, @min_lat, @max_lon, @max_lat, @name, 'x', 'x')`);
  Object.entries(FOOTPRINTS).forEach(([name, wkt], i) => {
    const f = computeFootprint(wkt, null);
    insert.run({ ...f, id: i + 1, uuid: `u${i}`, name });
    writeRtreeRow(db, 'observations_rtree', i + 1, { ...f });
  });
});

const matching = (wkt: string): string[] => {
  const [f] = compileClauses([{ field: 'footprint_wkt', operation: 'eq', value: wkt }], observationColumns('o'), sqliteDialect);
  return (db.prepare(`SELECT verbatim_identification FROM observations o WHERE ${f!.sql} ORDER BY occurrence_id`).pluck().all(...f!.params) as string[]);
};

/** An L: the square 0..4 × 0..4 without its upper right quarter 2..4 × 2..4 (concave). */
const L = 'POLYGON((0 0,4 0,4 2,2 2,2 4,0 4,0 0))';

describe('footprint_wkt[eq] polygon filter', () => {
  it('keeps exactly the footprints that intersect a concave polygon', () => {
    expect(matching(L)).toEqual(['pointInside', 'pointOnEdge', 'smallSquareInside', 'squareStraddling', 'lineEnteringArm']);
  });

  it('gives the same answer for a convex polygon', () => {
    const square = 'POLYGON((0 0,4 0,4 4,0 4,0 0))';
    expect(matching(square)).toEqual(['pointInside', 'pointInNotch', 'pointOnEdge', 'smallSquareInside', 'squareInNotch', 'squareStraddling', 'lineAcrossNotch', 'lineEnteringArm']);
    // a clockwise ring is the same polygon
    expect(matching('POLYGON((0 0,0 4,4 4,4 0,0 0))')).toEqual(matching(square));
  });

  it('honours holes and multipolygons (the exact path)', () => {
    const withHole = 'POLYGON((0 0,4 0,4 4,0 4,0 0),(2.8 2.8,3.2 2.8,3.2 3.2,2.8 3.2,2.8 2.8))';
    expect(matching(withHole)).not.toContain('pointInNotch');
    expect(matching(withHole)).toContain('squareInNotch'); // it overlaps the ring around the hole
    expect(matching('MULTIPOLYGON(((8 8,10 8,10 10,8 10,8 8)),((0.9 0.9,1.1 0.9,1.1 1.1,0.9 1.1,0.9 0.9)))')).toEqual(['pointInside', 'pointOutside', 'smallSquareInside']);
  });

  it('uses the R*Tree for a small polygon with the same result', () => {
    expect(matching('POLYGON((0.95 0.95,1.05 0.95,1.05 1.05,0.95 1.05,0.95 0.95))')).toEqual(['pointInside', 'smallSquareInside']);
  });
});
