import { notFound } from './problem.js';

/**
 * Parses an id from a URL path segment: a positive integer. Anything else names no resource,
 * so it is a 404 problem ("No <what> <raw>."), not a 400.
 */
export function pathId(raw: string | undefined, what = 'resource'): number {
  if (raw === undefined || !/^[1-9]\d{0,14}$/.test(raw)) throw notFound({ key: 'no-record', values: { what, id: raw ?? '' } });
  return Number(raw);
}
