/**
 * The checks engine in main (issue 13): runs the enabled check modules over records, with the
 * taxon facts, the country boundary and the date-precision labels prepared once per batch, and
 * keeps the results per record (./kept-results.ts). No request is made per record: records come
 * from the recently served observations or one `occurrence_id[in]` request per batch, facts from
 * ./taxon-facts-cache.ts. A failing request turns the checks that needed it into `not_run` with
 * the reason, never into a rejection.
 */
import { createHash } from 'node:crypto';
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { z } from 'zod';
import { CHECK_IDS, DeskError, type CheckDefinition, type CheckId, type CheckResult } from '../../src-shared/contract/index.js';
import { ISO_DAY_PATTERN, SWISS_TIME_ZONE } from '../../src-shared/domain/dates.js';
import { Observation } from '../../src-shared/schemas/observation.js';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import type { ApiClient } from '../api/client.js';
import type { RecentObservations } from '../domains/recent-observations.js';
import type { CheckContext, CheckModule } from './check-module.js';
import type { CheckSettingsStore } from './check-settings.js';
import type { CountryBoundary } from './country-boundary.js';
import { checkModules } from './registry.js';
import type { TaxonFacts } from './taxon-facts.js';
import type { TaxonFactsCache } from './taxon-facts-cache.js';
import { KeptResults } from './kept-results.js';

/**
 * The fields any check reads. A record's digest covers these only: a change elsewhere (remarks,
 * observers) cannot change a result, and hashing a short array is a tenth of the whole record's cost.
 */
const CHECKED_FIELDS = [
  'taxon_id', 'event_date', 'date_precision', 'decimal_longitude', 'decimal_latitude', 'footprint_wkt', 'coordinate_uncertainty_in_meters',
  'minimum_elevation_in_meters', 'maximum_elevation_in_meters', 'verbatim_identification',
] as const satisfies readonly (keyof Observation)[];

/** The digest of what the checks read of a record (SHA-1, base64: 27 characters kept per record). */
export function checkedDigest(record: Observation): string {
  return createHash('sha1').update(JSON.stringify(CHECKED_FIELDS.map((field) => record[field] ?? null))).digest('base64');
}

/** Taxa whose facts load at the same time (one keyset-paged read each). */
const FACTS_CONCURRENCY = 4;

/** What the engine uses. */
export interface ChecksEngineDeps {
  api: ApiClient;
  recent: RecentObservations;
  settings: CheckSettingsStore;
  facts: TaxonFactsCache;
  /** Every vocabulary entry of the profile (cached by the reference domain). */
  vocabularies: () => Promise<VocabularyEntry[]>;
  /** Loads the country boundary (once; the engine keeps it). */
  loadCountry: () => Promise<CountryBoundary>;
  /** The active profile's scope (`${id}\n${service_base_url}`): kept results belong to one. */
  scope: () => string;
  kept?: KeptResults;
  now?: () => number;
}

/** The reason of a failed request, as results carry it. */
function failure(error: unknown): { code: 'request_failed'; message: string } {
  return { code: 'request_failed', message: error instanceof Error ? error.message : String(error) };
}

/** See the file comment. */
export class ChecksEngine {
  readonly kept: KeptResults;
  readonly modules: { [K in CheckId]: CheckModule<K> };
  private country: CountryBoundary | null = null;
  private countryLoad: Promise<CountryBoundary> | null = null;
  /** Grows when the settings or the profile change: results of an older epoch are not answered. */
  private epoch = 0;
  private scope: string | null = null;

  constructor(private readonly deps: ChecksEngineDeps) {
    this.kept = deps.kept ?? new KeptResults();
    this.modules = checkModules(() => this.country!);
  }

  /** The definitions of every check (CHECK_IDS order). */
  definitions(): CheckDefinition[] {
    return CHECK_IDS.map((id) => this.modules[id].definition);
  }

  /** The settings' epoch (kept results of another epoch are stale); a new one after a change of profile. */
  get settingsEpoch(): number {
    this.follow();
    return this.epoch;
  }

