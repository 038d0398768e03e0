/**
 * Reading and writing the filters of a register list (projects, people) in the route query, in
 * the service's own grammar where it is a filter (`project_name[iw_contains]=flora`), so a copied
 * address is readable and reopens the same list. Reading never throws: a value that does not fit
 * is left out.
 */
import type { LocationQuery, LocationQueryRaw } from 'vue-router';

/** The last value of a query entry (repeated keys: the last wins), '' when absent or bare. */
export function queryText(raw: LocationQuery, key: string): string {
  const entry = raw[key];
  const value = Array.isArray(entry) ? entry[entry.length - 1] : entry;
  return (value ?? '').trim();
}

/** A row offset (a whole number ≥ 0), 0 when absent or not one. */
export function queryOffset(raw: LocationQuery): number {
  const text = queryText(raw, 'offset');
  return /^\d{1,9}$/.test(text) ? Number(text) : 0;
}

/** One of `allowed`, or null. */
export function queryChoice<T extends string>(raw: LocationQuery, key: string, allowed: readonly T[]): T | null {
  const text = queryText(raw, key);
  return (allowed as readonly string[]).includes(text) ? (text as T) : null;
}

/** Sort field and direction of a list. */
export interface ListSort<F extends string> {
  sort: F;
  dir: 'asc' | 'desc';
}

/** `sort` and `dir` from the query, else `fallback`. */
export function querySort<F extends string>(raw: LocationQuery, allowed: readonly F[], fallback: ListSort<F>): ListSort<F> {
  const sort = queryChoice(raw, 'sort', allowed);
  const dir = queryChoice(raw, 'dir', ['asc', 'desc'] as const);
  return sort ? { sort, dir: dir ?? 'asc' } : fallback;
}

/**
 * The route query of a list: `entries` with empty values left out, `offset` when above 0, `sort`
 * and `dir` when they differ from `fallback`.
 */
export function listQuery<F extends string>(entries: Record<string, string | null>, offset: number, sort: ListSort<F>, fallback: ListSort<F>): LocationQueryRaw {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(entries)) if (value) out[key] = value;
  if (offset > 0) out.offset = String(offset);
  if (sort.sort !== fallback.sort || sort.dir !== fallback.dir) {
    out.sort = sort.sort;
    out.dir = sort.dir;
  }
  return out;
}
