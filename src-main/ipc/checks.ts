import type { ChecksService } from '../checks/checks-service.js';
import type { DomainHandlers } from './handlers.js';

/** `checks.*` (src-shared/contract/checks.ts) over the checks service (src-main/checks/checks-service.ts). */
export function checkHandlers(checks: ChecksService): DomainHandlers<'checks'> {
  return {
    'checks.definitions': async () => checks.engine.definitions(),
    'checks.run': async ({ occurrence_ids }) => ({ results: await checks.engine.run(occurrence_ids) }),
    'checks.results': async ({ occurrence_ids }) => ({ results: checks.engine.keptResults(occurrence_ids) }),
    'checks.flaggedIds': async ({ check_ids, limit }) => checks.engine.kept.flagged(check_ids, checks.engine.settingsEpoch, limit),
    'checks.scan': async ({ clauses, right }) => checks.scan(clauses, right).progress,
    'checks.scanStatus': async () => checks.scanStatus(),
    'checks.cancelScan': async ({ scan_id }) => checks.cancelScan(scan_id),
    'checks.taxonFacts': async ({ taxon_id }) => checks.taxonFacts(taxon_id),
    'checks.getSettings': async () => checks.getSettings(),
    'checks.setSettings': async (settings) => checks.setSettings(settings),
  };
}
