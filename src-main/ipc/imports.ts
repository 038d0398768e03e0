import type { ImportJobs } from '../import/import-jobs.js';
import type { DomainHandlers } from './handlers.js';

/** Handlers of the import (src-main/import/import-jobs.ts). */
export function importHandlers(imports: ImportJobs): DomainHandlers<'imports'> {
  return {
    'imports.open': async (input) => imports.open(input),
    'imports.match': async (input, context) => imports.match(input, context?.signal),
    'imports.dryRun': async (input, context) => imports.dryRun(input, context?.signal),
    'imports.start': async (input) => imports.start(input),
    'imports.list': async () => imports.list(),
    'imports.cancel': async ({ job_id }) => imports.cancel(job_id),
    'imports.resume': async ({ job_id, file }) => imports.resume(job_id, file),
    'imports.errorReport': async ({ job_id }) => imports.errorReport(job_id),
  };
}
