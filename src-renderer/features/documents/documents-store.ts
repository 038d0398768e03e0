import { useQueryCache } from '@pinia/colada';
import { defineStore } from 'pinia';
import { computed, shallowRef } from 'vue';
import type { DocumentPage } from '../../../src-shared/contract/documents.js';
import type { Document } from '../../../src-shared/schemas/doc.js';
import { getDesk } from '../../bridge/index.js';
import { scopedKey } from '../../data/query-keys.js';
import { sessionScope } from '../../data/signed-in-scope.js';
import { useSessionStore } from '../../stores/session.js';
import { useUploadsStore } from '../uploads/index.js';
import { documentsQueryKey, emptyDocumentsQuery, listInput, type DocumentsQuery } from './documents-query.js';

/** Where the current page stands. */
export type DocumentsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Pause after the last finished upload before the list is read again (ms): a batch finishing makes one reload. */
export const RELOAD_AFTER_UPLOAD_MS = 600;

/**
 * The documents screen's list: the query (from the route) and, through the data layer (key
 * `[scope, 'documents', 'list', query]`), the current page of documents (`documents.list`) with
 * the totals of `with_total`. Changes made on the screen (metadata saved, a file replaced, a
 * document deleted) are written into the cached page without reading it again. New uploads
 * finishing read the page again (once per batch). Answers of an older query are never shown.
 */
export const useDocumentsStore = defineStore('documents', () => {
  const session = useSessionStore();
  const queryCache = useQueryCache();
  const query = shallowRef<DocumentsQuery>(emptyDocumentsQuery());

  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let stopFollowing: (() => void) | null = null;

  const pageQuery = (q: DocumentsQuery) => ({
    key: scopedKey(sessionScope(session), 'documents', 'list', documentsQueryKey(q)),
    query: () => getDesk().documents.list(listInput(q)),
    // a page read before shows at once, and is read again whenever the screen asks for it
    staleTime: 0,
  });
  const entry = computed(() => queryCache.getEntries({ key: pageQuery(query.value).key, exact: true })[0]);
  const page = computed(() => entry.value?.state.value.data as DocumentPage | undefined);

  const rows = computed<Document[]>(() => page.value?.rows ?? []);
  const total = computed(() => page.value?.total ?? null);
  const filteredTotal = computed(() => page.value?.filtered_total ?? null);
  const error = computed<unknown>(() => entry.value?.state.value.error ?? null);
  const status = computed<DocumentsStatus>(() => {
    const state = entry.value?.state.value;
    if (!state) return 'idle';
    if (state.error) return 'error';
    return state.data ? 'ready' : 'loading';
  });

  /** Reads the page of the current query again (a read under way for it is joined); a failure shows as `error`. */
  function read(): Promise<void> {
    return queryCache.refresh(queryCache.ensure(pageQuery(query.value))).then(() => undefined, () => undefined);
  }

  /** Takes the query from the route; reads its page unless it is the one shown (`reload` reads it anyway, keeping the rows meanwhile). */
  function setQuery(next: DocumentsQuery, reload = false): Promise<void> {
    const same = documentsQueryKey(next) === documentsQueryKey(query.value) && status.value === 'ready';
    query.value = next;
    if (same && !reload) return Promise.resolve();
    return read();
  }

  /** Reads the current page again, keeping what is shown until the answer comes. */
  const refresh = read;

  function edit(change: (page: DocumentPage) => DocumentPage): void {
    const key = pageQuery(query.value).key;
    const current = queryCache.getQueryData<DocumentPage>(key);
    if (current) queryCache.setQueryData(key, change(current));
  }

  /** Puts a changed document in place (metadata saved, file replaced). */
  function upsert(doc: Document): void {
    edit((current) => (current.rows.some((row) => row.id === doc.id) ? { ...current, rows: current.rows.map((row) => (row.id === doc.id ? doc : row)) } : current));
  }

  /** Takes a deleted document off the page and the counts. */
  function removeRow(id: number): void {
    edit((current) => {
      if (!current.rows.some((row) => row.id === id)) return current;
      const less = (count: number | null) => (count === null ? null : Math.max(0, count - 1));
      return { rows: current.rows.filter((row) => row.id !== id), total: less(current.total), filtered_total: less(current.filtered_total) };
    });
  }

  /** Follows the upload queue while the screen is open: replaced files in place, new documents by reading the page again. */
  function followUploads(): () => void {
    stopFollowing?.();
    const stop = useUploadsStore().onDone((item) => {
      if (item.kind === 'replace' && item.document) upsert(item.document);
      else {
        clearTimeout(reloadTimer);
        reloadTimer = setTimeout(() => void refresh(), RELOAD_AFTER_UPLOAD_MS);
      }
    });
    stopFollowing = () => {
      stop();
      clearTimeout(reloadTimer);
      stopFollowing = null;
    };
    return stopFollowing;
  }

  return { query, rows, total, filteredTotal, status, error, setQuery, refresh, upsert, removeRow, followUploads };
});
