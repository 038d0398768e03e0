/**
 * One-click links from a project or a person to the pre-filtered lists of other screens, in the
 * address form those screens read (features/observations/query-codec.ts: the service's grammar,
 * e.g. `/observations?dataset_id[in]=3`). A link whose screen does not exist in this build is
 * null (no dead links).
 */
import type { RouteLocationRaw, Router } from 'vue-router';
import type { ProjectHoldings } from '../../../src-shared/contract/projects.js';
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

/** One kind of record a project holds, as a link to its pre-filtered list. */
export interface HoldingLink {
  key: keyof ProjectHoldings;
  /** How many the caller may read (null: unknown, the service sent no total or it is being read). */
  count: number | null;
  to: RouteLocationRaw | null;
  /** PrimeIcons class of the kind. */
  icon: string;
}

/** The observations, relevés and documents of project `datasetId` as links (the project page, the project list). */
export function holdingLinks(router: Router, datasetId: number, holdings: ProjectHoldings | null): HoldingLink[] {
  return [
    { key: 'observations', count: holdings?.observations ?? null, to: observationsLink('dataset_id', datasetId), icon: 'pi pi-list' },
    { key: 'releves', count: holdings?.releves ?? null, to: relevesLink(router, datasetId), icon: 'pi pi-table' },
    { key: 'documents', count: holdings?.documents ?? null, to: documentsLink(router, datasetId), icon: 'pi pi-images' },
  ];
}
