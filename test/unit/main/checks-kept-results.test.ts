/**
 * The flag index of the kept results (src-main/checks/kept-results.ts): "has flag X" answers
 * from the records a check flags, and a record leaves the index when it is checked again without
 * the flag, pushed out by the bound, or dropped with everything. And the background scan
 * (src-main/checks/scan.ts) returns to the event loop by time spent, not by records checked.
 */
import { describe, expect, it } from 'vitest';
import type { CheckId, CheckResult } from '../../../src-shared/contract/checks.js';
import { KeptResults } from '../../../src-main/checks/kept-results.js';
import { Scan, SCAN_SLICE_SIZE, SCAN_YIELD_MS } from '../../../src-main/checks/scan.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';

const version = { digest: 'd', taxon_id: 1, generation: 0, epoch: 0 };
const result = (occurrence_id: number, check_id: CheckId, flag: boolean): CheckResult =>
  ({ occurrence_id, check_id, outcome: flag ? 'flag' : 'pass', evidence: flag ? {} : null } as CheckResult);
const keep = (kept: KeptResults, id: number, range: boolean, duplicate: boolean): void =>
  kept.keep(id, version, [result(id, 'within_known_range', range), result(id, 'likely_duplicate', duplicate)]);

describe('KeptResults.flagged', () => {
  it('lists the records any of the checks flags, once each, ascending, cut at the limit', () => {
    const kept = new KeptResults();
    keep(kept, 30, true, true);
    keep(kept, 10, false, true);
    keep(kept, 20, true, false);
    keep(kept, 40, false, false);
    expect(kept.flagged(['within_known_range', 'likely_duplicate'], 0, 10)).toEqual({ occurrence_ids: [10, 20, 30], truncated: false });
    expect(kept.flagged(['likely_duplicate'], 0, 1)).toEqual({ occurrence_ids: [10], truncated: true });
    expect(kept.flagged(['within_known_range'], 1, 10).occurrence_ids).toEqual([]);
  });

  it('forgets a flag when the record is checked again without it, or pushed out by the bound', () => {
    const kept = new KeptResults(2);
    keep(kept, 1, true, false);
    keep(kept, 2, true, false);
    keep(kept, 1, false, false);
    expect(kept.flagged(['within_known_range'], 0, 10).occurrence_ids).toEqual([2]);
    keep(kept, 3, true, false);
    keep(kept, 4, false, false);
    expect(kept.flagged(['within_known_range'], 0, 10).occurrence_ids).toEqual([3]);
    kept.clear();
    expect(kept.flagged(['within_known_range'], 0, 10).occurrence_ids).toEqual([]);
  });

  it('takes a record out when a later check could not run (it is not kept)', () => {
    const kept = new KeptResults();
    keep(kept, 5, true, false);
    kept.keep(5, version, [{ occurrence_id: 5, check_id: 'within_known_range', outcome: 'not_run', evidence: null, reason: { code: 'request_failed' } } as CheckResult]);
    expect(kept.flagged(['within_known_range'], 0, 10).occurrence_ids).toEqual([]);
  });
});

describe('Scan gives the event loop back by time', () => {
  async function run(ms_per_slice: number): Promise<number> {
    let clock = 0;
    const records = Array.from({ length: 200 }, (_, i) => ({ occurrence_id: i + 1 }) as unknown as Observation);
    const scan = new Scan({
      ids: async () => records.map((r) => r.occurrence_id),
      fetchRecords: async () => records,
      check: async (part) => {
        clock += ms_per_slice;
        return part.map((r) => result(r.occurrence_id, 'within_known_range', false));
      },
      emit: () => undefined,
      clock: () => clock,
    }, 's');
    expect((await scan.start([])).checked).toBe(200);
    return scan.yields;
  }

  it('yields once SCAN_YIELD_MS of checking has passed, however few records that was', async () => {
    // 20 slices of 3 ms: a yield after every third (9 ms ≥ 8 ms)
    expect(SCAN_YIELD_MS).toBe(8);
    expect(SCAN_SLICE_SIZE).toBe(10);
    expect(await run(3)).toBe(6);
  });

  it('does not yield while the checking is cheap', async () => {
    expect(await run(0)).toBe(0);
  });
});
