/**
 * The checks engine and service in main (src-main/checks/engine.ts, checks-service.ts) over a
 * synthetic service: a page answers from what main just listed and from the taxon facts cache,
 * failures become `not_run` with the reason (and a retry runs), kept results are reused until
 * the record, its taxon's validated records or the settings change, settings are per profile
 * and checked, and a scan reports, cancels and keeps what it checked.
 */
import { describe, expect, it } from 'vitest';
import { createChecksService } from '../../../src-main/checks/checks-service.js';
import { CountryBoundary } from '../../../src-main/checks/country-boundary.js';
import { ObservationsDomain } from '../../../src-main/domains/observations.js';
import { ProfileCache } from '../../../src-main/domains/reference-cache.js';
import { ReferenceDomain } from '../../../src-main/domains/reference.js';
import { DeskEvents, type DeskEventMessage } from '../../../src-main/ipc/events.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';
import { DeskError, type CheckResult } from '../../../src-shared/contract/index.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { syntheticObservations, syntheticService } from '../../helpers/checks-service.js';

const SWISS_BOX = new CountryBoundary('CH', {
  type: 'FeatureCollection',
  features: [{ type: 'Feature', properties: {}, geometry: { type: 'Polygon', coordinates: [[[5.9, 45.8], [10.5, 45.8], [10.5, 47.8], [5.9, 47.8], [5.9, 45.8]]] } }],
});

function setup(records: Observation[] = syntheticObservations(300, 3)) {
  const service = syntheticService(records);
  const observations = new ObservationsDomain(service.api);
  const scope = { profile: 'sandbox' };
  const reference = new ReferenceDomain(service.api, new ProfileCache({ scope: () => scope.profile }), new ProfileCache({ scope: () => scope.profile }));
  const events = new DeskEvents();
  const seen: DeskEventMessage[] = [];
  events.subscribe((event) => seen.push(event));
  const checks = createChecksService({
    api: service.api, observations, reference, storage: createMemoryKeyValueStore(), events,
    profileId: () => scope.profile, profileScope: () => scope.profile, loadCountry: async () => SWISS_BOX,
    now: () => Date.parse('2026-06-30T10:00:00Z'),
  });
  return { ...service, observations, checks, events: seen, scope };
}

const of = (results: CheckResult[], occurrence_id: number, check_id: CheckResult['check_id']) =>
  results.find((r) => r.occurrence_id === occurrence_id && r.check_id === check_id);

describe('checks.run on a page', () => {
  it('answers one result per record and check from the page main just listed, one facts read per taxon', async () => {
    const { observations, checks, calls } = setup();
    const page = await observations.list({ clauses: [], offset: 0, limit: 100 });
    const listed = calls.get('/rest/v5/observations');
    const results = await checks.engine.run(page.rows.map((r) => r.occurrence_id));
    expect(results).toHaveLength(100 * 10);
    expect(calls.get('/rest/v5/observations')).toBe(listed); // no second read of the page
    expect(calls.get('/rest/v5/simple_observations')).toBe(3); // three taxa, one page each
    expect(of(results, page.rows[0]!.occurrence_id, 'within_known_range')).toMatchObject({ outcome: expect.stringMatching(/flag|pass/) });
  });

  it('reads records it has not served in one request and leaves out ids the service does not know', async () => {
    const { checks, calls } = setup();
    const results = await checks.engine.run([5, 6, 999_999]);
    expect(new Set(results.map((r) => r.occurrence_id))).toEqual(new Set([5, 6]));
    expect(calls.get('/rest/v5/observations')).toBe(1);
  });

  it('marks the taxon checks not_run with the service’s reason when the facts cannot be read, runs the others, and retries next time', async () => {
    const { checks, fail } = setup();
    fail.add('/rest/v5/simple_observations');
    const first = await checks.engine.run([7]);
    expect(of(first, 7, 'within_known_range')).toMatchObject({ outcome: 'not_run', evidence: null, reason: { code: 'request_failed', message: expect.stringContaining('maintenance') } });
    expect(of(first, 7, 'event_date_in_range')!.outcome).toBe('pass');
    fail.clear();
    const second = await checks.engine.run([7]);
    expect(of(second, 7, 'within_known_range')!.outcome).toMatch(/flag|pass/);
  });

  it('marks every check not_run when the records cannot be read', async () => {
    const { checks, fail } = setup();
    fail.add('/rest/v5/observations');
    const results = await checks.engine.run([8]);
    expect(results).toHaveLength(10);
    expect(results.every((r) => r.outcome === 'not_run' && r.reason?.code === 'request_failed')).toBe(true);
  });

  it('skips the taxon checks of a record without taxon, saying so', async () => {
    const records = syntheticObservations(10, 2);
    records[0] = { ...records[0]!, taxon_id: null };
    const { checks } = setup(records);
    const results = await checks.engine.run([1]);
    expect(of(results, 1, 'period_within_year')).toMatchObject({ outcome: 'skipped', reason: { code: 'no_taxon' } });
  });
});

