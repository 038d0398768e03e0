/**
 * Reference data and picker lookups (interface v5: Taxonomy, People, Projects, Vocabulary and
 * reference data) through the REST client. What rarely changes (vocabularies, taxa groups,
 * habitats, administrative unit lookups) is cached per active profile (reference-cache.ts);
 * people and projects are asked every time (rights and registers change).
 */
import { z } from 'zod';
import {
  AdministrativeUnit, PersonSummary, ProjectSummary, TaxonName, VocabularyEntry,
} from '../../src-shared/contract/reference.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import type { FilterClause } from '../../src-shared/filters/grammar.js';
import type { ApiClient } from '../api/client.js';
import { fetchAllPages, MAX_PAGE } from './paging.js';
import type { ProfileCache } from './reference-cache.js';
import { inIdOrder, mergePeople, mergeTaxonNames, searchText } from './reference-search.js';

/** A picker lookup (the contract's `Lookup`): `ids` wins over `query` when both are given; neither gives an empty list. */
export interface Lookup {
  query?: string;
  ids?: readonly number[];
  /** 1–1000. */
  limit: number;
}

/** A lookup of administrative units. */
export interface UnitLookup extends Lookup {
  unit_type?: ReadonlyArray<'canton' | 'district' | 'municipality'>;
  with_geometry?: boolean;
  /** Paging offset (≥ 0) for lists longer than 1000 (all municipalities). */
  offset?: number;
}

/** One taxa group: its id (`taxa_group_id`) and its name as the service spells it, e.g. `vascular_plants`. */
export type TaxaGroup = { id: number; name: string };

/** One habitat (TypoCH; the reference service adds `parent_code`, `level`, `name_de|fr|it|en`). */
export const HabitatEntry = z.looseObject({ id: z.number().int().positive(), code: z.string() });
export type HabitatEntry = z.infer<typeof HabitatEntry>;

const GroupProbe = z.looseObject({ taxa_group_id: z.number().int().positive(), group: z.string().nullable().optional() });
const NAMES = '/public/v5/taxonomy/names';
const contains = (field: string, value: string): FilterClause => ({ field, operation: 'iw_contains', value });
const idIn = (ids: readonly number[]): FilterClause => ({ field: 'id', operation: 'in', value: [...ids] });

/** Reference lookups of the active profile. */
export class ReferenceDomain {
  constructor(
    private readonly api: ApiClient,
    /** Cache of the whole lists (vocabularies, taxa groups, habitats). */
    private readonly lists: ProfileCache,
    /** Bounded cache of administrative unit lookups. */
    private readonly units: ProfileCache,
  ) {}

  /** Every vocabulary entry (GET /public/v5/vocabularies, paged by 1000), loaded once per profile. */
  vocabularies(): Promise<VocabularyEntry[]> {
    return this.lists.get('vocabularies', () => fetchAllPages(this.api, { path: '/public/v5/vocabularies' }, VocabularyEntry));
  }

  /** Every habitat (GET /public/v5/habitats, paged by 1000), loaded once per profile. */
  habitats(): Promise<HabitatEntry[]> {
    return this.lists.get('habitats', () => fetchAllPages(this.api, { path: '/public/v5/habitats' }, HabitatEntry));
  }

  /**
   * Taxon names for autocomplete (GET /public/v5/taxonomy/names, synonyms included): by `ids`
   * (`id[in]`, in the order asked), or by `query` as two requests, `scientific_name[iw_contains]`
   * and `vernacular_name[iw_contains]` (which matches any of the four languages), merged
   * (reference-search.ts). Throws DeskError of the service.
   */
  async taxonNames(lookup: Lookup): Promise<TaxonName[]> {
    if (lookup.ids) return this.byIds(NAMES, lookup.ids, TaxonName);
    const text = searchText(lookup.query);
    if (!text) return [];
    const search = (field: string): Promise<TaxonName[]> =>
      this.api.request({ path: NAMES, query: { limit: lookup.limit }, filters: [contains(field, text)] }, z.array(TaxonName)).then((a) => a.data);
    const lists = await Promise.all([search('scientific_name'), search('vernacular_name')]);
    return mergeTaxonNames(lists, text, lookup.limit);
  }

