/**
 * The results kept per record in main (issue 13: "results are kept per record and recomputed
 * when the record changes"), compact so that a scan of a million records fits: per record the
 * digest of the record as checked (a changed record has another one; the list carries no ETag
 * and observations no `updated_at`), the taxon facts' generation and the settings' epoch they
 * were computed with, one character per check (its outcome, or a skip's reason; a short string
 * costs a fraction of a typed array), and the flags with their evidence. Passes keep
 * no evidence. Records whose checks could not all run are not kept (asking again retries).
 * Bounded: the least recently stored go first. An index per check holds the records it flags, so
 * "has flag X" costs the flagged records, not every kept one.
 */
import { CHECK_IDS, CheckReasonCode, type CheckId, type CheckResult } from '../../src-shared/contract/checks.js';

/** Records kept at most (about 150 bytes each without flags). */
export const KEPT_RECORDS_MAX = 1_000_000;

const REASONS = CheckReasonCode.options;
/** The character of a check's outcome in {@link Entry.outcomes}: a skip is `a` + the index of its reason. */
const FLAG = 'F';
const PASS = 'P';
const NOT_COMPUTED = '-';
const SKIP_BASE = 'a'.charCodeAt(0);

/** What a kept result was computed from. */
export interface KeptVersion {
  digest: string;
  taxon_id: number | null;
  generation: number;
  epoch: number;
}

interface Entry extends KeptVersion {
  /** One character per check of CHECK_IDS, see {@link FLAG}. */
  outcomes: string;
  flags: CheckResult[];
}

/** See the file comment. */
export class KeptResults {
  private readonly entries = new Map<number, Entry>();
  /** Per check (index into CHECK_IDS), the kept records it flags. */
  private readonly flaggedBy: Set<number>[] = CHECK_IDS.map(() => new Set<number>());

  constructor(private readonly max = KEPT_RECORDS_MAX) {}

  /** Keeps `results` of one record unless one is `not_run`; replaces what was kept. */
  keep(occurrence_id: number, version: KeptVersion, results: readonly CheckResult[]): void {
    this.drop(occurrence_id);
    if (results.some((r) => r.outcome === 'not_run')) return;
    const outcomes = new Array<string>(CHECK_IDS.length).fill(NOT_COMPUTED);
    const flags: CheckResult[] = [];
    for (const result of results) {
      const i = CHECK_IDS.indexOf(result.check_id);
      if (result.outcome === 'flag') {
        flags.push(result);
        this.flaggedBy[i]!.add(occurrence_id);
      }
      outcomes[i] = result.outcome === 'flag' ? FLAG : result.outcome === 'pass' ? PASS : String.fromCharCode(SKIP_BASE + REASONS.indexOf(result.reason!.code));
    }
    this.entries.set(occurrence_id, { ...version, outcomes: outcomes.join(''), flags });
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.max) break;
      this.drop(oldest);
    }
  }

  /** Forgets a record and takes it out of the flag index. */
  private drop(occurrence_id: number): void {
    const entry = this.entries.get(occurrence_id);
    if (!entry) return;
    this.entries.delete(occurrence_id);
    for (const flag of entry.flags) this.flaggedBy[CHECK_IDS.indexOf(flag.check_id)]!.delete(occurrence_id);
  }

  /** What the kept results of a record were computed from, or undefined. */
  version(occurrence_id: number): KeptVersion | undefined {
    return this.entries.get(occurrence_id);
  }

  /** The kept results of a record for the checks `ids` (undefined when not kept or a check was not computed). */
  results(occurrence_id: number, ids: readonly CheckId[]): CheckResult[] | undefined {
    const entry = this.entries.get(occurrence_id);
    if (!entry) return undefined;
    const out: CheckResult[] = [];
    for (const check_id of ids) {
      const i = CHECK_IDS.indexOf(check_id);
      const outcome = entry.outcomes[i]!;
      if (outcome === NOT_COMPUTED) return undefined;
      if (outcome === FLAG) out.push(entry.flags.find((f) => f.check_id === check_id)!);
      else if (outcome === PASS) out.push({ occurrence_id, check_id, outcome: 'pass', evidence: null } as CheckResult);
      else out.push({ occurrence_id, check_id, outcome: 'skipped', evidence: null, reason: { code: REASONS[outcome.charCodeAt(0) - SKIP_BASE]! } } as CheckResult);
    }
    return out;
  }

  /**
   * Kept records flagged by any of `ids`, ascending, at most `limit` (and whether more were).
   * Only entries of `epoch` count. Reads the flag index: the cost grows with the flagged records.
   */
  flagged(ids: readonly CheckId[], epoch: number, limit: number): { occurrence_ids: number[]; truncated: boolean } {
    const found = new Set<number>();
    for (const id of ids) {
      for (const occurrence_id of this.flaggedBy[CHECK_IDS.indexOf(id)]!) {
        if (this.entries.get(occurrence_id)?.epoch === epoch) found.add(occurrence_id);
      }
    }
    const sorted = Float64Array.from(found).sort();
    return { occurrence_ids: Array.from(sorted.subarray(0, limit)), truncated: sorted.length > limit };
  }

  /** Drops everything. */
  clear(): void {
    this.entries.clear();
    for (const set of this.flaggedBy) set.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}
