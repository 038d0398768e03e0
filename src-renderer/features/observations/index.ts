/** What the observation workspace (table, filters, map, triage) offers the other features. */

/** The workspace's loaded rows, totals and selection (after a save or delete elsewhere they change here too). */
export { useObservationsStore } from './observations-store.js';
/** The workspace's address: an empty filter, and a filter as route query (links into the workspace). */
export { emptyQuery, encodeQuery } from './query-codec.js';
/** A filter's field definition (editor kind, operations), for screens over other lists with the same grammar (public neophytes). */
export type { FilterFieldDef } from './filter-fields.js';
/** The event date filter (from/until days). */
export { default as DateFilter } from './filters/DateFilter.vue';
/** A set filter (taxa, units, vocabulary codes, ids) with its operation (in, not in, empty, not empty). */
export { default as SetFilter } from './filters/SetFilter.vue';
/** A wildcard text filter (iw_eq with *, iw_contains, empty, not empty). */
export { default as TextFilter } from './filters/TextFilter.vue';
/** The area filter (`footprint_wkt`): draw on the map, or a polygon from a file. */
export { default as PolygonFilter } from './filters/PolygonFilter.vue';
/** A taxa group's name in the UI language. */
export { useTaxaGroupName } from './filters/taxa-group-name.js';
