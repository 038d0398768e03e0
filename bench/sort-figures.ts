/**
 * The sorted-page figures of `npm run bench:server`, the same on both stores (server-measure.ts,
 * server-postgres.ts): the first page of the observation list and the 11th page of the public
 * neophyte list in every sortable field and both directions. A field whose order no index gives
 * sorts every readable row for its first page, so "slowest ÷ fastest" shows a missing index.
 */
import { NEOPHYTE_SORTABLE } from '../src-shared/filters/neophytes.js';
import { OBSERVATION_SORTABLE } from '../src-shared/filters/observations.js';
import type { Figure } from './server-measure.js';
import { percentile, timeRuns } from './stats.js';

const SORT_RUNS = 20;

/** Adds one figure; `target` is the target as text and its check. */
export type AddFigure = (name: string, value: number, unit: string, target?: [string, (v: number) => boolean]) => void;

/** The median of `SORT_RUNS` requests of `path` (two untimed first) for each of `sorts` in both directions: the slowest and the fastest. */
async function slowestAndFastest(sorts: readonly string[], path: (sort: string, dir: 'asc' | 'desc') => string,
  get: (path: string) => Promise<Response>): Promise<{ slowest: [string, number]; fastest: [string, number] }> {
  const medians: Array<[string, number]> = [];
  for (const sort of sorts) {
    for (const dir of ['asc', 'desc'] as const) {
      medians.push([`${sort} ${dir}`, percentile(await timeRuns(SORT_RUNS, () => get(path(sort, dir)).then((r) => r.arrayBuffer()), 2), 50)]);
    }
  }
  const byTime = [...medians].sort((a, b) => a[1] - b[1]);
  return { fastest: byTime[0]!, slowest: byTime[byTime.length - 1]! };
}

/**
 * Times the sorted pages on the service at `baseUrl`: `get` asks the observation list (with the
 * bench's token), the public neophyte list is asked without one. Adds the slowest and fastest
 * observation sort, their ratio (target ≤ 3×) and the public list's slowest sort (target ≤ 50 ms).
 */
export async function measureSortedPages(baseUrl: string, get: (path: string) => Promise<Response>, add: AddFigure): Promise<void> {
  const list = await slowestAndFastest(OBSERVATION_SORTABLE, (sort, dir) => `/rest/v5/observations?limit=100&sort=${sort}&dir=${dir}`, get);
  add(`sorted first page, slowest column median (${list.slowest[0]})`, list.slowest[1], 'ms');
  add(`sorted first page, fastest column median (${list.fastest[0]})`, list.fastest[1], 'ms');
  add('slowest ÷ fastest sortable column', list.slowest[1] / list.fastest[1], '×', ['≤ 3×', (v) => v <= 3]);
  const publicList = await slowestAndFastest(NEOPHYTE_SORTABLE, (sort, dir) => `/public/v5/neophyte_observations?limit=100&sort=${sort}&dir=${dir}&offset=1000`,
    (path) => fetch(`${baseUrl}${path}`));
  add(`public neophyte list, 11th page, slowest sort median (${publicList.slowest[0]})`, publicList.slowest[1], 'ms', ['≤ 50 ms', (v) => v <= 50]);
}
