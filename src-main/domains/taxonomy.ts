/**
 * The taxonomy browser's reads (interface v5, Taxonomy; public, no token): one taxon page
 * composed of the name record, the accepted taxon, its profile, relations and parents, and the
 * references (checklists), cached per profile like the other reference lists. Pages are cached
 * per name id too (the detail shows the taxon beside every record triage moves through, and
 * records of one taxon come in runs).
 */
import { z } from 'zod';
import type { TaxonPage } from '../../src-shared/contract/taxonomy.js';
import { DeskError } from '../../src-shared/contract/index.js';
import {
  TaxonNameSchema, TaxonProfileSchema, TaxonReferenceSchema, TaxonRelationSchema, TaxonSchema,
  type TaxonName, type TaxonReference,
} from '../../src-shared/schemas/taxonomy.js';
import type { ApiClient } from '../api/client.js';
import { fetchAllPages } from './paging.js';
import type { ProfileCache } from './reference-cache.js';

const BASE = '/public/v5/taxonomy';
/** Taxon pages kept per profile (a few KB each; taxonomy changes rarely, so no time limit). */
export const TAXON_PAGES_KEPT = 500;

/** A 404 as null (a taxon without profile); any other failure is thrown. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof DeskError && error.status === 404) return null;
    throw error;
  }
}

/** Taxonomy pages of the active profile's service. */
export class TaxonomyDomain {
  constructor(
    private readonly api: ApiClient,
    /** Per-profile cache of whole lists (the references). */
    private readonly lists: ProfileCache,
    /** Per-profile cache of taxon pages by name id (bounded); none in tests that want every read. */
    private readonly pages: ProfileCache | null = null,
  ) {}

  /**
   * The page of name `id`: GET /names/{id} (a 404 is thrown as DeskError `not-found`), then, for
   * its accepted taxon, /taxa/{id}, /taxa/{id}/profile and /taxa/{id}/relations (all pages) in
   * parallel, and the accepted name records of its genus and family (one /names request,
   * `scientific_name[in]` with `taxonomic_status=accepted`). A missing taxon or profile is null.
   */
  taxon(id: number): Promise<TaxonPage> {
    return this.pages ? this.pages.get(`taxon-page:${id}`, () => this.readTaxon(id)) : this.readTaxon(id);
  }

  private async readTaxon(id: number): Promise<TaxonPage> {
    const name = (await this.api.request({ path: `${BASE}/names/${id}` }, TaxonNameSchema)).data;
    const acceptedId = name.accepted_taxon_id ?? name.id;
    const [taxon, profile, relations] = await Promise.all([
      orNull(this.api.request({ path: `${BASE}/taxa/${acceptedId}` }, TaxonSchema).then((a) => a.data)),
      orNull(this.api.request({ path: `${BASE}/taxa/${acceptedId}/profile` }, TaxonProfileSchema).then((a) => a.data)),
      orNull(fetchAllPages(this.api, { path: `${BASE}/taxa/${acceptedId}/relations` }, TaxonRelationSchema)),
    ]);
    const source = taxon ?? name;
    return { name, taxon, profile, relations: relations ?? [], parents: await this.parents(source) };
  }

  /** Every reference (GET /public/v5/taxonomy/references, all pages), loaded once per profile. */
  references(): Promise<TaxonReference[]> {
    return this.lists.get('taxonomy-references', () => fetchAllPages(this.api, { path: `${BASE}/references` }, TaxonReferenceSchema));
  }

  /** Accepted genus and family records of `taxon` (nearest rank first); none when it names neither. */
  private async parents(taxon: { genus?: string | null; family?: string | null; scientific_name: string }): Promise<TaxonName[]> {
    const wanted = [taxon.genus, taxon.family].filter((n): n is string => Boolean(n) && n !== taxon.scientific_name);
    if (!wanted.length) return [];
    const answer = await this.api.request({
      path: `${BASE}/names`,
      query: { limit: 10 },
      filters: [
        { field: 'scientific_name', operation: 'in', value: wanted },
        { field: 'taxonomic_status', operation: 'eq', value: 'accepted' },
      ],
    }, z.array(TaxonNameSchema));
    return wanted.flatMap((parent) => answer.data.filter((record) => record.scientific_name === parent).slice(0, 1));
  }
}
