/**
 * The composition of the checks in main (issue 13): settings per profile, the taxon facts cache
 * and loader, the engine and the one background scan at a time, wired to the observations main
 * serves (a set validation drops the taxon's facts) and to the desk events.
 */
import { randomUUID } from 'node:crypto';
import { DeskError, type CheckSettings, type FilterClauseInput, type ScanProgress } from '../../src-shared/contract/index.js';
import type { TaxonFactsSummary } from '../../src-shared/contract/taxon-facts-summary.js';
import type { ProjectRight } from '../../src-shared/domain/project-rights.js';
import type { ApiClient } from '../api/client.js';
import type { ObservationsDomain } from '../domains/observations.js';
import type { ReferenceDomain } from '../domains/reference.js';
import type { DeskEvents } from '../ipc/events.js';
import type { KeyValueStore } from '../platform.js';
import { CheckSettingsStore } from './check-settings.js';
import { loadSwitzerland, type CountryBoundary } from './country-boundary.js';
import { ChecksEngine } from './engine.js';
import { Scan } from './scan.js';
import { TaxonFactsCache } from './taxon-facts-cache.js';
import { taxonFactsLoader, type TaxonFactsLoader } from './taxon-facts-loader.js';
import { summarizeTaxonFacts } from './taxon-facts-summary.js';

/** What {@link createChecksService} needs. */
export interface ChecksServiceDeps {
  api: ApiClient;
  observations: ObservationsDomain;
  reference: ReferenceDomain;
  storage: KeyValueStore;
  /** The active profile's id (settings key) and its scope (`${id}\n${service_base_url}`, facts cache). */
  profileId: () => string;
  profileScope: () => string;
  events: DeskEvents;
  /** Replacements for tests and the benchmark. */
  loadFacts?: TaxonFactsLoader;
  loadCountry?: () => Promise<CountryBoundary>;
  now?: () => number;
}

/** The checks as the IPC handlers (src-main/ipc/checks.ts) use them. */
export interface ChecksService {
  engine: ChecksEngine;
  facts: TaxonFactsCache;
  getSettings(): CheckSettings;
  /** The validated records of a taxon summed up, from the cached facts (loaded once); rejects with the read's error. */
  taxonFacts(taxon_id: number): Promise<TaxonFactsSummary>;
  setSettings(settings: CheckSettings): CheckSettings;
  /** Starts a scan (cancelling one running); answers its first progress. `done` resolves when it ends (tests, benchmark). */
  scan(clauses: readonly FilterClauseInput[], right?: ProjectRight): { progress: ScanProgress; done: Promise<ScanProgress> };
  scanStatus(): ScanProgress | null;
  cancelScan(scan_id: string): ScanProgress;
  /** Cancels a running scan (the app is closing). */
  dispose(): void;
}

/** See the file comment. */
export function createChecksService(deps: ChecksServiceDeps): ChecksService {
  // the store reads the definitions when first used, after the engine (their owner) exists
  const settings: CheckSettingsStore = new CheckSettingsStore(deps.storage, deps.profileId, (): ChecksEngine['modules'] => engine.modules);
  const facts = new TaxonFactsCache({ load: deps.loadFacts ?? taxonFactsLoader(deps.api), scope: deps.profileScope, now: deps.now });
  const engine: ChecksEngine = new ChecksEngine({
    api: deps.api, recent: deps.observations.recent, settings, facts,
    vocabularies: () => deps.reference.vocabularies(),
    loadCountry: deps.loadCountry ?? loadSwitzerland,
    scope: deps.profileScope,
    now: deps.now,
  });
  deps.observations.recent.onValidationSet((occurrence_id, taxon_id) => {
    const taxon = taxon_id ?? engine.kept.version(occurrence_id)?.taxon_id ?? null;
    if (taxon === null) return;
    facts.invalidate(taxon);
    deps.events.emit('checks.invalidated', { taxon_ids: [taxon] });
  });
  let current: Scan | null = null;
  return {
    engine,
    facts,
    getSettings: () => settings.get(),
    async taxonFacts(taxon_id) {
      const codes = settings.get().validated_codes;
      return summarizeTaxonFacts(await facts.get(taxon_id, codes), codes);
    },
    setSettings(value) {
      const stored = settings.set(value);
      engine.settingsChanged();
      facts.clear(); // the validated codes may have changed
      deps.events.emit('checks.invalidated', { taxon_ids: null });
      return stored;
    },
    scan(clauses, right) {
      current?.cancel();
      const scan = new Scan({
        ids: (c, r) => deps.observations.ids(c, r),
        fetchRecords: (ids) => engine.fetchRecords(ids),
        check: (records) => engine.check(records),
        emit: (progress) => deps.events.emit('checks.scanProgress', progress),
        now: deps.now,
      }, randomUUID());
      current = scan;
      return { progress: structuredClone(scan.progress), done: scan.start(clauses, right) };
    },
    scanStatus: () => (current ? structuredClone(current.progress) : null),
    dispose: () => {
      current?.cancel();
    },
    cancelScan(scan_id) {
      if (!current || current.progress.scan_id !== scan_id) {
        throw new DeskError({ status: 404, code: 'not-found', message: `There is no scan ${scan_id}.`, fields: [] });
      }
      return structuredClone(current.cancel());
    },
  };
}
