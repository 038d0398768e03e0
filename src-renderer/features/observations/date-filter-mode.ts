/**
 * What the date filter of the panel shows for the clauses of one date field, and the clauses it
 * writes back: a range (`gte`/`lte`, or `gt`/`lt` from a hand-written address, kept as written),
 * after a day (`gt`), before a day (`lt`), on a day (`eq`), or empty / recorded (`is_null` /
 * `is_not_null`). Days are ISO calendar days (`YYYY-MM-DD`), compared by the service with the day
 * as recorded (src-shared/domain/dates.ts).
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import type { FilterOperation } from '../../../src-shared/filters/grammar.js';

/** The choices of the date filter, in the order the panel offers them (the first is the default). */
export const DATE_MODES = ['between', 'gt', 'lt', 'eq', 'is_null', 'is_not_null'] as const;
/** One choice of the date filter. */
export type DateMode = (typeof DATE_MODES)[number];

const NULL_MODES: readonly DateMode[] = ['is_null', 'is_not_null'];
const SINGLE_MODES: readonly DateMode[] = ['gt', 'lt', 'eq'];

/** True when the mode takes no day. */
export const takesNoDay = (mode: DateMode): boolean => NULL_MODES.includes(mode);
/** True when the mode takes one day (after, before, on); a range takes two. */
export const takesOneDay = (mode: DateMode): boolean => SINGLE_MODES.includes(mode);

const find = (clauses: readonly FilterClauseInput[], operation: FilterOperation) => clauses.find((clause) => clause.operation === operation);

/** The day of a clause (the date part of a date-time from a hand-written address), '' for none. */
const dayOf = (clause: FilterClauseInput | undefined): string => (typeof clause?.value === 'string' ? clause.value.slice(0, 10) : '');

/** The lower and upper bound of a range: `gte` or, as written in an address, `gt`; `lte` or `lt`. */
export function rangeBounds(clauses: readonly FilterClauseInput[]): { lower: FilterClauseInput | undefined; upper: FilterClauseInput | undefined } {
  return { lower: find(clauses, 'gte') ?? find(clauses, 'gt'), upper: find(clauses, 'lte') ?? find(clauses, 'lt') };
}

/** The mode that shows `clauses` (the clauses of one date field), or null when there are none. */
export function dateModeOf(clauses: readonly FilterClauseInput[]): DateMode | null {
  if (clauses.length === 0) return null;
  const operations = new Set(clauses.map((clause) => clause.operation));
  for (const mode of ['is_null', 'is_not_null', 'eq'] as const) if (operations.has(mode)) return mode;
  if (operations.size === 1 && operations.has('gt')) return 'gt';
  if (operations.size === 1 && operations.has('lt')) return 'lt';
  return 'between';
}

/** The day shown in a one-day mode, or carried over when the mode changes: the first bound set. */
export function firstDay(clauses: readonly FilterClauseInput[]): string {
  const { lower, upper } = rangeBounds(clauses);
  return dayOf(find(clauses, 'eq') ?? lower ?? upper);
}

/** The days of a range: `from` and `to` ('' when open). */
export function rangeDays(clauses: readonly FilterClauseInput[]): { from: string; to: string } {
  const { lower, upper } = rangeBounds(clauses);
  return { from: dayOf(lower), to: dayOf(upper) };
}

/** The clauses of `field` for a mode and its day (one-day modes; '' writes nothing). */
export function clausesForMode(field: string, mode: DateMode, day: string): FilterClauseInput[] {
  if (takesNoDay(mode)) return [{ field, operation: mode as FilterOperation }];
  if (!day) return [];
  return [{ field, operation: mode === 'between' ? 'gte' : (mode as FilterOperation), value: day }];
}

/**
 * The clauses of a range after one bound changed to `day` ('' removes it): the other bound stays
 * as it is, and a bound keeps its strict operation (`gt`/`lt`) when it had one.
 */
export function withRangeBound(field: string, clauses: readonly FilterClauseInput[], bound: 'from' | 'to', day: string): FilterClauseInput[] {
  const { lower, upper } = rangeBounds(clauses);
  const changed = bound === 'from' ? lower : upper;
  const kept = bound === 'from' ? upper : lower;
  const operation: FilterOperation = changed?.operation ?? (bound === 'from' ? 'gte' : 'lte');
  return [...(kept ? [kept] : []), ...(day ? [{ field, operation, value: day }] : [])];
}
