/**
 * Where "zoom to the results" and the place search move the observation map: the extent of the
 * observations matching a filter (results-extent.ts, from the service's cluster tiles) and the
 * extent of an administrative unit's boundary (GeoJSON in EPSG:4326 from
 * `reference.administrativeUnits` with `with_geometry`). Both in EPSG:3857 metres.
 */
import GeoJSON from 'ol/format/GeoJSON.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { getDesk } from '../bridge/index.js';
import { readClusterTile } from './cluster-features.js';
import { WEB_MERCATOR, WGS84 } from './crs.js';
import type { Extent3857 } from './footprint-query.js';
import { findResultsExtent } from './results-extent.js';

/** The extent of the observations matching `clauses`, or null when none matches (see results-extent.ts). */
export function resultsExtent(clauses: readonly FilterClauseInput[]): Promise<Extent3857 | null> {
  const plain = clauses.map((clause) => ({ ...clause }));
  return findResultsExtent(async (tile) => readClusterTile(await getDesk().observations.clusterTile({ ...tile, clauses: plain })));
}

/** The extent of a GeoJSON geometry in EPSG:4326 (a unit's boundary), or null when it is none or unreadable. */
export function placeExtent(geometry: unknown): Extent3857 | null {
  if (typeof geometry !== 'object' || geometry === null) return null;
  try {
    const read = new GeoJSON().readGeometry(geometry, { dataProjection: WGS84, featureProjection: WEB_MERCATOR });
    const extent = read?.getExtent();
    return extent?.every(Number.isFinite) ? (extent as Extent3857) : null;
  } catch {
    return null;
  }
}
