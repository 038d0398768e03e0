import Supercluster from 'supercluster';
import type { Feature, FeatureCollection, Point } from 'geojson';
import { reprojectPosition } from '../geo/reproject.js';
import { badParameter } from '../http/problem.js';

/** One point to cluster: WGS84 degrees plus the properties the reducer aggregates. */
export interface ClusterPoint<P extends object> {
  lon: number;
  lat: number;
  properties: P;
}

/** How the properties of points combine into a cluster's (supercluster's map/reduce). */
export interface ClusterReducer<P extends object, C extends object> {
  /** The cluster properties of a single point. */
  map(p: P): C;
  /** Merges `b` into `a` in place. */
  reduce(a: C, b: Readonly<C>): void;
}

const MAX_INDEXES = 24;
const indexes = new Map<string, Supercluster<object, object>>();

/** Parses and checks `{z}/{x}/{y}` of the Web Mercator tile scheme; 400 when out of range. */
export function parseTile(z: string, x: string, y: string): { z: number; x: number; y: number } {
  const [zn, xn, yn] = [z, x, y].map(Number) as [number, number, number];
  if (![z, x, y].every((s) => /^\d{1,8}$/.test(s)) || zn > 24)
    throw badParameter('z', 'Tile coordinates must be whole numbers with 0 ≤ z ≤ 24.');
  const n = 2 ** zn;
  if (xn >= n || yn >= n) throw badParameter('x', `At zoom ${zn}, x and y must be below ${n}.`);
  return { z: zn, x: xn, y: yn };
}

/** Checks the `{srid}` path segment of a cluster tile: only 3857 (interface v5, Limits). */
export function assertTileSrid(srid: string): void {
  if (srid !== '3857') throw badParameter('srid', `Clustered tiles exist only in srid 3857 (Web Mercator), not ${srid}.`);
}

/** The WGS84 bounds [west, south, east, north] of a Web Mercator tile. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lon = (i: number): number => (i / n) * 360 - 180;
  const lat = (j: number): number => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

/**
 * One tile of clusters as a GeoJSON FeatureCollection of Point features in EPSG:3857 metres
 * (ARCHITECTURE.md "clustered tiles"). The supercluster index of a given `key` (filter, caller,
 * data version) is built once from `load()` and kept for later tiles of the same view; a new
 * `key` (after a write, the version changes) builds a new one. Each feature has the reducer's
 * properties plus `total` (points in the cluster).
 */
export function clusterTile<P extends object, C extends object>(
  key: string,
  load: () => Array<ClusterPoint<P>>,
  reducer: ClusterReducer<P, C>,
  tile: { z: number; x: number; y: number },
): FeatureCollection<Point> {
  let index = indexes.get(key);
  if (!index) {
    const built = new Supercluster<P & object, C & object>({
      radius: 60, maxZoom: 17, minPoints: 2,
      map: (p) => reducer.map(p as P) as C & object,
      reduce: (a, b) => reducer.reduce(a as C, b as C),
    });
    built.load(load().map((pt): Feature<Point, P & object> => ({ type: 'Feature', geometry: { type: 'Point', coordinates: [pt.lon, pt.lat] }, properties: pt.properties as P & object })));
    index = built as unknown as Supercluster<object, object>;
    if (indexes.size >= MAX_INDEXES) indexes.delete(indexes.keys().next().value!);
    indexes.set(key, index);
  } else {
    indexes.delete(key);
    indexes.set(key, index);
  }
  const features = index.getClusters(tileBounds(tile.z, tile.x, tile.y), tile.z).map((f): Feature<Point> => {
    const props = f.properties as Record<string, unknown>;
    const isCluster = props.cluster === true;
    const properties = isCluster
      ? { ...stripSupercluster(props), total: props.point_count as number, cluster_id: props.cluster_id as number, expansion_zoom: index.getClusterExpansionZoom(props.cluster_id as number) }
      : { ...stripSupercluster(reducer.map(props as P) as Record<string, unknown>), total: 1 };
    return { type: 'Feature', geometry: { type: 'Point', coordinates: reprojectPosition(f.geometry.coordinates as [number, number], 3857) }, properties };
  });
  return { type: 'FeatureCollection', features };
}

/** Drops supercluster's bookkeeping and the reducer's private (`_`-prefixed) properties. */
function stripSupercluster(props: Record<string, unknown>): Record<string, unknown> {
  const { cluster: _c, cluster_id: _i, point_count: _n, point_count_abbreviated: _a, ...rest } = props;
  return Object.fromEntries(Object.entries(rest).filter(([k]) => !k.startsWith('_')));
}
