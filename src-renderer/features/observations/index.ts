/** What the observation workspace (table, filters, map, triage) offers the other features. */

/** The workspace's loaded rows, totals and selection (after a save or delete elsewhere they change here too). */
export { useObservationsStore } from './observations-store.js';
/** The workspace's address: an empty filter, and a filter as route query (links into the workspace). */
export { emptyQuery, encodeQuery } from './query-codec.js';
/** A taxa group's name in the UI language. */
export { useTaxaGroupName } from './filters/taxa-group-name.js';
