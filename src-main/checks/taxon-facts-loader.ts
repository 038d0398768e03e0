/**
 * Reads one taxon's facts through the interface (issue 13): every record of the taxon from
 * GET /rest/v5/simple_observations (`taxon_id`, keyset-paged by `occurrence_id[gt]` in pages of
 * 1000, so a deep page costs the service what the first does; validated or not, since the
 * duplicate check needs all and the validation filter is applied here by `validated_codes`) and
 * its names from GET /public/v5/taxonomy/names (the name by id, then every name with its
 * accepted taxon: synonyms included).
 */
import { z } from 'zod';
import type { FilterClause } from '../../src-shared/filters/grammar.js';
import { TaxonName } from '../../src-shared/contract/reference.js';
import type { ApiClient } from '../api/client.js';
import { MAX_PAGE } from '../domains/paging.js';
import { TaxonFacts, type TaxonNames, type TaxonRecordInput } from './taxon-facts.js';

/** The fields of the simple form the facts use (the rest of a row passes unread). */
const SimpleRow = z.looseObject({
  id: z.number().int(),
  event_date: z.string().nullable().optional(),
  decimal_longitude: z.number().nullable().optional(),
  decimal_latitude: z.number().nullable().optional(),
  minimum_elevation_in_meters: z.number().nullable().optional(),
  validation: z.number().int().nullable().optional(),
});
const NAMES_PATH = '/public/v5/taxonomy/names';
const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;

/** Reads a taxon's records and names; see the file comment. */
export type TaxonFactsLoader = (taxon_id: number, validated_codes: readonly number[]) => Promise<TaxonFacts>;

/**
 * The loader over `api`. Rejects with the client's DeskError when a page of records fails; a
 * failure of the names only leaves the names out (the identification check then says "no reference data").
 * `maxRecords` bounds what one taxon may hold (default 1,000,000).
 */
export function taxonFactsLoader(api: ApiClient, maxRecords = 1_000_000): TaxonFactsLoader {
  return async (taxon_id, validated_codes) => {
    const [records, names] = await Promise.all([readRecords(api, taxon_id, maxRecords), readNames(api, taxon_id).catch(() => null)]);
    return new TaxonFacts(taxon_id, records, validated_codes, names);
  };
}

async function readRecords(api: ApiClient, taxon_id: number, maxRecords: number): Promise<TaxonRecordInput[]> {
  const records: TaxonRecordInput[] = [];
  let after = 0;
  while (records.length < maxRecords) {
    const filters: FilterClause[] = [{ field: 'taxon_id', operation: 'eq', value: taxon_id }, { field: 'occurrence_id', operation: 'gt', value: after }];
    const page = await api.request({ path: '/rest/v5/simple_observations', query: { limit: MAX_PAGE, sort: 'occurrence_id', dir: 'asc' }, filters }, z.array(SimpleRow));
    for (const row of page.data) {
      records.push({
        occurrence_id: row.id,
        event_date: row.event_date ?? null,
        decimal_longitude: row.decimal_longitude ?? null,
        decimal_latitude: row.decimal_latitude ?? null,
        minimum_elevation_in_meters: row.minimum_elevation_in_meters ?? null,
        validation: row.validation ?? null,
      });
    }
    if (page.data.length < MAX_PAGE) break;
    after = page.data[page.data.length - 1]!.id;
  }
  return records;
}

async function readNames(api: ApiClient, taxon_id: number): Promise<TaxonNames | null> {
  const request = (filters: FilterClause[]) => api.request({ path: NAMES_PATH, query: { limit: MAX_PAGE }, filters }, z.array(TaxonName)).then((a) => a.data);
  const [own] = await request([{ field: 'id', operation: 'eq', value: taxon_id }]);
  if (!own) return null;
  const accepted = own.accepted_taxon_id ?? own.id;
  const all = await request([{ field: 'accepted_taxon_id', operation: 'eq', value: accepted }]);
  const names = new Set<string>();
  for (const name of [own, ...all]) {
    names.add(name.scientific_name);
    for (const language of LANGUAGES) {
      const vernacular = name[`vernacular_name_${language}`];
      if (vernacular) names.add(vernacular);
    }
  }
  return { accepted_scientific_name: own.accepted_scientific_name ?? own.scientific_name, names: [...names] };
}
