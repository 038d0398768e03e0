/**
 * The documents screen's filters, order, view and page ⇄ the route query, so back, forward,
 * reload and a copied address restore the screen. Filters use the service's own grammar
 * (`dataset_id[in]=1,2&file_name[iw_contains]=orchid&with_observation[eq]=false&doc_type[in]=1`),
 * like the observation workspace (features/observations/query-codec.ts). Decoding never throws:
 * whatever is not understood is left out and reported in `ignored`.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';
import type { DocumentListInput } from '../../../src-shared/contract/documents.js';
import { DOC_NAME_MAX } from '../../../src-shared/schemas/doc.js';

/** Fields the document list can be sorted by (GET /docs, interface notes). */
export const DOCUMENT_SORTABLE = ['id', 'file_name', 'original_file_name', 'doc_type', 'dataset_id', 'mimetype', 'size_in_bytes'] as const;
/** A sortable field of the document list. */
export type DocumentSort = (typeof DOCUMENT_SORTABLE)[number];
/** How the documents are shown. */
export type DocumentView = 'gallery' | 'table';

/** Documents per page (the service's default page). */
export const DOCUMENT_PAGE_SIZE = 100;
/** Most projects or types in one filter (the contract's limits). */
const MAX_IDS = 100;

/** What the address says about the documents screen. */
export interface DocumentsQuery {
  /** Projects (`dataset_id[in]`); empty: every project one may read, and one's private documents. */
  dataset_id: number[];
  /** Part of the stored file name (`file_name[iw_contains]`, `*` a wildcard); null: any. */
  file_name: string | null;
  /** Attached to at least one observation (true), to none (false), or either (null). */
  with_observation: boolean | null;
  /** Document types (vocabulary `doc_type`); empty: any. */
  doc_type: number[];
  sort: DocumentSort;
  dir: 'asc' | 'desc';
  view: DocumentView;
  /** 1-based page of {@link DOCUMENT_PAGE_SIZE} documents. */
  page: number;
}

/** Decoding result: the query, and the parameters left out (as written in the address). */
export interface DecodedDocumentsQuery {
  query: DocumentsQuery;
  ignored: string[];
}

/** Newest first, as a gallery. */
export function emptyDocumentsQuery(): DocumentsQuery {
  return { dataset_id: [], file_name: null, with_observation: null, doc_type: [], sort: 'id', dir: 'desc', view: 'gallery', page: 1 };
}

const KEYS = { dataset_id: 'dataset_id[in]', file_name: 'file_name[iw_contains]', with_observation: 'with_observation[eq]', doc_type: 'doc_type[in]' } as const;

function lastValue(raw: LocationQuery[string]): string {
  const value = Array.isArray(raw) ? raw[raw.length - 1] : raw;
  return value ?? '';
}

/** Positive whole numbers of a list (`,` or `~` between them), sorted, without repeats; null when any item is not one. */
function idList(text: string): number[] | null {
  const items = text.split(/[,~]/).map((item) => item.trim());
  if (!items.length || items.length > MAX_IDS || items.some((item) => !/^[1-9]\d{0,15}$/.test(item))) return null;
  return [...new Set(items.map(Number))].sort((a, b) => a - b);
}

/** Reads the route query; never throws. */
export function decodeDocumentsQuery(raw: LocationQuery): DecodedDocumentsQuery {
  const query = emptyDocumentsQuery();
  const ignored: string[] = [];
  for (const [key, entry] of Object.entries(raw)) {
    const value = lastValue(entry);
    let ok = true;
    switch (key) {
      case KEYS.dataset_id:
      case KEYS.doc_type: {
        const ids = idList(value);
        if (ids) query[key === KEYS.dataset_id ? 'dataset_id' : 'doc_type'] = ids;
        else ok = false;
        break;
      }
      case KEYS.file_name: {
        const text = value.trim();
        if (text && text.length <= DOC_NAME_MAX) query.file_name = text;
        else ok = false;
        break;
      }
      case KEYS.with_observation:
        if (value === 'true' || value === 'false') query.with_observation = value === 'true';
        else ok = false;
        break;
      case 'sort':
        if ((DOCUMENT_SORTABLE as readonly string[]).includes(value)) query.sort = value as DocumentSort;
        else ok = false;
        break;
      case 'dir':
        if (value === 'asc' || value === 'desc') query.dir = value;
        else ok = false;
        break;
      case 'view':
        if (value === 'gallery' || value === 'table') query.view = value;
        else ok = false;
        break;
      case 'page':
        if (/^[1-9]\d{0,6}$/.test(value)) query.page = Number(value);
        else ok = false;
        break;
      default:
        ok = false;
    }
    if (!ok) ignored.push(key);
  }
  return { query, ignored };
}

/** The route query of `query`: defaults left out, lists sorted, so equal screens give equal addresses. */
export function encodeDocumentsQuery(query: DocumentsQuery): LocationQueryRaw {
  const out: Record<string, string> = {};
  const defaults = emptyDocumentsQuery();
  if (query.dataset_id.length) out[KEYS.dataset_id] = [...new Set(query.dataset_id)].sort((a, b) => a - b).join(',');
  const name = query.file_name?.trim();
  if (name) out[KEYS.file_name] = name;
  if (query.with_observation !== null) out[KEYS.with_observation] = String(query.with_observation);
  if (query.doc_type.length) out[KEYS.doc_type] = [...new Set(query.doc_type)].sort((a, b) => a - b).join(',');
  if (query.sort !== defaults.sort || query.dir !== defaults.dir) {
    out.sort = query.sort;
    out.dir = query.dir;
  }
  if (query.view !== defaults.view) out.view = query.view;
  if (query.page > 1) out.page = String(query.page);
  return out;
}

/** Whether any filter is set (not order, view or page). */
export function hasFilters(query: DocumentsQuery): boolean {
  return query.dataset_id.length > 0 || query.file_name !== null || query.with_observation !== null || query.doc_type.length > 0;
}

/** The `documents.list` input of `query`'s page. */
export function listInput(query: DocumentsQuery): DocumentListInput {
  return {
    ...(query.dataset_id.length ? { dataset_id: query.dataset_id } : {}),
    ...(query.file_name ? { file_name: query.file_name } : {}),
    ...(query.with_observation !== null ? { with_observation: query.with_observation } : {}),
    ...(query.doc_type.length ? { doc_type: query.doc_type } : {}),
    offset: (query.page - 1) * DOCUMENT_PAGE_SIZE,
    limit: DOCUMENT_PAGE_SIZE,
    sort: query.sort,
    dir: query.dir,
  };
}

/** A string equal for equal queries (what the store compares to skip a reload). */
export function documentsQueryKey(query: DocumentsQuery): string {
  const { view: _view, ...rest } = query;
  return JSON.stringify(encodeDocumentsQuery({ ...rest, view: 'gallery' }));
}
