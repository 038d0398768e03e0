/**
 * Attaching documents to observations and detaching them (`observationDocs.attach|detach`),
 * keeping the observation detail's record cache in step: an observation whose record is cached
 * gets its documents read again, so an open detail shows the change at once.
 */
import type { Document } from '../../../src-shared/schemas/doc.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { useObservationRecords } from '../observation-detail/index.js';

/** Reads the documents of `occurrenceId` again into the record cache (nothing when it is not cached). Rejects with a DeskError. */
export async function refreshObservationDocs(occurrenceId: number): Promise<void> {
  const records = useObservationRecords();
  if (!records.peek(occurrenceId)) return;
  const docs = await getDesk().observationDocs.list({ occurrence_id: occurrenceId });
  records.update(occurrenceId, { docs: { ok: true, value: docs } });
}

/** One pair that could not be attached, with why. */
export interface AttachFailure {
  occurrence_id: number;
  doc_id: number;
  error: DeskError;
}

/**
 * Attaches every document of `docIds` to every observation of `occurrenceIds` (PUT, idempotent),
 * a few at a time, then refreshes the cached records. Resolves with what failed (empty: all done).
 */
export async function attachAll(occurrenceIds: readonly number[], docIds: readonly number[]): Promise<AttachFailure[]> {
  const pairs = occurrenceIds.flatMap((occurrence_id) => docIds.map((doc_id) => ({ occurrence_id, doc_id })));
  const failures: AttachFailure[] = [];
  const desk = getDesk();
  const IN_FLIGHT = 4;
  for (let start = 0; start < pairs.length; start += IN_FLIGHT) {
    await Promise.all(pairs.slice(start, start + IN_FLIGHT).map(async (pair) => {
      try {
        await desk.observationDocs.attach(pair);
      } catch (error) {
        failures.push({ ...pair, error: toDeskError(error) });
      }
    }));
  }
  await Promise.all([...new Set(occurrenceIds)].map((id) => refreshObservationDocs(id).catch(() => undefined)));
  return failures;
}

/** What {@link attachChosen} did with the ids chosen on one side. */
export interface AttachOutcome {
  failures: AttachFailure[];
  /** Chosen ids all of whose pairs were attached. */
  done: number[];
  /** Chosen ids with a pair that failed (they stay chosen, to try again). */
  failed: number[];
}

/**
 * {@link attachAll}, then the ids chosen on `side` (the observations of the attach dialog, the
 * documents of the pick dialog) split into done and failed.
 */
export async function attachChosen(occurrenceIds: readonly number[], docIds: readonly number[], side: 'occurrence_id' | 'doc_id'): Promise<AttachOutcome> {
  const failures = await attachAll(occurrenceIds, docIds);
  const failedIds = new Set(failures.map((failure) => failure[side]));
  const chosen = side === 'occurrence_id' ? occurrenceIds : docIds;
  return { failures, done: chosen.filter((id) => !failedIds.has(id)), failed: chosen.filter((id) => failedIds.has(id)) };
}

/** Detaches `doc` from `occurrenceId` (the document stays) and refreshes the cached record. Rejects with a DeskError. */
export async function detachDoc(occurrenceId: number, doc: Pick<Document, 'id'>): Promise<void> {
  await getDesk().observationDocs.detach({ occurrence_id: occurrenceId, doc_id: doc.id });
  await refreshObservationDocs(occurrenceId).catch(() => undefined);
}
