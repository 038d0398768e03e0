/**
 * No row created twice (issue 14 item 4). The interface has no idempotency key, so every row an
 * import sends carries a marker as the last line of `occurrence_remarks`, the one free-text field
 * of an observation that the service keeps as sent: `[desk-import <job id> row <row number>]`.
 * After a crash or a lost answer, the rows that were in flight are looked up among the project's
 * observations by their own values (day, taxon) and recognised by the marker; found, a row is not
 * sent again. The marker stays: it records where the observation came from (docs/interface-notes.md
 * "import resume").
 */
import type { Observation, ObservationCreate } from '../../../src-shared/schemas/observation.js';

/** `occurrence_remarks` is at most this long (src-shared/schemas/observation.ts). */
const REMARKS_MAX = 10_000;

/** The marker of row `row_number` of job `job_id`. */
export function importMarker(job_id: string, row_number: number): string {
  return `[desk-import ${job_id} row ${row_number}]`;
}

/**
 * `body` with the marker on the last line of `occurrence_remarks`; unchanged when the marker would
 * not fit (such a row is recognised by its values alone, {@link sameRecord}).
 */
export function markedBody(body: ObservationCreate, marker: string): ObservationCreate {
  const remark = body.occurrence_remarks ?? '';
  const marked = remark === '' ? marker : `${remark}\n${marker}`;
  return marked.length <= REMARKS_MAX ? { ...body, occurrence_remarks: marked } : body;
}

/**
 * Whether `found` is the observation `sent` created: the same remark (with its marker, when it
 * had room), project, taxon and date.
 */
export function sameRecord(found: Observation, sent: ObservationCreate): boolean {
  return (found.occurrence_remarks ?? null) === (sent.occurrence_remarks ?? null)
    && found.dataset_id === sent.dataset_id
    && (found.taxon_id ?? null) === (sent.taxon_id ?? null)
    && (sent.event_date == null || (found.event_date != null && Date.parse(found.event_date) === Date.parse(sent.event_date)));
}
