/**
 * Relevés of interface v5 (§Endpoints "Releves") through the REST client: the list with every
 * filter of GET /releves (clauses checked against RELEVE_FILTERS before any request, like
 * observations), `srid`, totals; one relevé; create; partial update; delete. Heights: tree and
 * shrub layers in metres, herb and moss layers in centimetres (the shared schema checks them).
 * Errors: DeskError from the client, with the service's problem `errors` as `fields` (e.g. a 422
 * naming `tree_layer_height_in_meters`), `conflict` (409) for a relevé that still has species.
 */
import { z } from 'zod';
import type { ReleveListInput, RelevePage } from '../../src-shared/contract/releves.js';
import { RELEVE_FILTERS } from '../../src-shared/filters/releves.js';
import { Releve, type ReleveCreate, type ReleveUpdate } from '../../src-shared/schemas/releve.js';
import type { ApiClient } from '../api/client.js';
import { VersionedRecords } from '../api/versioned-records.js';
import { checkFilterClauses } from './clauses.js';

const BASE = '/rest/v5/releves';

/** `releves.list` input after the contract's defaults. */
export type ReleveListRequest = z.output<typeof ReleveListInput>;

/** Relevés of the active profile's service. */
export class RelevesDomain {
  private readonly versions: VersionedRecords;

  constructor(private readonly api: ApiClient) {
    this.versions = new VersionedRecords(api);
  }

  /**
   * GET /rest/v5/releves with the checked clauses, `right`, `srid`, paging, sorting and
   * `with_total=true`. Throws DeskError `invalid-input` for a bad clause (no request made).
   */
  async list(input: ReleveListRequest): Promise<RelevePage> {
    const filters = checkFilterClauses(input.clauses, RELEVE_FILTERS, 'Relevés');
    const answer = await this.api.request({
      path: BASE,
      query: { with_total: true, right: input.right, srid: input.srid, offset: input.offset, limit: input.limit, sort: input.sort, dir: input.dir },
      filters,
    }, z.array(Releve));
    return { rows: answer.data, total: answer.total, filtered_total: answer.filtered_total };
  }

  /** GET /rest/v5/releves/{id} (in `srid` when given), keeping its ETag. Throws DeskError `not-found`, `forbidden`. */
  async get(id: number, srid?: number): Promise<Releve> {
    return this.versions.read(`${BASE}/${id}`, Releve, { srid });
  }

  /** POST /rest/v5/releves (body = the fields, no wrapper); 422 `validation` with fields, 403 without write right. */
  async create(body: ReleveCreate): Promise<Releve> {
    return (await this.api.request({ method: 'POST', path: BASE, body }, Releve)).data;
  }

  /**
   * PUT /rest/v5/releves/{id} with the changed fields only (absent keeps, null clears), provided
   * the relevé is still `base` (read in EPSG:4326) when given; 412 `conflict` with the current relevé.
   */
  async update(id: number, changes: ReleveUpdate, base?: Releve): Promise<Releve> {
    const answer = await this.versions.write({ method: 'PUT', path: `${BASE}/${id}`, body: changes, base, what: `Relevé ${id}` }, Releve);
    return answer.data!;
  }

  /**
   * DELETE /rest/v5/releves/{id} (204), provided it is still `base` when given; 409 `conflict`
   * while species observations point at it, 412 `conflict` (with `current`) when it changed.
   */
  async remove(id: number, base?: Releve): Promise<{ id: number }> {
    await this.versions.write({ method: 'DELETE', path: `${BASE}/${id}`, base, what: `Relevé ${id}` }, Releve);
    return { id };
  }
}