describe('kept results', () => {
  it('answers an unchanged record from what it kept and checks a changed one again', async () => {
    const { checks, observations, calls } = setup();
    await checks.engine.run([1, 2]);
    const reads = calls.get('/rest/v5/simple_observations');
    expect(checks.engine.keptResults([1, 2, 3]).map((r) => r.occurrence_id)).toEqual([...Array(10).fill(1), ...Array(10).fill(2)]);
    const record = observations.recent.get(1)!;
    observations.recent.remember([{ ...record, event_date: '2030-01-01' }]);
    const again = await checks.engine.run([1]);
    expect(of(again, 1, 'event_date_in_range')).toMatchObject({ outcome: 'flag', evidence: { problem: 'in_future' } });
    expect(calls.get('/rest/v5/simple_observations')).toBe(reads); // the taxon's facts came from the cache
  });

  it('reads the taxon’s facts again after a validation of one of its records was set, and says which taxon', async () => {
    const { checks, observations, calls, events } = setup();
    await checks.engine.run([1]);
    const reads = calls.get('/rest/v5/simple_observations')!;
    const taxon = observations.recent.get(1)!.taxon_id!;
    observations.recent.validationSet(1);
    expect(events.at(-1)).toEqual({ name: 'checks.invalidated', payload: { taxon_ids: [taxon] } });
    await checks.engine.run([1]);
    expect(calls.get('/rest/v5/simple_observations')).toBe(reads + 1);
  });

  it('answers nothing kept once another profile is active (its service has other records under the same ids)', async () => {
    const { checks, scope } = setup();
    await checks.engine.run([1]);
    expect(checks.engine.keptResults([1])).toHaveLength(10);
    scope.profile = 'other';
    expect(checks.engine.keptResults([1])).toEqual([]);
    expect(checks.engine.kept.flagged(['event_date_in_range'], checks.engine.settingsEpoch, 10).occurrence_ids).toEqual([]);
  });

  it('lists the records a check flagged among those kept', async () => {
    const records = syntheticObservations(20, 2).map((r, i) => ({ ...r, event_date: i % 2 ? '2030-01-01' : '2020-01-01' }));
    const { checks } = setup(records);
    await checks.engine.run(records.map((r) => r.occurrence_id));
    expect(checks.engine.kept.flagged(['event_date_in_range'], checks.engine.settingsEpoch, 100).occurrence_ids).toEqual([2, 4, 6, 8, 10, 12, 14, 16, 18, 20]);
    expect(checks.engine.kept.flagged(['event_date_in_range'], checks.engine.settingsEpoch, 3)).toEqual({ occurrence_ids: [2, 4, 6], truncated: true });
  });
});

describe('check settings per profile', () => {
  it('leaves out switched-off checks, applies parameters, and keeps settings per profile', async () => {
    const { checks, scope, events } = setup();
    const settings = checks.getSettings();
    expect(settings.checks.within_known_range).toEqual({ enabled: true, parameters: { max_distance_in_meters: 30_000 } });
    checks.setSettings({ ...settings, checks: { ...settings.checks, likely_duplicate: { enabled: false, parameters: {} }, event_date_in_range: { enabled: true, parameters: { earliest_year: 2030 } } } });
    expect(events.at(-1)).toEqual({ name: 'checks.invalidated', payload: { taxon_ids: null } });
    const results = await checks.engine.run([1]);
    expect(of(results, 1, 'likely_duplicate')).toBeUndefined();
    expect(of(results, 1, 'event_date_in_range')).toMatchObject({ outcome: 'flag', evidence: { problem: 'before_earliest_year', earliest_year: 2030 } });
    scope.profile = 'other';
    expect(checks.getSettings().checks.likely_duplicate!.enabled).toBe(true);
  });

  it('refuses a parameter outside its bounds or unknown, naming it, and stores nothing', () => {
    const { checks } = setup();
    const settings = checks.getSettings();
    const bad = { ...settings, checks: { within_known_range: { enabled: true, parameters: { max_distance_in_meters: 50, radius: 3 } } } };
    let error: unknown;
    try {
      checks.setSettings(bad);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).fields.map((f) => f.field)).toEqual(['checks.within_known_range.parameters.max_distance_in_meters', 'checks.within_known_range.parameters.radius']);
    expect(checks.getSettings()).toEqual(settings);
  });
});

describe('background scan', () => {
  it('checks every matching record and sums the flags per check', async () => {
    const { checks, events } = setup(syntheticObservations(1200, 4));
    const { progress, done } = checks.scan([]);
    expect(progress).toMatchObject({ state: 'running', checked: 0 });
    const summary = await done;
    expect(summary).toMatchObject({ state: 'done', total: 1200, checked: 1200, not_run_records: 0, error: null });
    expect(summary.flagged_records).toBeGreaterThan(0);
    expect(summary.flag_counts.identification_matches_taxon).toBeGreaterThan(0);
    expect(checks.engine.kept.size).toBe(1200);
    expect(events.filter((e) => e.name === 'checks.scanProgress').at(-1)!.payload).toEqual(summary);
  });

  it('keeps what it checked when cancelled', async () => {
    const { checks } = setup(syntheticObservations(3000, 4));
    const { progress, done } = checks.scan([]);
    await new Promise((resolve) => setImmediate(resolve));
    checks.cancelScan(progress.scan_id);
    const summary = await done;
    expect(summary.state).toBe('cancelled');
    expect(summary.checked).toBeLessThan(3000);
    expect(checks.engine.kept.size).toBe(summary.checked);
  });

  it('fails with the reason when the ids cannot be read', async () => {
    const { checks, fail } = setup();
    fail.add('/rest/v5/observations/ids');
    expect(await checks.scan([]).done).toMatchObject({ state: 'failed', checked: 0, error: expect.stringContaining('maintenance') });
  });
});
