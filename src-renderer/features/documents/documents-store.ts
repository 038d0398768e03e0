import { defineStore } from 'pinia';
import { ref, shallowRef } from 'vue';
import type { Document } from '../../../src-shared/schemas/doc.js';
import { getDesk } from '../../bridge/index.js';
import { useUploadsStore } from '../uploads/uploads-store.js';
import { documentsQueryKey, emptyDocumentsQuery, listInput, type DocumentsQuery } from './documents-query.js';

/** Where the current page stands. */
export type DocumentsStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Pause after the last finished upload before the list is read again (ms): a batch finishing makes one reload. */
export const RELOAD_AFTER_UPLOAD_MS = 600;

/**
 * The documents screen's list: the query (from the route), the current page of documents
 * (`documents.list`) with the totals of `with_total`, and the changes made on the screen
 * (metadata saved, a file replaced, a document deleted) applied to the page without reading it
 * again. New uploads finishing read the page again (once per batch). Answers of an older query
 * are ignored.
 */
export const useDocumentsStore = defineStore('documents', () => {
  const query = shallowRef<DocumentsQuery>(emptyDocumentsQuery());
  const rows = shallowRef<Document[]>([]);
  const total = ref<number | null>(null);
  const filteredTotal = ref<number | null>(null);
  const status = ref<DocumentsStatus>('idle');
  const error = ref<unknown>(null);

  let generation = 0;
  let loadedKey: string | null = null;
  let reloadTimer: ReturnType<typeof setTimeout> | undefined;
  let stopFollowing: (() => void) | null = null;

  async function load(keepRows: boolean): Promise<void> {
    const mine = ++generation;
    const q = query.value;
    if (!keepRows) rows.value = [];
    status.value = keepRows && rows.value.length ? 'ready' : 'loading';
    error.value = null;
    try {
      const page = await getDesk().documents.list(listInput(q));
      if (mine !== generation) return;
      rows.value = page.rows;
      total.value = page.total;
      filteredTotal.value = page.filtered_total;
      status.value = 'ready';
      loadedKey = documentsQueryKey(q);
    } catch (cause) {
      if (mine !== generation) return;
      status.value = 'error';
      error.value = cause;
      loadedKey = null;
    }
  }

  /** Takes the query from the route; reads the page unless it is the one shown (`reload` reads it anyway, keeping the rows meanwhile). */
  function setQuery(next: DocumentsQuery, reload = false): Promise<void> {
    const same = documentsQueryKey(next) === loadedKey;
    query.value = next;
    if (same && !reload) return Promise.resolve();
    return load(same);
  }

  /** Reads the current page again, keeping what is shown until the answer comes. */
  const refresh = (): Promise<void> => load(true);

  /** Puts a changed document in place (metadata saved, file replaced). */
  function upsert(doc: Document): void {
    if (rows.value.some((row) => row.id === doc.id)) rows.value = rows.value.map((row) => (row.id === doc.id ? doc : row));
  }

  /** Takes a deleted document off the page and the counts. */
  function removeRow(id: number): void {
    if (!rows.value.some((row) => row.id === id)) return;
    rows.value = rows.value.filter((row) => row.id !== id);
    if (total.value !== null) total.value = Math.max(0, total.value - 1);
    if (filteredTotal.value !== null) filteredTotal.value = Math.max(0, filteredTotal.value - 1);
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
