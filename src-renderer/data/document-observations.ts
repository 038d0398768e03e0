/**
 * The observations a document is attached to, a page at a time: `observations.list` with a
 * `doc_id[eq]` clause (the reference service's extension; the interface has no reverse lookup,
 * docs/interface-notes.md). Keyed `[scope, 'observations', 'byDocument', {doc_id, offset}]`.
 * A strict v5 service refuses the filter with a 400 naming it: that is remembered once per
 * signed-in scope (`[scope, 'service', 'docIdFilter']`), so other documents do not ask again,
 * and the page says the service cannot list them instead of showing an error.
 */
import { useQuery, useQueryCache } from '@pinia/colada';
import { computed, type ComputedRef } from 'vue';
import type { DeskError } from '../../src-shared/contract/errors.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import { getDesk, toDeskError } from '../bridge/index.js';
import { scopedKey } from './query-keys.js';
import { useSignedInScope } from './signed-in-scope.js';

/** Observations per page of a document's list. */
export const DOCUMENT_OBSERVATIONS_PAGE_SIZE = 20;

/** One page of a document's observations, or that the service cannot list them. */
export type DocumentObservationsPage =
  | { supported: true; rows: Observation[]; filtered_total: number | null }
  | { supported: false };

/**
 * Whether `error` is a service refusing the `doc_id` filter: a 400 whose problem names a
 * `doc_id` parameter (field or message), or says nothing at all — the request holds only that
 * clause and the interface's own paging, so a bare 400 can only be about the filter.
 */
export function refusesDocIdFilter(error: DeskError): boolean {
  if (error.status !== 400) return false;
  return error.fields.length === 0 || error.fields.some((f) => f.field.startsWith('doc_id')) || /\bdoc_id\b/.test(error.message);
}

/** What {@link useDocumentObservations} gives the document page. */
export interface DocumentObservations {
  /** The page, or null until the first answer for this document and offset. */
  page: ComputedRef<DocumentObservationsPage | null>;
  error: ComputedRef<DeskError | null>;
  reload(): Promise<unknown>;
}

/** The observations of document `docId()` from `offset()` on (newest event first), readable by the signed-in person. */
export function useDocumentObservations(docId: () => number, offset: () => number): DocumentObservations {
  const scope = useSignedInScope();
  const cache = useQueryCache();
  const unsupportedKey = (): ReturnType<typeof scopedKey> => scopedKey(scope.value, 'service', 'docIdFilter');
  const query = useQuery<DocumentObservationsPage>(() => ({
    key: scopedKey(scope.value, 'observations', 'byDocument', { doc_id: docId(), offset: offset() }),
    query: async () => {
      if (cache.getQueryData(unsupportedKey()) === 'no') return { supported: false };
      try {
        const answer = await getDesk().observations.list({
          clauses: [{ field: 'doc_id', operation: 'eq', value: docId() }],
          offset: offset(), limit: DOCUMENT_OBSERVATIONS_PAGE_SIZE, sort: 'event_date', dir: 'desc', with_total: true,
        });
        return { supported: true, rows: answer.rows, filtered_total: answer.filtered_total };
      } catch (error) {
        if (!refusesDocIdFilter(toDeskError(error))) throw error;
        cache.setQueryData(unsupportedKey(), 'no');
        return { supported: false };
      }
    },
  }));
  return {
    page: computed(() => query.data.value ?? null),
    error: computed(() => (query.error.value ? toDeskError(query.error.value) : null)),
    reload: () => query.refresh(),
  };
}
