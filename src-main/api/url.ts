import { serializeFilterClauses, type FilterClause } from '../../src-shared/filters/grammar.js';

/** A plain query parameter value; `undefined` and `null` are left out. Arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/**
 * Joins the service base URL (`{base_url}`, with or without trailing slash, possibly with a
 * path such as `https://host/observation`) and an API path (`/rest/v5/observations`), then adds
 * the query: first the plain parameters (`limit`, `with_total`, `srid` …), then the filters in
 * the v5 grammar `<field>[<operation>]=<value>` (interface v5, Endpoints, rule 4).
 * Throws a TypeError when the base URL is not a URL.
 */
export function buildApiUrl(
  baseUrl: string,
  path: string,
  query: Readonly<Record<string, QueryValue>> = {},
  filters: readonly FilterClause[] = [],
): URL {
  const url = new URL(baseUrl);
  const basePath = url.pathname.replace(/\/+$/, '');
  url.pathname = `${basePath}/${path.replace(/^\/+/, '')}`;
  url.search = '';
  url.hash = '';
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const values = Array.isArray(value) ? value : [value as string | number | boolean];
    for (const item of values) url.searchParams.append(key, String(item));
  }
  for (const [key, value] of serializeFilterClauses(filters)) url.searchParams.append(key, value);
  return url;
}

/**
 * The totals of a list answer requested with `with_total=true` (interface v5, Endpoints, rule 3):
 * `X-Total` (all items the caller may see) and `X-Filtered-Total` (matching the filters);
 * `null` when the header is missing or not a whole number.
 */
export function readTotals(headers: Headers): { total: number | null; filtered_total: number | null } {
  const read = (name: string): number | null => {
    const raw = headers.get(name);
    if (raw === null || !/^\d+$/.test(raw.trim())) return null;
    return Number(raw.trim());
  };
  return { total: read('x-total'), filtered_total: read('x-filtered-total') };
}
