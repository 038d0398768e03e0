/**
 * What "what the public sees" marks on one observation of a project (pure, tested): the public
 * form's date differs from the one the manager sees (rounded to the month or year,
 * docs/interface-notes.md "date rounding"), its observers read "anonymous" (anonymised), or it
 * is not published at all.
 */
import type { PublicComparisonRow } from '../../../src-shared/contract/public-neophytes.js';
import { ANONYMOUS_OBSERVER } from './public-record.js';

/** The marks of one row. */
export interface PublicMarks {
  published: boolean;
  /** The public `event_date` is not the one stored. */
  rounded: boolean;
  /** Some published observer name is "anonymous" while the record names people. */
  anonymised: boolean;
}

/** The marks of `row` (see the file comment). */
export function publicMarks(row: PublicComparisonRow): PublicMarks {
  const shown = row.published;
  if (!shown) return { published: false, rounded: false, anonymised: false };
  const own = row.observation.event_date ?? null;
  const rounded = own !== null && shown.event_date !== null && Date.parse(own) !== Date.parse(shown.event_date);
  const anonymised = shown.recorded_by.some((name) => name === ANONYMOUS_OBSERVER) && (row.observation.recorded_by_id?.length ?? 0) > 0;
  return { published: true, rounded, anonymised };
}
