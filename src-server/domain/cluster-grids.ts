import type { FeatureCollection, Point } from 'geojson';
import type { Db } from '../db/open.js';
import { GridTiles, type GridTileRequest } from './cluster-grid.js';
import { NeophyteGridTiles, type NeophyteGridRequest, type RowReader } from './neophyte-grid.js';

/** A tile request: the observation grid (clustered_observations) or the public neophyte grid (clustered_neophyte_observations). */
export type ClusterTileRequest = GridTileRequest | NeophyteGridRequest;

/** Tiles kept, by key and tile (a few kB each). */
const MAX_TILES = 2048;

/**
 * What the cluster grids read: the SQLite connection (both grids), or a PostgreSQL connection's
 * reader (the public neophyte grid only: the observation grid is counted by the database there,
 * cluster-grid-sql.ts).
 */
export type ClusterGridSource = { db: Db } | { postgres: RowReader };

/**
 * The grid cluster tiles of the cluster worker (and of the calling thread where no worker can
 * run): the observation grid (cluster-grid.ts) and the public neophyte grid (neophyte-grid.ts),
 * their cells kept per filter and their tiles by key and tile. Requests are answered one after
 * the other, so that two tiles of one new filter read its cells once.
 */
export class ClusterGrids {
  private readonly grid = new GridTiles();
  private readonly neophytes: NeophyteGridTiles;
  private readonly read: RowReader;
  private readonly tiles = new Map<string, FeatureCollection<Point>>();
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly source: ClusterGridSource) {
    if ('db' in source) {
      const { db } = source;
      // A statement of its own: `raw` mode would leak into the shared statement cache (query/list.ts).
      this.read = async (sql, params) => db.prepare<unknown[], unknown[]>(sql).raw(true).all(...params);
      this.neophytes = new NeophyteGridTiles('sqlite');
    } else {
      this.read = source.postgres;
      this.neophytes = new NeophyteGridTiles('postgres');
    }
  }

  /**
   * One tile as a GeoJSON FeatureCollection of Point features in EPSG:3857 metres (GridTiles,
   * NeophyteGridTiles), kept by key and tile.
   * Rejects with the store's error when a statement fails, and with an Error for an observation
   * grid request on PostgreSQL.
   */
  tile(request: ClusterTileRequest): Promise<FeatureCollection<Point>> {
    const next = this.queue.then(() => this.answer(request));
    this.queue = next.catch(() => {});
    return next;
  }

  private async answer(request: ClusterTileRequest): Promise<FeatureCollection<Point>> {
    const { z, x, y } = request.tile;
    const id = `${request.kind}|${request.key}|${request.kind === 'neophytes' && request.fullproperties}|${z}/${x}/${y}`;
    let answer = this.tiles.get(id);
    if (answer) this.tiles.delete(id);
    else if (request.kind === 'neophytes') answer = await this.neophytes.tile(this.read, request);
    else if ('db' in this.source) answer = this.grid.tile(this.source.db, request);
    else throw new Error('Observation grid tiles are counted by the database on PostgreSQL (domain/cluster-grid-sql.ts), not the worker.');
    this.tiles.set(id, answer);
    if (this.tiles.size > MAX_TILES) this.tiles.delete(this.tiles.keys().next().value!);
    return answer;
  }
}