  /** Another profile (or service) is active: what was kept belongs to the previous one. */
  private follow(): void {
    const scope = this.deps.scope();
    if (scope === this.scope) return;
    if (this.scope !== null) this.settingsChanged();
    this.scope = scope;
  }

  /** The settings changed: every kept result is stale. */
  settingsChanged(): void {
    this.epoch++;
    this.kept.clear();
  }

  /** The enabled checks of the active profile. */
  enabledChecks(): CheckId[] {
    const settings = this.deps.settings.get();
    return CHECK_IDS.filter((id) => settings.checks[id]?.enabled !== false);
  }

  /**
   * The results of the enabled checks on the records with these ids (one per record and check,
   * in the order asked; ids the service does not know are left out): kept results of unchanged
   * records as they are, the others computed. Records come from the recently served ones, the
   * rest in one request; when that fails, their results are `not_run`.
   */
  async run(occurrence_ids: readonly number[]): Promise<CheckResult[]> {
    const enabled = this.enabledChecks();
    const records: Observation[] = [];
    const missing: number[] = [];
    for (const id of occurrence_ids) {
      const record = this.deps.recent.get(id);
      if (record) records.push(record);
      else missing.push(id);
    }
    const failed: CheckResult[] = [];
    if (missing.length) {
      try {
        const fetched = await this.fetchRecords(missing);
        records.push(...fetched);
        this.deps.recent.remember(fetched);
      } catch (error) {
        const reason = failure(error);
        for (const occurrence_id of missing) {
          for (const check_id of enabled) failed.push({ occurrence_id, check_id, outcome: 'not_run', evidence: null, reason } as CheckResult);
        }
      }
    }
    const results = await this.check(records, enabled);
    const order = new Map(occurrence_ids.map((id, i) => [id, i]));
    return [...results, ...failed].sort((a, b) => order.get(a.occurrence_id)! - order.get(b.occurrence_id)!);
  }

  /** The kept results of these records for the enabled checks (records without any are left out). */
  keptResults(occurrence_ids: readonly number[]): CheckResult[] {
    this.follow();
    const enabled = this.enabledChecks();
    return occurrence_ids.flatMap((id) => {
      const version = this.kept.version(id);
      if (!version || version.epoch !== this.epoch) return [];
      return this.kept.results(id, enabled) ?? [];
    });
  }

  /**
   * GET /rest/v5/observations with `occurrence_id[in]` (at most 1000 ids), without totals.
   * Rejects with the client's DeskError.
   */
  async fetchRecords(occurrence_ids: readonly number[]): Promise<Observation[]> {
    if (occurrence_ids.length > 1000) throw new DeskError({ status: 400, code: 'invalid-input', message: 'At most 1000 records per request.', fields: [] });
    const answer = await this.deps.api.request({
      path: '/rest/v5/observations',
      query: { limit: occurrence_ids.length, offset: 0 },
      filters: [{ field: 'occurrence_id', operation: 'in', value: [...occurrence_ids] }],
    }, z.array(Observation));
    return answer.data;
  }

