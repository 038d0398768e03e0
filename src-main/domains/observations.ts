/**
 * Observations of interface v5 (Endpoints, Observations) through the REST client: the list with
 * totals, every matching id, one observation, create, partial update, delete, and cluster tiles.
 * Filter clauses are checked against OBSERVATION_FILTERS before any request (clauses.ts).
 * Errors: DeskError from the client (bearer refresh and 401 retry included), with the service's
 * problem `errors` as `fields` (e.g. a 422 naming `footprint_wkt`).
 */
import { z } from 'zod';
import { FeatureCollectionJson, type FilterClauseInput, type ObservationPage } from '../../src-shared/contract/observations.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import { OBSERVATION_FILTERS } from '../../src-shared/filters/observations.js';
import { Id } from '../../src-shared/schemas/common.js';
import { Observation, type ObservationCreate, type ObservationUpdate } from '../../src-shared/schemas/observation.js';
import type { ApiClient } from '../api/client.js';
import { VersionedRecords } from '../api/versioned-records.js';
import { checkFilterClauses } from './clauses.js';
import { MAX_PAGE } from './paging.js';
import { RecentObservations } from './recent-observations.js';

const BASE = '/rest/v5/observations';

/** The `right` scope of a list (docs/interface-notes.md "rights"); the service's default is `read`. */
export type ListRight = ProjectRight;

/** A list request after the contract's validation (`ObservationListInput` with defaults applied). */
export interface ObservationListRequest {
  clauses: readonly FilterClauseInput[];
  right?: ListRight;
  offset: number;
  /** 1–1000. */
  limit: number;
  sort?: string;
  dir?: 'asc' | 'desc';
  /** Whether `with_total=true` is sent (default true); without it the totals are null. */
  with_total?: boolean;
}

/** A GeoJSON FeatureCollection as returned by the cluster endpoint (EPSG:3857 metres). */
export type FeatureCollection = z.infer<typeof FeatureCollectionJson>;

/** Observations of the active profile's service. */
export class ObservationsDomain {
  private readonly versions: VersionedRecords;
  /** The observations served last (the checks read pages from here, issue 13). */
  readonly recent = new RecentObservations();

  constructor(private readonly api: ApiClient) {
    this.versions = new VersionedRecords(api);
  }

  /**
   * GET /rest/v5/observations with the checked clauses, `right`, paging, sorting and
   * `with_total=true` unless `with_total` is false. `total`/`filtered_total` come from X-Total / X-Filtered-Total and are null
   * when the service omits them. Throws DeskError `invalid-input` (bad clause, no request made).
   */
  async list(input: ObservationListRequest): Promise<ObservationPage> {
    const filters = checkFilterClauses(input.clauses, OBSERVATION_FILTERS, 'Observations');
    const answer = await this.api.request({
      path: BASE,
      query: { with_total: input.with_total === false ? undefined : true, right: input.right, offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir },
      filters,
    }, z.array(Observation));
    this.recent.remember(answer.data);
    return { rows: answer.data, total: answer.total, filtered_total: answer.filtered_total };
  }

  /**
   * Every id matching (GET /rest/v5/observations/ids), for "all N matching" bulk actions. Sent
   * without `limit`: the reference service then answers all ids (docs/interface-notes.md). A
   * service that pages anyway is read on, 1000 at a time, while X-Filtered-Total says more
   * remain. Throws DeskError `invalid-input` for a bad clause (no request made).
   */
  async ids(clauses: readonly FilterClauseInput[], right?: ListRight): Promise<number[]> {
    const filters = checkFilterClauses(clauses, OBSERVATION_FILTERS, 'Observations');
    const path = `${BASE}/ids`;
    const first = await this.api.request({ path, query: { with_total: true, right }, filters }, z.array(Id));
    const ids = [...first.data];
    const expected = first.filtered_total;
    while (expected !== null && ids.length < expected) {
      const page = await this.api.request({ path, query: { right, offset: ids.length, limit: MAX_PAGE }, filters }, z.array(Id));
      if (page.data.length === 0) break;
      ids.push(...page.data);
    }
    return ids;
  }

  /** GET /rest/v5/observations/{id}, keeping its ETag for a later write. Throws DeskError `not-found` (404), `forbidden` (403). */
  async get(id: number): Promise<Observation> {
    const observation = await this.versions.read(`${BASE}/${id}`, Observation);
    this.recent.remember([observation]);
    return observation;
  }

  /** POST /rest/v5/observations (body = the fields, no wrapper); the created observation (201 `{data}`). 422 → DeskError `validation` with fields. */
  async create(body: ObservationCreate): Promise<Observation> {
    return (await this.api.request({ method: 'POST', path: BASE, body }, Observation)).data;
  }

  /**
   * PUT /rest/v5/observations/{id} with the changed fields only (partial update; null clears),
   * provided the observation is still `base` when given (api/versioned-records.ts). 422 →
   * DeskError `validation` with fields; 412 `conflict` with the current observation.
   */
  async update(id: number, changes: ObservationUpdate, base?: Observation): Promise<Observation> {
    const answer = await this.versions.write({ method: 'PUT', path: `${BASE}/${id}`, body: changes, base, what: `Observation ${id}` }, Observation);
    this.recent.remember([answer.data!]);
    return answer.data!;
  }

  /**
   * DELETE /rest/v5/observations/{id} (204), provided it is still `base` when given. Throws
   * DeskError `not-found`, `forbidden`, 412 `conflict` with the current observation.
   */
  async remove(id: number, base?: Observation): Promise<{ occurrence_id: number }> {
    await this.versions.write({ method: 'DELETE', path: `${BASE}/${id}`, base, what: `Observation ${id}` }, Observation);
    this.recent.forget(id);
    return { occurrence_id: id };
  }

  /**
   * GET /rest/v5/clustered_observations/3857/{z}/{x}/{y} with the list's checked clauses: the
   * GeoJSON FeatureCollection as the service sends it (Point features in EPSG:3857 metres,
   * `total` per cluster). Throws DeskError `invalid-input` for a bad clause, `bad-request` for a
   * tile outside the zoom's range, `cancelled` when `signal` aborts (the map moved on).
   */
  async clusterTile(tile: { z: number; x: number; y: number }, clauses: readonly FilterClauseInput[], signal?: AbortSignal): Promise<FeatureCollection> {
    const filters = checkFilterClauses(clauses, OBSERVATION_FILTERS, 'Observations');
    const answer = await this.api.request({
      path: `/rest/v5/clustered_observations/3857/${tile.z}/${tile.x}/${tile.y}`,
      filters,
      ...(signal ? { signal } : {}),
      headers: { accept: 'application/geo+json, application/json' },
    }, FeatureCollectionJson);
    return answer.data;
  }
}
