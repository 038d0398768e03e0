/**
 * What an export's cells look up by id (./columns.ts `ExportLookups`), filled page by page: the
 * vocabularies and the readable projects once, the taxon names of each page's new `taxon_id`s
 * (kept for the next pages: a flora has thousands of taxa, not millions), and, only when
 * validation details are exported, each observation's validation sub-resource, read with at most
 * {@link VALIDATION_READS_IN_FLIGHT} requests at once and dropped after its page.
 */
import type { TaxonName } from '../../src-shared/contract/reference.js';
import { mapLimited } from '../../src-shared/domain/pool.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import { Validation } from '../../src-shared/schemas/validation.js';
import type { VocabularyEntry } from '../../src-shared/schemas/vocabulary.js';
import type { ApiClient } from '../api/client.js';
import type { ReferenceDomain } from '../domains/reference.js';
import { MAX_PAGE } from '../domains/paging.js';
import type { ExportLookups } from './columns.js';

/** Validation sub-resources read at once (the interface has no list form of them). */
export const VALIDATION_READS_IN_FLIGHT = 8;

/** What to look up. */
export interface LookupNeeds {
  vocabularies: boolean;
  taxa: boolean;
  projects: boolean;
  validations: boolean;
}

/** The growing lookups of one export. */
export class ExportLookupSource {
  private readonly vocabularies = new Map<string, Map<number, VocabularyEntry>>();
  private readonly taxa = new Map<number, TaxonName>();
  private readonly projects = new Map<number, string>();
  private started = false;

  constructor(private readonly api: ApiClient, private readonly reference: ReferenceDomain, private readonly needs: LookupNeeds) {}

  /**
   * The lookups for `page` (vocabularies and projects loaded on the first call). Throws what the
   * service's answers throw (DeskError), `cancelled` when `signal` aborts.
   */
  async forPage(page: readonly Observation[], signal?: AbortSignal): Promise<ExportLookups> {
    if (!this.started) {
      this.started = true;
      if (this.needs.vocabularies) {
        for (const entry of await this.reference.vocabularies()) {
          let codes = this.vocabularies.get(entry.field_name);
          if (!codes) this.vocabularies.set(entry.field_name, (codes = new Map()));
          codes.set(entry.code, entry);
        }
      }
      if (this.needs.projects) for (const project of await this.reference.projects()) this.projects.set(project.id, project.project_name);
    }
    if (this.needs.taxa) await this.addTaxa(page);
    const validations = this.needs.validations ? await this.validationsOf(page, signal) : new Map<number, Validation>();
    return { vocabularies: this.vocabularies, taxa: this.taxa, projects: this.projects, validations };
  }

  private async addTaxa(page: readonly Observation[]): Promise<void> {
    const missing = [...new Set(page.map((o) => o.taxon_id).filter((id): id is number => id != null && !this.taxa.has(id)))];
    for (let i = 0; i < missing.length; i += MAX_PAGE) {
      for (const taxon of await this.reference.taxonNames({ ids: missing.slice(i, i + MAX_PAGE), limit: MAX_PAGE })) this.taxa.set(taxon.id, taxon);
    }
  }

  private async validationsOf(page: readonly Observation[], signal?: AbortSignal): Promise<Map<number, Validation>> {
    // an observation never validated has nothing more to say than its `validation` field
    const validated = page.filter((o) => o.validation != null);
    const read = await mapLimited(validated, VALIDATION_READS_IN_FLIGHT, async (o) => {
      const answer = await this.api.request({ path: `/rest/v5/observations/${o.occurrence_id}/validations`, ...(signal ? { signal } : {}) }, Validation);
      return [o.occurrence_id, answer.data] as const;
    });
    return new Map(read);
  }
}
