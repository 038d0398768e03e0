import Supercluster from 'supercluster';
import type { Feature, FeatureCollection, Point } from 'geojson';
import type { Db } from '../db/open.js';
import { reprojectPosition } from '../geo/reproject.js';
import { tileBounds, type ClusterReducer } from './clusters.js';
import { neophyteClusterReducer } from './neophyte-clusters.js';
import { GridTiles, type GridTileRequest } from './cluster-grid.js';

/** Reducers a tile request may name (functions do not cross to the worker thread; names do). */
const REDUCERS = {
  neophytes: neophyteClusterReducer(false),
  neophytes_full: neophyteClusterReducer(true),
} as const satisfies Record<string, ClusterReducer<never, object>>;

/** Name of a cluster reducer, or null for clusters that carry only `total`. */
export type ClusterReducerName = keyof typeof REDUCERS;

/** One supercluster tile to answer: the point set (built once per `key`) and the tile to cut from it. */
export interface IndexTileRequest {
  kind?: 'index';
  /** Identifies the point set (filter, caller, data version): equal keys share one index. */
  key: string;
  /** A SELECT whose first two columns are `lon`, `lat` (WGS84 degrees), the rest the point's properties. */
  sql: string;
  params: unknown[];
  /** How point properties combine into a cluster's; null: a cluster carries only `total`. */
  reducer: ClusterReducerName | null;
  /** Web Mercator tile (already checked by parseTile). */
  tile: { z: number; x: number; y: number };
}

/** A tile request: supercluster (public neophyte clusters, with their reducers) or the grid (clustered_observations). */
export type ClusterTileRequest = IndexTileRequest | GridTileRequest;

/** Grid tiles kept, by key and tile (a few kB each). */
const MAX_GRID_TILES = 2048;

/** Points kept in all indexes together (about 100 bytes each in supercluster's arrays and the features). */
const MAX_INDEXED_POINTS = 1_500_000;
const MAX_INDEXES = 24;

interface BuiltIndex {
  index: Supercluster<object, object>;
  points: number;
}

/**
 * Supercluster indexes by key, the most recently used kept within a budget of points (the newest
 * index always stays), and the tiles cut from them (ARCHITECTURE.md "clustered tiles"). Used by
 * the cluster worker thread, and on the calling thread where no worker can run.
 */
export class ClusterIndexes {
  private readonly indexes = new Map<string, BuiltIndex>();
  private readonly grid = new GridTiles();
  private readonly gridTiles = new Map<string, FeatureCollection<Point>>();

  /**
   * One tile as a GeoJSON FeatureCollection of Point features in EPSG:3857 metres: clusters with
   * the reducer's properties plus `total`, `cluster_id`, `expansion_zoom`; single points with
   * their own properties plus `total: 1`. Builds the index of `request.key` from `db` when missing.
   * A grid request is answered by gridTile (cluster-grid.ts), its tiles kept by key.
   * @throws SqliteError when the statement fails.
   */
  tile(db: Db, request: ClusterTileRequest): FeatureCollection<Point> {
    if (request.kind === 'grid') return this.gridTile(db, request);
    return this.indexTile(request, () => readSqlitePoints(db, request.sql, request.params));
  }

  /** Whether the index of `key` is built (its next tile needs no points read). */
  has(key: string): boolean {
    return this.indexes.has(key);
  }

  /**
   * One supercluster tile (see {@link tile}) whose points, when the index of `request.key` is
   * missing, `load` gives: the SQLite statement, or the rows a PostgreSQL connection read before
   * (domain/cluster-postgres.ts), so that both stores' tiles come from the same index.
   */
  indexTile(request: IndexTileRequest, load: () => PointColumns): FeatureCollection<Point> {
    const built = this.indexFor(request, load);
    const reducer = request.reducer === null ? null : (REDUCERS[request.reducer] as ClusterReducer<object, object>);
    const { z, x, y } = request.tile;
    const features = built.index.getClusters(tileBounds(z, x, y), z).map((f): Feature<Point> => {
      const props = f.properties as Record<string, unknown>;
      const properties = props.cluster === true
        ? { ...ownProperties(props), total: props.point_count as number, cluster_id: props.cluster_id as number,
          expansion_zoom: built.index.getClusterExpansionZoom(props.cluster_id as number) }
        : { ...ownProperties((reducer ? reducer.map(props) : props) as Record<string, unknown>), total: 1 };
      return { type: 'Feature', geometry: { type: 'Point', coordinates: reprojectPosition(f.geometry.coordinates as [number, number], 3857) }, properties };
    });
    return { type: 'FeatureCollection', features };
  }

