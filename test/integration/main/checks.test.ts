/**
 * The checks through the desk's dispatcher (src-main/ipc/checks.ts) against the reference
 * service with its demo data: the taxon facts read with the interface's own filters and paging,
 * the shipped boundary, a page checked after it was listed, a scan of a filter, and settings.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { CheckResult, CheckResultOf, FilterClauseInput } from '../../../src-shared/contract/index.js';
import { startTestServer } from '../../helpers/server.js';
import type { TestDesk } from './desk-fixture.js';
import { call, deskError, signedInDesk } from './workspace-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let flora: number;

beforeAll(async () => {
  server = await startTestServer();
  desk = await signedInDesk(server, 'steward');
  flora = server.db.prepare("SELECT id FROM projects WHERE project_name LIKE 'Flora Ticino%'").pluck().get() as number;
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
});

describe('checks against the reference service', () => {
  it('checks a listed page: every enabled check per record, the nearest validated record named with its distance', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: flora }];
    const page = await call(desk, 'observations.list', { clauses, limit: 50, sort: 'occurrence_id' });
    const ids = page.rows.map((r) => r.occurrence_id);
    const { results } = await call(desk, 'checks.run', { occurrence_ids: ids });
    expect(results).toHaveLength(ids.length * 10);
    expect(results.filter((r) => r.outcome === 'not_run')).toEqual([]);
    type RangeResult = CheckResultOf<'within_known_range'>;
    const range = results.filter((r): r is RangeResult => r.check_id === 'within_known_range' && r.outcome !== 'skipped');
    expect(range.length).toBeGreaterThan(0);
    for (const result of range) {
      const nearest = result.evidence!.nearest!;
      expect(nearest.occurrence_id).not.toBe(result.occurrence_id);
      expect(nearest.distance_in_meters).toBeGreaterThanOrEqual(0);
    }
    // Ticino's records lie in Switzerland
    const country = results.filter((r) => r.check_id === 'footprint_in_country' && r.outcome !== 'skipped');
    expect(country.length).toBeGreaterThan(0);
    expect(country.every((r) => r.outcome === 'pass')).toBe(true);
  });

  it('scans all records of a filter in the background and keeps them for checks.results and checks.flaggedIds', async () => {
    const clauses: FilterClauseInput[] = [{ field: 'dataset_id', operation: 'eq', value: flora }];
    const { ids } = await call(desk, 'observations.ids', { clauses });
    const started = await call(desk, 'checks.scan', { clauses });
    expect(started.state).toBe('running');
    let status = started;
    await expect.poll(async () => (status = (await call(desk, 'checks.scanStatus', undefined))!).state, { timeout: 30_000 }).toBe('done');
    expect(status).toMatchObject({ total: ids.length, checked: ids.length, not_run_records: 0 });
    const kept = await call(desk, 'checks.results', { occurrence_ids: ids.slice(0, 5) });
    expect(kept.results).toHaveLength(50);
    expect(Object.keys(status.flag_counts).length).toBeGreaterThan(0);
    for (const [check_id, count] of Object.entries(status.flag_counts)) {
      const flagged = await call(desk, 'checks.flaggedIds', { check_ids: [check_id as keyof typeof status.flag_counts] });
      expect(flagged.occurrence_ids, check_id).toHaveLength(count);
      expect(flagged.occurrence_ids.every((id) => ids.includes(id))).toBe(true);
    }
  });

  it('stores settings for the profile and refuses a parameter out of bounds with a 400 naming it', async () => {
    const settings = await call(desk, 'checks.getSettings', undefined);
    const changed = { ...settings, checks: { ...settings.checks, within_known_range: { enabled: true, parameters: { max_distance_in_meters: 10_000 } } } };
    expect((await call(desk, 'checks.setSettings', changed)).checks.within_known_range!.parameters).toEqual({ max_distance_in_meters: 10_000 });
    const error = await deskError(call(desk, 'checks.setSettings', { ...settings, checks: { within_known_range: { enabled: true, parameters: { max_distance_in_meters: 1 } } } }));
    expect(error).toMatchObject({ status: 400, code: 'invalid-input', fields: [{ field: 'checks.within_known_range.parameters.max_distance_in_meters' }] });
  });
});
