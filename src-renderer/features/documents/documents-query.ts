/**
 * The documents screen's filters, order, view and page in the address, declared on the shared
 * grammar (DOC_FILTERS), so back, forward, reload and a copied address restore the screen:
 * `dataset_id[in]=1,2&file_name[iw_contains]=orchid&with_observation[eq]=false&doc_type[in]=1`
 * plus `view` and `page`. Decoding never throws: whatever is not understood is left out and
 * reported in `ignored` (the screen says so and rewrites the address).
 */
import type { DocumentListInput } from '../../../src-shared/contract/documents.js';
import { DOC_FILTERS } from '../../../src-shared/filters/documents.js';
import { DOC_NAME_MAX } from '../../../src-shared/schemas/doc.js';
import {
  booleanFilter, choiceParam, countParam, defineRouteQuery, idsFilter, textFilter, type IdsOptions, type RouteQueryState,
} from '../../components/lists/route-query.js';

/** Fields the document list can be sorted by (GET /docs, interface notes). */
export const DOCUMENT_SORTABLE = ['id', 'file_name', 'original_file_name', 'doc_type', 'dataset_id', 'mimetype', 'size_in_bytes'] as const;
/** A sortable field of the document list. */
export type DocumentSort = (typeof DOCUMENT_SORTABLE)[number];
/** How the documents are shown. */
export type DocumentView = 'gallery' | 'table';

/** Documents per page (the service's default page). */
export const DOCUMENT_PAGE_SIZE = 100;
/** Most projects or types in one filter (the contract's limits); ids sorted, so equal screens give equal addresses. */
const IDS: IdsOptions = { max: 100, overflow: 'drop', min: 1, sorted: true };

const fields = {
  /** Projects; empty: every project one may read, and one's private documents. */
  dataset_id: idsFilter(DOC_FILTERS, 'dataset_id', IDS),
  /** Part of the stored file name (`*` a wildcard); '' for any. */
  file_name: textFilter(DOC_FILTERS, 'file_name', 'iw_contains', DOC_NAME_MAX),
  /** Attached to at least one observation (true), to none (false), or either (null). */
  with_observation: booleanFilter(DOC_FILTERS, 'with_observation'),
  /** Document types (vocabulary `doc_type`); empty: any. */
  doc_type: idsFilter(DOC_FILTERS, 'doc_type', IDS),
  view: choiceParam('view', ['gallery', 'table'] as const, 'gallery'),
  /** 1-based page of {@link DOCUMENT_PAGE_SIZE} documents. */
  page: countParam('page', 1, 7),
};

/** The documents screen's address (newest first, as a gallery). */
export const DOCUMENTS_QUERY = defineRouteQuery({ fields, sort: { allowed: DOCUMENT_SORTABLE, initial: { sort: 'id', dir: 'desc' } } });

/** What the address says about the documents screen. */
export type DocumentsQuery = RouteQueryState<typeof fields, DocumentSort>;

/** Newest first, as a gallery. */
export const emptyDocumentsQuery = DOCUMENTS_QUERY.initial;

/** Whether any filter is set (not order, view or page). */
export function hasFilters(query: DocumentsQuery): boolean {
  return DOCUMENTS_QUERY.clauses(query).length > 0;
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

/** A string equal for equal queries (what the store compares to skip a reload); the view is not part of it. */
export function documentsQueryKey(query: DocumentsQuery): string {
  return JSON.stringify(DOCUMENTS_QUERY.encode({ ...query, view: 'gallery' }));
}
