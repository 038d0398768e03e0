/**
 * The public neophyte observations (interface v5, "Neophyte observations (public, no
 * authentication)") through the REST client without a token: the full list with totals, one
 * record, cluster tiles, and, for a project's managers, the project's observations beside what
 * these endpoints publish of them (docs/interface-notes.md "Public neophyte endpoints": observers
 * anonymised, dates rounded as the project is configured). Filter clauses are checked against
 * NEOPHYTE_FILTERS before any request (clauses.ts).
 */
import { z } from 'zod';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { FeatureCollectionJson } from '../../src-shared/contract/observations.js';
import type { PublicComparisonRow, PublicNeophytePage } from '../../src-shared/contract/public-neophytes.js';
import { NEOPHYTE_FILTERS, type TAXA_MATCHING } from '../../src-shared/filters/neophytes.js';
import { Observation } from '../../src-shared/schemas/observation.js';
import { PublicNeophyteObservationSchema, type PublicNeophyteObservation } from '../../src-shared/schemas/public-neophyte.js';
import type { ApiClient } from '../api/client.js';
import { checkFilterClauses } from './clauses.js';

const BASE = '/public/v5';

/** `taxa_matching` (docs/interface-notes.md): `exact` or `synonyms`. */
export type TaxaMatching = (typeof TAXA_MATCHING)[number];

/** A list request after the contract's validation (defaults applied). */
export interface PublicNeophyteListRequest {
  clauses: readonly FilterClauseInput[];
  taxa_matching?: TaxaMatching;
  offset: number;
  /** 1–1000. */
  limit: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  with_total?: boolean;
}

/** A page of the project comparison. */
export interface PublicComparisonPage {
  rows: PublicComparisonRow[];
  /** The project's observations the caller may read (X-Filtered-Total), null when not sent. */
  filtered_total: number | null;
  /** How many of this page's observations the public sees. */
  published_on_page: number | null;
}

/** Public neophyte reads of the active profile's service. */
export class PublicNeophytesDomain {
  constructor(private readonly api: ApiClient) {}

  /**
   * GET /public/v5/neophyte_observations with the checked clauses, paging, sorting and
   * `with_total=true` unless false (totals null when the service omits them). Throws DeskError
   * `invalid-input` for a bad clause (no request made), else the service's error.
   */
  async list(input: PublicNeophyteListRequest, signal?: AbortSignal): Promise<PublicNeophytePage> {
    const filters = checkFilterClauses(input.clauses, NEOPHYTE_FILTERS, 'Public neophyte observations');
    const answer = await this.api.request({
      path: `${BASE}/neophyte_observations`,
      query: {
        with_total: input.with_total === false ? undefined : true, taxa_matching: input.taxa_matching,
        offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir,
      },
      filters,
      ...(signal ? { signal } : {}),
    }, z.array(PublicNeophyteObservationSchema));
    return { rows: answer.data, total: answer.total, filtered_total: answer.filtered_total };
  }

  /** GET /public/v5/neophyte_observations/{id}; DeskError `not-found` when it is not published. */
  async get(occurrenceId: number): Promise<PublicNeophyteObservation> {
    return (await this.api.request({ path: `${BASE}/neophyte_observations/${occurrenceId}` }, PublicNeophyteObservationSchema)).data;
  }

  /**
   * One tile of GET /public/v5/clustered_neophyte_observations/3857/{z}/{x}/{y} (EPSG:3857
   * metres) with the list's filters and `fullproperties=true`, so single points name their
   * `occurrence_id` (docs/interface-notes.md). Throws DeskError `invalid-input` for a bad clause.
   */
  async clusterTile(tile: { z: number; x: number; y: number }, clauses: readonly FilterClauseInput[], taxaMatching?: TaxaMatching, signal?: AbortSignal): Promise<z.infer<typeof FeatureCollectionJson>> {
    const filters = checkFilterClauses(clauses, NEOPHYTE_FILTERS, 'Public neophyte observations');
    const answer = await this.api.request({
      path: `${BASE}/clustered_neophyte_observations/3857/${tile.z}/${tile.x}/${tile.y}`,
      query: { fullproperties: true, taxa_matching: taxaMatching },
      filters,
      ...(signal ? { signal } : {}),
      headers: { accept: 'application/geo+json, application/json' },
    }, FeatureCollectionJson);
    return answer.data;
  }

  /**
   * A page of project `datasetId`'s observations (GET /rest/v5/observations, `dataset_id[eq]`,
   * newest first, with the caller's token) each beside its published form: one public list
   * request with `occurrence_id[in]` of the page's ids, so the work grows with the page, never
   * with the store. Throws the service's DeskError (403 without read right on the project).
   */
  async compare(datasetId: number, offset: number, limit: number): Promise<PublicComparisonPage> {
    const own = await this.api.request({
      path: '/rest/v5/observations',
      query: { with_total: true, offset, limit, sort: 'occurrence_id', dir: 'desc' },
      filters: [{ field: 'dataset_id', operation: 'eq', value: datasetId }],
    }, z.array(Observation));
    const ids = own.data.map((observation) => observation.occurrence_id);
    const published = ids.length
      ? (await this.api.request({
        path: `${BASE}/neophyte_observations`,
        query: { limit: ids.length },
        filters: [{ field: 'occurrence_id', operation: 'in', value: ids }],
      }, z.array(PublicNeophyteObservationSchema))).data
      : [];
    const byId = new Map(published.map((row) => [row.occurrence_id, row]));
    return {
      rows: own.data.map((observation) => ({ observation, published: byId.get(observation.occurrence_id) ?? null })),
      filtered_total: own.filtered_total,
      published_on_page: published.length,
    };
  }
}
