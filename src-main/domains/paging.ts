/**
 * Reading a whole list through the v5 paging parameters (`offset`, `limit`; at most 1000 per
 * page on the reference service, docs/interface-notes.md "paging").
 */
import { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import type { ApiClient, ApiRequest } from '../api/client.js';

/** Largest page the interface notes allow (`limit` 1–1000). */
export const MAX_PAGE = 1000;

/** Options of {@link fetchAllPages}. */
export interface FetchAllOptions {
  /** Page size, 1–{@link MAX_PAGE} (default {@link MAX_PAGE}). */
  pageSize?: number;
  /** Stop with DeskError `too-many` beyond this many items (default 100 000): a guard against a service that ignores `offset`. */
  maxItems?: number;
}

/**
 * GETs `request` page by page (`offset` 0, pageSize, 2·pageSize …) until a page is shorter than
 * `pageSize`, and returns every item parsed by `item`. `request.query` must not set `offset` or
 * `limit` (they are set here). Throws what {@link ApiClient.request} throws (DeskError with the
 * service's status and fields), `unexpected-answer` when an item has another shape, and
 * `too-many` past `maxItems`.
 */
export async function fetchAllPages<T>(api: ApiClient, request: ApiRequest, item: z.ZodType<T>, options: FetchAllOptions = {}): Promise<T[]> {
  const pageSize = options.pageSize ?? MAX_PAGE;
  const maxItems = options.maxItems ?? 100_000;
  const schema = z.array(item);
  const all: T[] = [];
  for (let offset = 0; ; offset += pageSize) {
    const page = await api.request({ ...request, query: { ...request.query, offset, limit: pageSize } }, schema);
    all.push(...page.data);
    if (page.data.length < pageSize) return all;
    if (all.length >= maxItems) {
      throw new DeskError({
        status: 0,
        code: 'too-many',
        message: `${request.path} has more than ${maxItems} entries; the app reads at most that many.`,
        fields: [],
      });
    }
  }
}
