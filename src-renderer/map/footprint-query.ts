/**
 * Pure logic of the footprint layer: the `observations.list` request for a view (the filter plus
 * the view's rectangle as `footprint_wkt[eq]`, limit 1000) and whether a new view needs a new
 * request. Extents are EPSG:3857 `[minX, minY, maxX, maxY]`.
 */
import type { FilterClauseInput, ObservationListInput } from '../../src-shared/contract/observations.js';
import { extentToWkt } from './wkt.js';

/** The most footprints the map asks for at once (the service's page limit). */
export const FOOTPRINT_LIMIT = 1000;

/** An EPSG:3857 extent `[minX, minY, maxX, maxY]`. */
export type Extent3857 = [number, number, number, number];

/** `extent` grown by `factor` around its centre (1.5 = half as wide again), so small pans need no request. */
export function growExtent(extent: Readonly<Extent3857>, factor: number): Extent3857 {
  const [minX, minY, maxX, maxY] = extent;
  const dx = ((maxX - minX) * (factor - 1)) / 2;
  const dy = ((maxY - minY) * (factor - 1)) / 2;
  return [minX - dx, minY - dy, maxX + dx, maxY + dy];
}

/** True when `outer` contains `inner`. */
export function containsExtent(outer: Readonly<Extent3857>, inner: Readonly<Extent3857>): boolean {
  return outer[0] <= inner[0] && outer[1] <= inner[1] && outer[2] >= inner[2] && outer[3] >= inner[3];
}

/**
 * The list request for the footprints in `extent`: the filter's clauses plus `footprint_wkt[eq]`
 * with the extent's rectangle (EPSG:4326 WKT). When the filter already has a polygon
 * (`footprint_wkt`), that polygon stands alone (the interface takes one), and the view adds nothing.
 */
export function footprintListRequest(clauses: readonly FilterClauseInput[], extent: Readonly<Extent3857>): ObservationListInput {
  const hasPolygon = clauses.some((clause) => clause.field === 'footprint_wkt');
  return {
    clauses: hasPolygon ? [...clauses] : [...clauses, { field: 'footprint_wkt', operation: 'eq', value: extentToWkt(extent) }],
    limit: FOOTPRINT_LIMIT,
    offset: 0,
    sort: 'occurrence_id',
    dir: 'asc',
  };
}

/** What was last loaded: the filter's JSON, the extent asked for, and whether the answer was cut at the limit. */
export interface LoadedFootprints {
  clausesJson: string;
  extent: Extent3857;
  truncated: boolean;
}

/**
 * Whether the footprints of `view` (EPSG:3857) under `clausesJson` need a new request: yes after
 * a filter change, when the view leaves the loaded extent, or — if the last answer was cut at
 * the limit — whenever the view changes (a smaller view may then show all).
 */
export function needsReload(loaded: LoadedFootprints | null, clausesJson: string, view: Readonly<Extent3857>): boolean {
  if (!loaded || loaded.clausesJson !== clausesJson) return true;
  if (loaded.truncated) return true;
  return !containsExtent(loaded.extent, view);
}

/** The status line of the footprint layer: how many are shown and how many match in the view. */
export interface FootprintStatus {
  loading: boolean;
  /** Footprints within the view now. */
  shown: number;
  /** Footprints loaded (the view with a margin), at most {@link FOOTPRINT_LIMIT}. */
  loaded: number;
  /** Matching in the requested area (X-Filtered-Total), null when the service did not say. */
  matching: number | null;
  /** More match than are shown (the answer was cut at {@link FOOTPRINT_LIMIT}). */
  truncated: boolean;
  error: boolean;
}

/** The status after an answer of `rows` rows with `filteredTotal` matching (null: unknown), `inView` of them in the view. */
export function footprintStatus(rows: number, filteredTotal: number | null, inView: number): FootprintStatus {
  const truncated = filteredTotal !== null ? filteredTotal > rows : rows >= FOOTPRINT_LIMIT;
  return { loading: false, shown: inView, loaded: rows, matching: filteredTotal, truncated, error: false };
}
