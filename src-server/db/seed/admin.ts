/**
 * Administrative units from `resources/demo/admin-units/` (swiss-maps 4.7.0, BFS GEOSTAT /
 * swisstopo 2024 generalised boundaries, EPSG:4326): 26 cantons, 143 districts, 2,134 municipalities.
 * Ids are offset by kind (ADMIN_UNIT_ID_OFFSET). A municipality's canton comes from the BFS table;
 * its district is found geometrically (the BFS tables here do not list it).
 */
import bbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { ADMIN_UNIT_ID_OFFSET } from '../../geo/admin-units.js';
import { representativePoint } from '../../geo/footprint.js';
import type { Db } from '../open.js';
import { readAdminGeojson, readCsv, resourcePaths } from './resources.js';

type Area = Polygon | MultiPolygon;
type Box = [number, number, number, number];

/** A district as used for the municipality → district assignment. */
interface DistrictShape {
  id: number;
  canton_id: number;
  geometry: Area;
  box: Box;
}

/** Row counts of the admin-unit kinds. */
export interface AdminCounts {
  cantons: number;
  districts: number;
  municipalities: number;
}

const boxesOverlap = (a: Box, b: Box): boolean => a[0] <= b[2] && b[0] <= a[2] && a[1] <= b[3] && b[1] <= a[3];

function outerVertices(g: Area): Position[] {
  return g.type === 'Polygon' ? (g.coordinates[0] ?? []) : g.coordinates.flatMap((p) => p[0] ?? []);
}

/**
 * The district of a municipality: among the districts of its canton whose bbox overlaps it, the
 * one containing its point on surface; failing that (generalised boundaries do not always nest,
 * and districts leave out the large lakes), the one containing most of its outer vertices.
 */
function districtOf(geometry: Area, box: Box, cantonId: number, districts: readonly DistrictShape[]): number | null {
  const candidates = districts.filter((d) => d.canton_id === cantonId && boxesOverlap(d.box, box));
  if (candidates.length === 0) return null;
  if (candidates.length === 1) return candidates[0]?.id ?? null;
  const p = representativePoint(geometry);
  const hit = candidates.find((d) => booleanPointInPolygon(p, d.geometry));
  if (hit) return hit.id;
  const vertices = outerVertices(geometry);
  let best: DistrictShape | undefined;
  let bestCount = -1;
  for (const d of candidates) {
    const count = vertices.filter((v) => booleanPointInPolygon(v, d.geometry)).length;
    if (count > bestCount) [best, bestCount] = [d, count];
  }
  return best?.id ?? null;
}

/**
 * Inserts cantons, districts and municipalities (name, bfs_nr, canton_id, district_id, geometry,
 * bbox). Names come from the BFS CSV tables, geometries from the GeoJSON files.
 * @throws when a file is missing or a municipality's canton is unknown.
 */
export function seedAdminUnits(db: Db, resourcesDir: string): AdminCounts {
  const paths = resourcePaths(resourcesDir);
  const ins = db.prepare(`INSERT INTO administrative_units (id, name, unit_type, bfs_nr, canton_id, district_id,
    geometry_geojson, min_lon, min_lat, max_lon, max_lat) VALUES (?,?,?,?,?,?,?,?,?,?,?)`);
  const names = (path: string): Map<number, string> => new Map(readCsv(path).map((r) => [Number(r.bfs_nr), r.name ?? '']));

  const cantonNames = names(paths.cantonsCsv);
  const cantons = readAdminGeojson(paths.cantonsGeojson).features;
  for (const f of cantons) {
    const b = bbox(f.geometry) as Box;
    const nr = f.properties.bfs_nr;
    ins.run(ADMIN_UNIT_ID_OFFSET.canton + nr, cantonNames.get(nr) ?? f.properties.name, 'canton', nr, null, null, JSON.stringify(f.geometry), ...b);
  }

  const districtNames = names(paths.districtsCsv);
  const districts: DistrictShape[] = [];
  for (const f of readAdminGeojson(paths.districtsGeojson).features) {
    const b = bbox(f.geometry) as Box;
    const nr = f.properties.bfs_nr;
    const cantonId = ADMIN_UNIT_ID_OFFSET.canton + (f.properties.canton_nr ?? 0);
    districts.push({ id: ADMIN_UNIT_ID_OFFSET.district + nr, canton_id: cantonId, geometry: f.geometry, box: b });
    ins.run(ADMIN_UNIT_ID_OFFSET.district + nr, districtNames.get(nr) ?? f.properties.name, 'district', nr, cantonId, null, JSON.stringify(f.geometry), ...b);
  }

  const municipalityRows = new Map(readCsv(paths.municipalitiesCsv).map((r) => [Number(r.bfs_nr), r]));
  const municipalities = readAdminGeojson(paths.municipalitiesGeojson).features;
  for (const f of municipalities) {
    const nr = f.properties.bfs_nr;
    const row = municipalityRows.get(nr);
    const cantonNr = Number(row?.canton_nr ?? f.properties.canton_nr);
    if (!Number.isInteger(cantonNr) || !cantonNames.has(cantonNr)) throw new Error(`Municipality ${nr}: unknown canton ${cantonNr}`);
    const cantonId = ADMIN_UNIT_ID_OFFSET.canton + cantonNr;
    const b = bbox(f.geometry) as Box;
    const districtId = districtOf(f.geometry, b, cantonId, districts);
    ins.run(ADMIN_UNIT_ID_OFFSET.municipality + nr, row?.name ?? f.properties.name, 'municipality', nr, cantonId, districtId, JSON.stringify(f.geometry), ...b);
  }
  return { cantons: cantons.length, districts: districts.length, municipalities: municipalities.length };
}
