/**
 * What the taxon page derives from a `taxonomy.taxon` answer (pure, tested in taxon-page.test.ts):
 * the vernacular names in the four languages, the references the taxon is listed in, and the
 * addresses of its observations (the workspace, `taxon_id[in]`) and its public neophyte
 * observations (`taxon_id[in]` with `taxa_matching=synonyms`, so records under a synonym count).
 */
import type { RouteLocationRaw, Router } from 'vue-router';
import type { TaxonPage } from '../../../src-shared/contract/taxonomy.js';
import { LANGUAGES, type Language } from '../../../src-shared/contract/settings.js';
import type { TaxonReference } from '../../../src-shared/schemas/taxonomy.js';

/** One vernacular name of the taxon; `name` null where the taxonomy has none in that language. */
export interface VernacularRow {
  language: Language;
  name: string | null;
}

/** The record the page shows: the accepted taxon, else the name itself. */
export type ShownRecord = NonNullable<TaxonPage['taxon']> | TaxonPage['name'];

/** The accepted record the page shows (the taxon, else the name itself). */
export function shownRecord(page: TaxonPage): ShownRecord {
  return page.taxon ?? page.name;
}

/** The vernacular names of the shown record, the UI language first, then the others in the usual order. */
export function vernacularRows(page: TaxonPage, first: Language): VernacularRow[] {
  const record = shownRecord(page);
  const order = [first, ...LANGUAGES.filter((language) => language !== first)];
  return order.map((language) => ({ language, name: record[`vernacular_name_${language}`] ?? null }));
}

/**
 * The references the taxon is listed in: its own `reference_id` and every `listed_in` relation,
 * once each, titled from `references` (or the relation's `reference_title`, else `#id`).
 */
export function listedIn(page: TaxonPage, references: readonly TaxonReference[]): Array<{ id: number; title: string }> {
  const titles = new Map(references.map((reference) => [reference.id, reference.title]));
  const ids = new Map<number, string | null>();
  const own = shownRecord(page).reference_id;
  if (own) ids.set(own, null);
  for (const relation of page.relations) {
    if (relation.relation_type === 'listed_in' && relation.reference_id !== null) ids.set(relation.reference_id, relation.reference_title);
  }
  return [...ids].map(([id, title]) => ({ id, title: titles.get(id) ?? title ?? `#${id}` }));
}

/** The observation workspace filtered to taxon `id` (`/observations?taxon_id[in]=<id>`). */
export function observationsOfTaxon(id: number): RouteLocationRaw {
  return { path: '/observations', query: { 'taxon_id[in]': String(id) } };
}

/** The public neophyte screen filtered to taxon `id` and its synonyms, or null in a build without that screen (no dead links). */
export function publicObservationsOfTaxon(router: Router, id: number): RouteLocationRaw | null {
  return router.hasRoute('public-neophytes') ? { name: 'public-neophytes', query: { 'taxon_id[in]': String(id), taxa_matching: 'synonyms' } } : null;
}
