/**
 * Point → administrative unit lookup (Swiss municipalities, districts, cantons; BFS 2024
 * generalised boundaries, EPSG:4326). A flatbush R-tree over the polygons' bounding boxes picks
 * candidates, `@turf/boolean-point-in-polygon` decides.
 *
 * Points that fall in no municipality polygon (the generalised boundaries leave slivers, and a
 * point on a border lake may sit between polygons) are given the nearest municipality whose
 * boundary is within {@link NEAREST_FALLBACK_METRES}; farther away (outside Switzerland) the
 * lookup gives `null`.
 */
import Flatbush from 'flatbush';
import bbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Geometry, MultiPolygon, Polygon, Position } from 'geojson';
import type { Db } from '../db/open.js';
import type { SqlRunner } from '../store/store.js';

/**
 * Id offsets in the `administrative_units` table: id = offset + the unit's BFS number, because
 * BFS numbers of municipalities (1–6810), cantons (1–26) and districts (101–2xxx) overlap.
 * Canton Ticino (BFS 21) is 10021, district Lugano (BFS 2105) is 22105, municipality Lugano is 5192.
 */
export const ADMIN_UNIT_ID_OFFSET = { municipality: 0, canton: 10000, district: 20000 } as const;

/** The kinds of administrative units. */
export type AdminUnitType = keyof typeof ADMIN_UNIT_ID_OFFSET;

/** Maximum distance (metres) of the nearest-municipality fallback for points outside every polygon. */
export const NEAREST_FALLBACK_METRES = 2000;

/** One administrative unit as needed to build an index (ids as in `administrative_units`). */
export interface AdminUnitInput {
  id: number;
  unit_type: AdminUnitType | string;
  canton_id: number | null;
  district_id: number | null;
  /** Polygon or MultiPolygon in EPSG:4326; other geometry types are ignored. */
  geometry: Geometry;
}

/** The units containing a point (ids as in `administrative_units`; `null` where not known). */
export interface AdminLocation {
  municipality_id: number;
  district_id: number | null;
  canton_id: number | null;
}

/** Point → containing polygon lookup over a set of polygons. */
export interface PolygonIndex {
  /** Id of a polygon containing (lon, lat) in degrees (boundary included), or `null`. */
  find(lon: number, lat: number): number | null;
  /** Id of the polygon whose boundary is nearest to (lon, lat), if within `maxMetres`, else `null`. */
  nearest(lon: number, lat: number, maxMetres: number): number | null;
}

/** Point → municipality/district/canton lookup. */
export interface AdminIndex {
  /** Units containing (lon, lat) (WGS84 degrees), with the nearest-municipality fallback; `null` outside Switzerland. */
  locate(lon: number, lat: number): AdminLocation | null;
  /**
   * The ids of the indexed municipalities that are one of `ids` or lie in one of them (a district
   * or canton id), ascending; ids of no indexed unit hold none. Every located record's municipality
   * is one of the index's (locate answers no other).
   */
  municipalitiesWithin(ids: readonly number[]): number[];
}

const M_PER_DEG_LAT = 111_320;

/** Squared distance in metres from p to segment ab (local equirectangular approximation). */
function segmentDistance2(px: number, py: number, a: Position, b: Position, kx: number): number {
  const ax = ((a[0] as number) - px) * kx;
  const ay = ((a[1] as number) - py) * M_PER_DEG_LAT;
  const bx = ((b[0] as number) - px) * kx;
  const by = ((b[1] as number) - py) * M_PER_DEG_LAT;
  const dx = bx - ax;
  const dy = by - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, -(ax * dx + ay * dy) / len2));
  const x = ax + t * dx;
  const y = ay + t * dy;
  return x * x + y * y;
}

function boundaryDistance(lon: number, lat: number, g: Polygon | MultiPolygon): number {
  const kx = M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180);
  const polys = g.type === 'Polygon' ? [g.coordinates] : g.coordinates;
  let best = Infinity;
  for (const rings of polys) {
    for (const ring of rings) {
      for (let i = 1; i < ring.length; i++) {
        best = Math.min(best, segmentDistance2(lon, lat, ring[i - 1] as Position, ring[i] as Position, kx));
      }
    }
  }
  return Math.sqrt(best);
}

