import type { ExportJobs } from '../export/export-jobs.js';
import type { DomainHandlers } from './handlers.js';

/** Handlers of the export (src-main/export/export-jobs.ts). */
export function exportHandlers(exports: ExportJobs): DomainHandlers<'exports'> {
  return {
    'exports.start': async (input) => ({ job: await exports.start(input) }),
    'exports.cancel': async ({ id }) => exports.cancel(id),
  };
}
