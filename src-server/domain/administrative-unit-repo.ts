/**
 * Swiss cantons, districts and municipalities (table `administrative_units`), public: shape
 * `{id, name, unit_type, bfs_nr, canton_id, district_id}`, and with the boundary the stored
 * GeoJSON text (EPSG:4326) as `geometry`, left unparsed (a page of units is megabytes of it).
 */
import type { SqlRunner } from '../store/store.js';
import type { z } from 'zod';
import { AreaGeometrySchema, type AdministrativeUnit } from '../../src-shared/schemas/administrative-unit.js';
import { RawJson } from '../http/raw-json.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';

/** `unit_type` values are checked while the query is parsed (its filter spec lists them). */
const COLUMNS: ColumnMap = {
  id: 'u.id', name: 'u.name', bfs_nr: 'u.bfs_nr', canton_id: 'u.canton_id', district_id: 'u.district_id', unit_type: 'u.unit_type',
};

/** A unit without its boundary. */
export type AdministrativeUnitRow = Omit<AdministrativeUnit, 'geometry'>;
/** A unit with its boundary as the stored GeoJSON text (null when unknown). */
export type AdministrativeUnitGeometryRow = AdministrativeUnitRow & { geometry: string | null };

/** A unit's boundary as published: a GeoJSON Polygon or MultiPolygon in EPSG:4326. */
type AreaGeometry = z.output<typeof AreaGeometrySchema>;

/**
 * A boundary as its stored GeoJSON text, written into a response unparsed (http/raw-json.ts).
 * It is the declared AreaGeometry too: its members parse the text on first use (nothing in the
 * service reads them; they keep the answer's type honest).
 */
export class AreaGeometryText extends RawJson implements AreaGeometry {
  [key: string]: unknown;
  #parsed: AreaGeometry | undefined;

  private get parsed(): AreaGeometry {
    return (this.#parsed ??= AreaGeometrySchema.parse(JSON.parse(this.text)));
  }

  get type(): AreaGeometry['type'] {
    return this.parsed.type;
  }

  get coordinates(): AreaGeometry['coordinates'] {
    return this.parsed.coordinates;
  }
}

const SELECT = 'u.id, u.name, u.unit_type, u.bfs_nr, u.canton_id, u.district_id';

function listUnits<Row>(sql: SqlRunner, p: ListParams, select: string, head: boolean): Promise<ListResult<Row>> {
  return runList<Row>(sql, {
    from: 'administrative_units u',
    scope: [],
    filters: compileClauses(p.clauses, COLUMNS, sql.dialect),
    select,
    orderBy: orderBy(`u.${p.sort ?? 'id'}`, p.dir, 'u.id'),
  }, p, head);
}

/**
 * One page of units matching `p`, by `sort` (default: id), without boundaries; totals with
 * `with_total`; `head`: no rows.
 */
export function listAdministrativeUnits(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<AdministrativeUnitRow>> {
  return listUnits(sql, p, SELECT, head);
}

/** As {@link listAdministrativeUnits}, each unit with its boundary as GeoJSON text (EPSG:4326). */
export function listAdministrativeUnitsWithGeometry(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<AdministrativeUnitGeometryRow>> {
  return listUnits(sql, p, `${SELECT}, u.geometry_geojson AS geometry`, head);
}