  private gridTile(db: Db, request: GridTileRequest): FeatureCollection<Point> {
    const { z, x, y } = request.tile;
    const id = `${request.key}|${z}/${x}/${y}`;
    let answer = this.gridTiles.get(id);
    if (answer) this.gridTiles.delete(id);
    else answer = this.grid.tile(db, request);
    this.gridTiles.set(id, answer);
    if (this.gridTiles.size > MAX_GRID_TILES) this.gridTiles.delete(this.gridTiles.keys().next().value!);
    return answer;
  }

  private indexFor(request: IndexTileRequest, load: () => PointColumns): BuiltIndex {
    let built = this.indexes.get(request.key);
    if (built) {
      this.indexes.delete(request.key);
      this.indexes.set(request.key, built);
      return built;
    }
    const features = pointFeatures(load());
    const reducer = request.reducer === null ? null : (REDUCERS[request.reducer] as ClusterReducer<object, object>);
    const index = new Supercluster<object, object>({
      radius: 60, maxZoom: 17, minPoints: 2,
      // Without map/reduce supercluster keeps no per-point cluster properties (a million objects fewer).
      ...(reducer ? { map: (p: object) => reducer.map(p), reduce: (a: object, b: object) => reducer.reduce(a, b) } : {}),
    });
    index.load(features);
    built = { index, points: features.length };
    this.indexes.set(request.key, built);
    let kept = [...this.indexes.values()].reduce((n, b) => n + b.points, 0);
    for (const [key, old] of this.indexes) {
      if (key === request.key || (kept <= MAX_INDEXED_POINTS && this.indexes.size <= MAX_INDEXES)) break;
      this.indexes.delete(key);
      kept -= old.points;
    }
    return built;
  }
}

/**
 * The points of a tile request column by column (no object per row): longitude and latitude in
 * WGS 84 degrees, and the request's other columns by name. A million points as objects (four
 * each, as supercluster's features) held 200 MB or so.
 */
export interface PointColumns {
  names: string[];
  lon: number[];
  lat: number[];
  columns: unknown[][];
}

/** Collects rows whose first two values are longitude and latitude, the rest those of `names` (in order), as {@link PointColumns}. */
export function pointColumns(names: string[], rows: Iterable<unknown[]>): PointColumns {
  const points: PointColumns = { names, lon: [], lat: [], columns: names.map(() => []) };
  for (const row of rows) {
    points.lon.push(row[0] as number);
    points.lat.push(row[1] as number);
    for (let i = 0; i < names.length; i++) points.columns[i]!.push(row[i + 2]);
  }
  return points;
}

/** Reads the points of a tile request's statement (columns `lon`, `lat`, then properties) from SQLite. */
function readSqlitePoints(db: Db, sql: string, params: unknown[]): PointColumns {
  // A statement of its own: `raw` mode would leak into the shared statement cache (query/list.ts).
  const statement = db.prepare<unknown[], unknown[]>(sql).raw(true);
  return pointColumns(statement.columns().map((c) => c.name).slice(2), statement.iterate(...params));
}

/**
 * The points as supercluster's input: features made on access. Supercluster keeps its input
 * array for the life of the index, so the columns stay the only copy.
 */
function pointFeatures({ names, lon, lat, columns }: PointColumns): Array<Feature<Point, object>> {
  const feature = (i: number): Feature<Point, object> => {
    const properties: Record<string, unknown> = {};
    for (let c = 0; c < names.length; c++) properties[names[c]!] = columns[c]![i];
    return { type: 'Feature', geometry: { type: 'Point', coordinates: [lon[i]!, lat[i]!] }, properties };
  };
  return new Proxy([] as Array<Feature<Point, object>>, {
    get(target, key, receiver) {
      if (key === 'length') return lon.length;
      if (typeof key === 'string') {
        const i = Number(key);
        if (Number.isInteger(i) && i >= 0 && i < lon.length) return feature(i);
      }
      return Reflect.get(target, key, receiver) as unknown;
    },
  });
}

/** Drops supercluster's bookkeeping and the reducer's private (`_`-prefixed) properties. */
function ownProperties(props: Record<string, unknown>): Record<string, unknown> {
  const { cluster: _c, cluster_id: _i, point_count: _n, point_count_abbreviated: _a, ...rest } = props;
  return Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('_')));
}
