/**
 * The shape of one automatic check (issue 13): a small module with its id, names in the four UI
 * languages, severity, the standard it follows, its parameters, and a pure `run` over one record
 * and what the engine (./engine.ts) prepared for it. Checks never call the service themselves.
 */
import type {
  CheckDefinition, CheckEvidence, CheckId, CheckReason,
} from '../../src-shared/contract/checks.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { TaxonFacts } from './taxon-facts.js';

/** A check's verdict on one record: a flag or a pass with evidence, or skipped with the reason. */
export type CheckVerdict<K extends CheckId> =
  | { outcome: 'flag' | 'pass'; evidence: CheckEvidence<K> }
  | { outcome: 'skipped'; reason: CheckReason };

/**
 * What the engine hands a check besides the record: its parameters (defaults filled in), today
 * as an ISO date (Swiss time), the record's point in WGS84 (its `decimal_longitude` /
 * `decimal_latitude`, null without a footprint), the English label of its `date_precision`
 * (`day`, `month`, `year`, `decade`; null when absent or unknown), and for checks with
 * `uses_taxon_facts` the taxon's facts (the engine skips or marks `not_run` those it cannot give).
 */
export interface CheckContext {
  parameters: Readonly<Record<string, number>>;
  today: string;
  point: readonly [longitude: number, latitude: number] | null;
  date_precision_label: string | null;
  facts: TaxonFacts | null;
}

/** One check module; `definition` is what `checks.definitions` answers for it. */
export interface CheckModule<K extends CheckId = CheckId> {
  definition: CheckDefinition & { id: K };
  run(record: Observation, context: CheckContext): CheckVerdict<K>;
}

/** A verdict of `skipped` for `code`. */
export const skipped = (code: CheckReason['code']): { outcome: 'skipped'; reason: CheckReason } => ({ outcome: 'skipped', reason: { code } });

/** `flag` when `failed`, else `pass`, with the same evidence. */
export function verdict<K extends CheckId>(failed: boolean, evidence: CheckEvidence<K>): CheckVerdict<K> {
  return { outcome: failed ? 'flag' : 'pass', evidence };
}