/**
 * Builds a {@link PolygonIndex} over `items` (Polygon or MultiPolygon geometries in EPSG:4326;
 * other types are skipped). Building over the 2,134 municipalities takes a few milliseconds.
 */
export function createPolygonIndex(items: ReadonlyArray<{ id: number; geometry: Geometry }>): PolygonIndex {
  const polys = items.filter(
    (i): i is { id: number; geometry: Polygon | MultiPolygon } =>
      i.geometry.type === 'Polygon' || i.geometry.type === 'MultiPolygon',
  );
  const tree = new Flatbush(Math.max(polys.length, 1));
  for (const p of polys) {
    const [minX, minY, maxX, maxY] = bbox(p.geometry) as [number, number, number, number];
    tree.add(minX, minY, maxX, maxY);
  }
  if (polys.length === 0) tree.add(0, 0, 0, 0);
  tree.finish();
  return {
    find(lon, lat) {
      for (const i of tree.search(lon, lat, lon, lat)) {
        const p = polys[i];
        if (p && booleanPointInPolygon([lon, lat], p.geometry)) return p.id;
      }
      return null;
    },
    nearest(lon, lat, maxMetres) {
      const maxDeg = maxMetres / (M_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
      let bestId: number | null = null;
      let best = maxMetres;
      for (const i of tree.neighbors(lon, lat, 16, maxDeg)) {
        const p = polys[i];
        if (!p) continue;
        const d = boundaryDistance(lon, lat, p.geometry);
        if (d <= best) {
          best = d;
          bestId = p.id;
        }
      }
      return bestId;
    },
  };
}

/**
 * Builds the point lookup over the municipalities among `units` (rows of other types are
 * ignored; a municipality's `district_id` and `canton_id` are returned as given).
 */
export function createAdminIndex(units: ReadonlyArray<AdminUnitInput>): AdminIndex {
  const municipalities = units.filter((u) => u.unit_type === 'municipality');
  const byId = new Map(municipalities.map((u) => [u.id, u]));
  const index = createPolygonIndex(municipalities);
  return {
    locate(lon, lat) {
      if (!Number.isFinite(lon) || !Number.isFinite(lat)) return null;
      const id = index.find(lon, lat) ?? index.nearest(lon, lat, NEAREST_FALLBACK_METRES);
      if (id === null) return null;
      const u = byId.get(id);
      return { municipality_id: id, district_id: u?.district_id ?? null, canton_id: u?.canton_id ?? null };
    },
    municipalitiesWithin(ids) {
      const wanted = new Set(ids);
      return municipalities
        .filter((u) => wanted.has(u.id) || (u.district_id !== null && wanted.has(u.district_id)) || (u.canton_id !== null && wanted.has(u.canton_id)))
        .map((u) => u.id)
        .sort((a, b) => a - b);
    },
  };
}

/** The municipalities with a boundary, in id order: the rows an {@link AdminIndex} is built from (shared spelling, either store). */
const MUNICIPALITIES_SQL = `SELECT id, unit_type, canton_id, district_id, geometry_geojson FROM administrative_units
  WHERE unit_type = 'municipality' AND geometry_geojson IS NOT NULL ORDER BY id`;

type MunicipalityRow = { id: number; unit_type: string; canton_id: number | null; district_id: number | null; geometry_geojson: string };

const indexOf = (rows: readonly MunicipalityRow[]): AdminIndex => createAdminIndex(rows.map((r) => ({
  id: r.id, unit_type: r.unit_type, canton_id: r.canton_id, district_id: r.district_id, geometry: JSON.parse(r.geometry_geojson) as Geometry,
})));

/**
 * Builds an {@link AdminIndex} from the municipalities of the `administrative_units` table
 * (`geometry_geojson`, EPSG:4326). An empty table gives an index that always answers `null`.
 */
export function loadAdminIndex(db: Db): AdminIndex {
  return indexOf(db.prepare(MUNICIPALITIES_SQL).all() as MunicipalityRow[]);
}

/** {@link loadAdminIndex} through the storage interface (either store; the PostgreSQL service has no SQLite file). */
export async function loadAdminIndexFrom(sql: SqlRunner): Promise<AdminIndex> {
  return indexOf(await sql.all<MunicipalityRow>(MUNICIPALITIES_SQL));
}
