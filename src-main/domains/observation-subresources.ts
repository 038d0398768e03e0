/**
 * The one-per-observation sub-resources of interface v5 (Endpoints, Observations):
 * `/observations/{id}/validations` (GET, PUT), `/neophytes` and `/supplements` (GET, PUT,
 * DELETE; no POST since v5). Shapes: docs/interface-notes.md "Observations and sub-resources".
 * Writes given a `base` go through api/versioned-records.ts (If-Match, or a comparison against
 * a strict v5 service) and end in 412 `conflict` with the current sub-resource when it moved on.
 */
import type { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import { Neophyte, type NeophyteWrite } from '../../src-shared/schemas/neophyte.js';
import { Supplement, type SupplementWrite } from '../../src-shared/schemas/supplement.js';
import { Validation, type ValidationWrite } from '../../src-shared/schemas/validation.js';
import type { ApiClient } from '../api/client.js';
import { VersionedRecords } from '../api/versioned-records.js';

const path = (id: number, segment: string): string => `/rest/v5/observations/${id}/${segment}`;

/** How a conflict names a sub-resource (DeskError messages are English; the renderer words its own). */
const LABELS: Record<string, string> = { neophytes: 'neophyte control data', supplements: 'supplement' };
const what = (id: number, segment: string): string => `The ${LABELS[segment] ?? segment} of observation ${id}`;

/** Runs `call`; a DeskError `not-found` (the service's 404) becomes `fallback`, anything else is rethrown. */
async function on404<T, F>(call: () => Promise<T>, fallback: F): Promise<T | F> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof DeskError && error.status === 404) return fallback;
    throw error;
  }
}

/** Validation, neophyte control data and supplements of observations. */
export class ObservationSubresources {
  private readonly versions: VersionedRecords;

  constructor(api: ApiClient) {
    this.versions = new VersionedRecords(api);
  }

  /** GET …/validations: the current validation and its history (oldest first), keeping its ETag. Throws DeskError `not-found`, `forbidden`. */
  async validation(id: number): Promise<Validation> {
    return this.versions.read(path(id, 'validations'), Validation);
  }

  /**
   * PUT …/validations `{validation, v_presence_status?, comment?}` (needs the validate right),
   * provided the validation is still `base` when given: the new state with the history
   * including this entry. Throws DeskError `forbidden` (403), `validation` (422, with fields),
   * `conflict` (412, with the current validation).
   */
  async setValidation(id: number, body: ValidationWrite, base?: Validation): Promise<Validation> {
    const answer = await this.versions.write({ method: 'PUT', path: path(id, 'validations'), body, base, what: `The validation of observation ${id}` }, Validation);
    return answer.data!;
  }

  /** GET …/neophytes: the control data, or null when the observation has none (the service's 404). */
  neophyte(id: number): Promise<Neophyte | null> {
    return this.getSingleton(id, 'neophytes', Neophyte);
  }

  /**
   * PUT …/neophytes: creates or updates (absent fields keep their value, null clears), provided
   * they are still `base` (null: none) when given. Throws DeskError `forbidden`, `validation`, `conflict`.
   */
  putNeophyte(id: number, values: z.infer<typeof NeophyteWrite>, base?: Neophyte | null): Promise<Neophyte> {
    return this.putSingleton(id, 'neophytes', values, Neophyte, base);
  }

  /** DELETE …/neophytes, provided they are still `base` when given; idempotent: none there (404) is success too. Throws DeskError `forbidden`, `conflict`. */
  removeNeophyte(id: number, base?: Neophyte): Promise<{ occurrence_id: number }> {
    return this.removeSingleton(id, 'neophytes', Neophyte, base);
  }

  /** GET …/supplements: the supplement, or null when the observation has none (the service's 404). */
  supplement(id: number): Promise<Supplement | null> {
    return this.getSingleton(id, 'supplements', Supplement);
  }

  /** As {@link putNeophyte}, for the supplement. */
  putSupplement(id: number, values: z.infer<typeof SupplementWrite>, base?: Supplement | null): Promise<Supplement> {
    return this.putSingleton(id, 'supplements', values, Supplement, base);
  }

  /** As {@link removeNeophyte}, for the supplement. */
  removeSupplement(id: number, base?: Supplement): Promise<{ occurrence_id: number }> {
    return this.removeSingleton(id, 'supplements', Supplement, base);
  }

  private getSingleton<T>(id: number, segment: string, schema: z.ZodType<T>): Promise<T | null> {
    return on404(() => this.versions.read(path(id, segment), schema), null);
  }

  private async putSingleton<T>(id: number, segment: string, body: object, schema: z.ZodType<T>, base: T | null | undefined): Promise<T> {
    const answer = await this.versions.write({ method: 'PUT', path: path(id, segment), body, base, what: what(id, segment) }, schema);
    return answer.data!;
  }

  private async removeSingleton<T>(id: number, segment: string, schema: z.ZodType<T>, base: T | undefined): Promise<{ occurrence_id: number }> {
    await on404(() => this.versions.write({ method: 'DELETE', path: path(id, segment), base, what: what(id, segment) }, schema), null);
    return { occurrence_id: id };
  }
}