  /**
   * Checks these records with the `enabled` checks (default: the profile's), reusing kept
   * results of unchanged records and keeping the new ones. One result per record and check.
   */
  async check(records: readonly Observation[], enabled: readonly CheckId[] = this.enabledChecks()): Promise<CheckResult[]> {
    this.follow();
    const settings = this.deps.settings.get();
    const out: CheckResult[] = [];
    const todo: { record: Observation; digest: string }[] = [];
    for (const record of records) {
      const digest = checkedDigest(record);
      const version = this.kept.version(record.occurrence_id);
      const fresh = version && version.digest === digest && version.epoch === this.epoch
        && version.generation === this.deps.facts.generation(record.taxon_id ?? 0);
      const kept = fresh ? this.kept.results(record.occurrence_id, enabled) : undefined;
      if (kept) out.push(...kept);
      else todo.push({ record, digest });
    }
    if (!todo.length) return out;

    const modules = enabled.map((id) => this.modules[id] as CheckModule);
    const needsFacts = modules.some((m) => m.definition.uses_taxon_facts);
    const facts = needsFacts ? await this.loadFacts(todo.map((t) => t.record.taxon_id ?? null), settings.validated_codes) : new Map<number, TaxonFacts | Error>();
    const countryError = enabled.includes('footprint_in_country') ? await this.ensureCountry() : null;
    const labels = await this.datePrecisionLabels();
    const today = format(new Date((this.deps.now ?? Date.now)()), ISO_DAY_PATTERN, { in: tz(SWISS_TIME_ZONE) });
    const parameters = Object.fromEntries(enabled.map((id) => [id, settings.checks[id]!.parameters]));

    for (const { record, digest } of todo) {
      const taxon = record.taxon_id ?? null;
      const taxonFacts = taxon === null ? undefined : facts.get(taxon);
      const point = record.decimal_longitude != null && record.decimal_latitude != null ? [record.decimal_longitude, record.decimal_latitude] as const : null;
      const results: CheckResult[] = [];
      for (const module of modules) {
        const { id, uses_taxon_facts } = module.definition;
        const base = { occurrence_id: record.occurrence_id, check_id: id };
        if (id === 'footprint_in_country' && countryError) {
          results.push({ ...base, outcome: 'not_run', evidence: null, reason: countryError } as CheckResult);
          continue;
        }
        if (uses_taxon_facts && taxon === null) {
          results.push({ ...base, outcome: 'skipped', evidence: null, reason: { code: 'no_taxon' } } as CheckResult);
          continue;
        }
        if (uses_taxon_facts && taxonFacts instanceof Error) {
          results.push({ ...base, outcome: 'not_run', evidence: null, reason: failure(taxonFacts) } as CheckResult);
          continue;
        }
        const context: CheckContext = {
          parameters: parameters[id]!,
          today,
          point,
          date_precision_label: record.date_precision == null ? null : labels.get(record.date_precision) ?? null,
          facts: (taxonFacts as TaxonFacts | undefined) ?? null,
        };
        const verdict = module.run(record, context);
        results.push(verdict.outcome === 'skipped'
          ? { ...base, outcome: 'skipped', evidence: null, reason: verdict.reason } as CheckResult
          : { ...base, outcome: verdict.outcome, evidence: verdict.evidence } as CheckResult);
      }
      this.kept.keep(record.occurrence_id, { digest, taxon_id: taxon, generation: this.deps.facts.generation(taxon ?? 0), epoch: this.epoch }, results);
      out.push(...results);
    }
    return out;
  }

  /** The facts of each distinct taxon, or the error its load failed with. */
  private async loadFacts(taxa: readonly (number | null)[], validated_codes: readonly number[]): Promise<Map<number, TaxonFacts | Error>> {
    const distinct = [...new Set(taxa.filter((t): t is number => t !== null))];
    const facts = new Map<number, TaxonFacts | Error>();
    let next = 0;
    const worker = async (): Promise<void> => {
      while (next < distinct.length) {
        const taxon = distinct[next++]!;
        try {
          facts.set(taxon, await this.deps.facts.get(taxon, validated_codes));
        } catch (error) {
          facts.set(taxon, error instanceof Error ? error : new Error(String(error)));
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(FACTS_CONCURRENCY, distinct.length) }, worker));
    return facts;
  }

  /** Loads the country once; answers the reason when it cannot be read (the check is then `not_run`). */
  private async ensureCountry(): Promise<{ code: 'request_failed'; message: string } | null> {
    if (this.country) return null;
    this.countryLoad ??= this.deps.loadCountry();
    try {
      this.country = await this.countryLoad;
      return null;
    } catch (error) {
      this.countryLoad = null;
      return failure(error);
    }
  }

  /** `date_precision` code → English label (`day`, `month`, `year`, `decade`); empty when the vocabulary cannot be read. */
  private async datePrecisionLabels(): Promise<Map<number, string>> {
    try {
      const entries = await this.deps.vocabularies();
      return new Map(entries.filter((e) => e.field_name === 'date_precision').map((e) => [e.code, (e.label_en ?? '').trim().toLowerCase()]));
    } catch {
      return new Map();
    }
  }
}