  /**
   * The taxa groups (for the `taxa_group_id` filter), loaded once per profile. The interface has
   * no endpoint for them, so they are discovered on GET /public/v5/taxonomy/taxa: one request
   * with `limit=1` per group, each excluding the groups found so far
   * (`taxa_group_id[is_not_null]&taxa_group_id[not_in]=…`), plus one finding none: as many
   * requests as groups, whatever the size of the taxonomy. Sorted by name.
   */
  taxaGroups(): Promise<TaxaGroup[]> {
    return this.lists.get('taxa-groups', async () => {
      const found = new Map<number, string>();
      for (let guard = 0; guard < 500; guard += 1) {
        const filters: FilterClause[] = [{ field: 'taxa_group_id', operation: 'is_not_null' }];
        if (found.size) filters.push({ field: 'taxa_group_id', operation: 'not_in', value: [...found.keys()] });
        const answer = await this.api.request({ path: '/public/v5/taxonomy/taxa', query: { limit: 1 }, filters }, z.array(GroupProbe));
        const first = answer.data[0];
        if (!first || found.has(first.taxa_group_id)) break;
        found.set(first.taxa_group_id, first.group ?? String(first.taxa_group_id));
      }
      return [...found].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
    });
  }

  /**
   * People (GET /rest/v5/people): by `ids` (`id[in]`, in the order asked), or by `query`:
   * `last_name[iw_contains]` and `first_name[iw_contains]` as two requests (the filters AND), and
   * for a query of several words also first name ∋ first word with last name ∋ the rest and the
   * reverse ("Sabine Steiner", "Steiner Sabine"); merged and ranked (reference-search.ts).
   */
  async people(lookup: Lookup): Promise<PersonSummary[]> {
    const path = '/rest/v5/people';
    if (lookup.ids) return this.byIds(path, lookup.ids, PersonSummary);
    const text = searchText(lookup.query);
    if (!text) return [];
    const searches: FilterClause[][] = [[contains('last_name', text)], [contains('first_name', text)]];
    const [first, ...rest] = text.split(/\s+/);
    if (first && rest.length) {
      searches.push([contains('first_name', first), contains('last_name', rest.join(' '))]);
      searches.push([contains('last_name', first), contains('first_name', rest.join(' '))]);
    }
    const lists = await Promise.all(searches.map((filters) =>
      this.api.request({ path, query: { limit: lookup.limit, sort: 'last_name' }, filters }, z.array(PersonSummary)).then((a) => a.data)));
    return mergePeople(lists, text, lookup.limit);
  }

  /** The projects on which the caller has `right` (GET /rest/v5/projects?right=…, default read), all pages. */
  projects(right?: ProjectRight): Promise<ProjectSummary[]> {
    return fetchAllPages(this.api, { path: '/rest/v5/projects', query: { right } }, ProjectSummary);
  }

  /**
   * Administrative units (GET /public/v5/administrative_units): `unit_type[in]`,
   * `name[iw_contains]` (sorted by name) or `id[in]`, `with_geometry` (GeoJSON in EPSG:4326),
   * `limit`, `offset`; without query and ids (or an empty query) the units of those types by id. Cached per profile (the 100 most recent lookups): units change with a
   * new data release, not during a session.
   */
  administrativeUnits(lookup: UnitLookup): Promise<AdministrativeUnit[]> {
    const text = searchText(lookup.query);
    const filters: FilterClause[] = [];
    if (lookup.unit_type?.length) filters.push({ field: 'unit_type', operation: 'in', value: [...lookup.unit_type] });
    if (lookup.ids) filters.push(idIn(lookup.ids));
    else if (text) filters.push(contains('name', text));
    if (lookup.ids?.length === 0) return Promise.resolve([]);
    const query = {
      limit: lookup.ids ? Math.min(MAX_PAGE, Math.max(lookup.ids.length, 1)) : lookup.limit,
      offset: lookup.offset || undefined,
      with_geometry: lookup.with_geometry || undefined,
      sort: text && !lookup.ids ? 'name' : undefined,
    };
    const key = JSON.stringify({ filters, query });
    return this.units.get(key, async () => {
      const answer = await this.api.request({ path: '/public/v5/administrative_units', query, filters }, z.array(AdministrativeUnit));
      return lookup.ids ? inIdOrder(answer.data, lookup.ids) : answer.data;
    });
  }

  private async byIds<T extends { id: number }>(path: string, ids: readonly number[], item: z.ZodType<T>): Promise<T[]> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const answer = await this.api.request({ path, query: { limit: Math.min(MAX_PAGE, unique.length) }, filters: [idIn(unique)] }, z.array(item));
    return inIdOrder(answer.data, unique);
  }
}
