/**
 * One-click links from a project or a person to the pre-filtered lists of other screens, in the
 * address form those screens read (features/observations/query-codec.ts: the service's grammar,
 * e.g. `/observations?dataset_id[in]=3`). A link whose screen does not exist in this build is
 * null (no dead links).
 */
import type { RouteLocationRaw, Router } from 'vue-router';
import { emptyQuery, encodeQuery } from '../observations/index.js';

/** The observation workspace showing only the observations whose `field` is `id`. */
export function observationsLink(field: 'dataset_id' | 'recorded_by_id', id: number): RouteLocationRaw {
  return { path: '/observations', query: encodeQuery({ ...emptyQuery(), clauses: [{ field, operation: 'in', value: [id] }] }) };
}

/** The documents screen showing the project's documents (`dataset_id[in]`), or null without such a screen. */
export function documentsLink(router: Router, datasetId: number): RouteLocationRaw | null {
  return router.hasRoute('documents') ? { name: 'documents', query: { 'dataset_id[in]': String(datasetId) } } : null;
}

/** The relevé list showing the project's relevés (`dataset_id[in]`), or null without such a screen. */
export function relevesLink(router: Router, datasetId: number): RouteLocationRaw | null {
  return router.hasRoute('releves') ? { name: 'releves', query: { 'dataset_id[in]': String(datasetId) } } : null;
}
