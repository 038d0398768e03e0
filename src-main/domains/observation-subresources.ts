/**
 * The one-per-observation sub-resources of interface v5 (Endpoints, Observations):
 * `/observations/{id}/validations` (GET, PUT), `/neophytes` and `/supplements` (GET, PUT,
 * DELETE; no POST since v5). Shapes: docs/interface-notes.md "Observations and sub-resources".
 */
import type { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import { Neophyte, type NeophyteWrite } from '../../src-shared/schemas/neophyte.js';
import { Supplement, type SupplementWrite } from '../../src-shared/schemas/supplement.js';
import { Validation, type ValidationWrite } from '../../src-shared/schemas/validation.js';
import type { ApiClient } from '../api/client.js';

const path = (id: number, segment: string): string => `/rest/v5/observations/${id}/${segment}`;

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
  constructor(private readonly api: ApiClient) {}

  /** GET …/validations: the current validation and its history (oldest first). Throws DeskError `not-found`, `forbidden`. */
  async validation(id: number): Promise<Validation> {
    return (await this.api.request({ path: path(id, 'validations') }, Validation)).data;
  }

  /**
   * PUT …/validations `{validation, v_presence_status?, comment?}` (needs the validate right):
   * the new state with the history including this entry. Throws DeskError `forbidden` (403),
   * `validation` (422, with fields).
   */
  async setValidation(id: number, body: ValidationWrite): Promise<Validation> {
    return (await this.api.request({ method: 'PUT', path: path(id, 'validations'), body }, Validation)).data;
  }

  /** GET …/neophytes: the control data, or null when the observation has none (the service's 404). */
  neophyte(id: number): Promise<Neophyte | null> {
    return this.getSingleton(id, 'neophytes', Neophyte);
  }

  /** PUT …/neophytes: creates or updates (absent fields keep their value, null clears). Throws DeskError `forbidden`, `validation`. */
  putNeophyte(id: number, values: z.infer<typeof NeophyteWrite>): Promise<Neophyte> {
    return this.putSingleton(id, 'neophytes', values, Neophyte);
  }

  /** DELETE …/neophytes; idempotent: none there (404) is success too. Throws DeskError `forbidden`. */
  removeNeophyte(id: number): Promise<{ occurrence_id: number }> {
    return this.removeSingleton(id, 'neophytes');
  }

  /** GET …/supplements: the supplement, or null when the observation has none (the service's 404). */
  supplement(id: number): Promise<Supplement | null> {
    return this.getSingleton(id, 'supplements', Supplement);
  }

  /** PUT …/supplements: creates or updates (absent fields keep their value, null clears). Throws DeskError `forbidden`, `validation`. */
  putSupplement(id: number, values: z.infer<typeof SupplementWrite>): Promise<Supplement> {
    return this.putSingleton(id, 'supplements', values, Supplement);
  }

  /** DELETE …/supplements; idempotent: none there (404) is success too. Throws DeskError `forbidden`. */
  removeSupplement(id: number): Promise<{ occurrence_id: number }> {
    return this.removeSingleton(id, 'supplements');
  }

  private async getSingleton<T>(id: number, segment: string, schema: z.ZodType<T>): Promise<T | null> {
    return on404(async () => (await this.api.request({ path: path(id, segment) }, schema)).data, null);
  }

  private async putSingleton<T>(id: number, segment: string, body: object, schema: z.ZodType<T>): Promise<T> {
    return (await this.api.request({ method: 'PUT', path: path(id, segment), body }, schema)).data;
  }

  private async removeSingleton(id: number, segment: string): Promise<{ occurrence_id: number }> {
    await on404(() => this.api.request({ method: 'DELETE', path: path(id, segment) }), null);
    return { occurrence_id: id };
  }
}
