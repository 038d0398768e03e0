/**
 * The import job's {@link ImportService} over main's observations domain: `POST /observations`,
 * and the look-up of a row that may have been created before (same project, day and taxon,
 * newest first, on the rows the caller may write).
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { ObservationsDomain } from '../../domains/observations.js';
import type { ImportService } from './run-job.js';

/** Observations read when looking for a row sent before: more than a batch holds rows of one day and taxon. */
export const CANDIDATES_READ = 200;

/** The job's service calls through `observations` (errors are the domain's DeskErrors). */
export function observationsImportService(observations: Pick<ObservationsDomain, 'create' | 'list'>): ImportService {
  return {
    create: async (body) => (await observations.create(body)).occurrence_id,
    candidates: async (body) => {
      const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: body.dataset_id }];
      if (body.event_date) clauses.push({ field: 'event_date', operation: 'eq', value: body.event_date });
      clauses.push(body.taxon_id ? { field: 'taxon_id', operation: 'eq', value: body.taxon_id } : { field: 'taxon_id', operation: 'is_null' });
      const page = await observations.list({ clauses, right: 'write', offset: 0, limit: CANDIDATES_READ, sort: 'occurrence_id', dir: 'desc', with_total: false });
      return page.rows;
    },
  };
}
