/**
 * Safe concurrent edits in main (src-main/api/versioned-records.ts through the observation,
 * relevé and project domains) against a small fake v5 service of one observation, in two kinds:
 * one that sends ETags and honours If-Match (as the reference service), and a strict v5 one
 * without either. "Someone else" changes the record between the form's read and its write.
 */
import { describe, expect, it } from 'vitest';
import { ApiClient, type BearerTokenSource } from '../../../src-main/api/client.js';
import { VersionedRecords, recordDigest } from '../../../src-main/api/versioned-records.js';
import { ObservationsDomain } from '../../../src-main/domains/observations.js';
import { ProjectsDomain } from '../../../src-main/domains/projects.js';
import { RelevesDomain } from '../../../src-main/domains/releves.js';
import { DeskError } from '../../../src-shared/contract/index.js';
import { Observation } from '../../../src-shared/schemas/observation.js';

const tokens: BearerTokenSource = { accessToken: async () => 't', renewAfterUnauthorized: async () => 't2', expire: () => undefined };

interface Seen { method: string; path: string; ifMatch: string | null }

/**
 * A fake service holding one record at `/rest/v5/<kind>/<id>`. `etags`: `strong` (sends ETag,
 * honours If-Match with 412 like the reference service), `weak` (sends W/ tags only), `none`.
 */
function fakeService(etags: 'strong' | 'weak' | 'none', initial: Record<string, unknown>) {
  const state = { record: { ...initial } as Record<string, unknown> | null, version: 1 };
  const seen: Seen[] = [];
  const tag = (): string => (etags === 'weak' ? `W/"v${state.version}"` : `"v${state.version}"`);
  const headers = (): Record<string, string> => ({ 'content-type': 'application/json', ...(etags === 'none' ? {} : { etag: tag() }) });
  const fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    const ifMatch = new Headers(init?.headers).get('if-match');
    seen.push({ method, path: url.pathname, ifMatch });
    if (!state.record) return new Response(JSON.stringify({ status: 404, title: 'Not Found', detail: 'not here' }), { status: 404, headers: { 'content-type': 'application/problem+json' } });
    if (etags === 'strong' && ifMatch && ifMatch !== tag()) {
      return new Response(JSON.stringify({ status: 412, title: 'Precondition Failed', detail: `current version is ${tag()}` }), { status: 412, headers: { 'content-type': 'application/problem+json', etag: tag() } });
    }
    if (method === 'DELETE') {
      state.record = null;
      return new Response(null, { status: 204 });
    }
    if (method === 'PUT') {
      state.record = { ...state.record, ...(JSON.parse(String(init?.body)) as Record<string, unknown>) };
      state.version += 1;
    }
    return new Response(JSON.stringify({ data: state.record }), { status: 200, headers: headers() });
  }) as typeof globalThis.fetch;
  /** Someone else's write, straight into the store. */
  const theyChange = (changes: Record<string, unknown>): void => {
    state.record = { ...state.record, ...changes };
    state.version += 1;
  };
  return { api: new ApiClient({ baseUrl: () => 'http://127.0.0.1:9', session: tokens, fetch }), state, seen, theyChange };
}

const OBSERVATION = { occurrence_id: 12, dataset_id: 3, basis_of_record: 1, verbatim_identification: 'Carex flava', occurrence_remarks: 'wet meadow', event_date: '2025-06-14T09:30:00.000+02:00' };
const writesOf = (seen: Seen[]): Seen[] => seen.filter((request) => request.method !== 'GET');

async function conflictOf(promise: Promise<unknown>): Promise<DeskError> {
  const error = await promise.then(() => undefined, (cause: unknown) => cause);
  if (!(error instanceof DeskError)) throw new Error(`expected a DeskError, got ${String(error)}`);
  return error;
}

describe('a service with ETags', () => {
  it('sends If-Match with the ETag of the version the form read, without reading again', async () => {
    const service = fakeService('strong', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    const saved = await observations.update(12, { occurrence_remarks: 'drained meadow' }, base);
    expect(saved.occurrence_remarks).toBe('drained meadow');
    expect(service.seen.map((r) => `${r.method} ${r.ifMatch ?? '-'}`)).toEqual(['GET -', 'PUT "v1"']);
    // the saved record is the next base: its ETag came with the PUT's answer
    await observations.update(12, { occurrence_remarks: 'dry meadow' }, saved);
    expect(service.seen.at(-1)).toMatchObject({ method: 'PUT', ifMatch: '"v2"' });
  });

  it('turns the 412 of a record changed meanwhile into a conflict carrying the current record, and saves from that', async () => {
    const service = fakeService('strong', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    service.theyChange({ verbatim_identification: 'Carex nigra' });
    const error = await conflictOf(observations.update(12, { occurrence_remarks: 'drained meadow' }, base));
    expect(error).toMatchObject({ status: 412, code: 'conflict' });
    expect(error.current).toMatchObject({ verbatim_identification: 'Carex nigra', occurrence_remarks: 'wet meadow' });
    expect(service.state.record).toMatchObject({ occurrence_remarks: 'wet meadow' });
    const again = await observations.update(12, { occurrence_remarks: 'drained meadow' }, Observation.parse(error.current));
    expect(again).toMatchObject({ verbatim_identification: 'Carex nigra', occurrence_remarks: 'drained meadow' });
    expect(writesOf(service.seen).map((r) => r.ifMatch)).toEqual(['"v1"', '"v2"']);
  });

  it('reads again when the version it remembers is not the form\'s (another view read a newer one meanwhile)', async () => {
    const service = fakeService('strong', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    service.theyChange({ occurrence_remarks: 'flooded' });
    await observations.get(12); // e.g. the detail panel refreshed: main now knows "v2"
    const error = await conflictOf(observations.update(12, { verbatim_identification: 'Carex nigra' }, base));
    expect(error.code).toBe('conflict');
    expect(error.current).toMatchObject({ occurrence_remarks: 'flooded' });
    expect(writesOf(service.seen)).toEqual([]);
  });

  it('refuses a delete of a changed relevé and of a changed project with the current record', async () => {
    const releveService = fakeService('strong', { id: 4, dataset_id: 3, project: 'Plot 7' });
    const releves = new RelevesDomain(releveService.api);
    const releve = await releves.get(4);
    releveService.theyChange({ project: 'Plot 7b' });
    expect((await conflictOf(releves.remove(4, releve))).current).toMatchObject({ project: 'Plot 7b' });
    expect(releveService.state.record).not.toBeNull();

    const projectService = fakeService('strong', { id: 3, project_name: 'Flora Ticino', is_public: false, anonymise_observers: false, date_rounding: 'none' });
    const projects = new ProjectsDomain(projectService.api);
    const project = await projects.get(3);
    projectService.theyChange({ is_public: true });
    const error = await conflictOf(projects.remove(3, project));
    expect(error).toMatchObject({ status: 412, current: { is_public: true } });
    expect(projectService.state.record).not.toBeNull();
  });

  it('writes without a precondition when the caller gives no base (last write wins, as before)', async () => {
    const service = fakeService('strong', OBSERVATION);
    await new ObservationsDomain(service.api).update(12, { occurrence_remarks: 'x' });
    expect(service.seen).toEqual([{ method: 'PUT', path: '/rest/v5/observations/12', ifMatch: null }]);
  });
});

describe('a strict v5 service (no ETag)', () => {
  it('reads the record again right before the PUT and sends it when nothing changed', async () => {
    const service = fakeService('none', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    await observations.update(12, { occurrence_remarks: 'drained meadow' }, base);
    expect(service.seen.map((r) => `${r.method} ${r.ifMatch ?? '-'}`)).toEqual(['GET -', 'GET -', 'PUT -']);
    expect(service.state.record).toMatchObject({ occurrence_remarks: 'drained meadow' });
  });

  it('finds a change made meanwhile by comparing, sends nothing, and answers the conflict with the current record', async () => {
    const service = fakeService('none', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    service.theyChange({ verbatim_identification: 'Carex nigra' });
    const error = await conflictOf(observations.update(12, { occurrence_remarks: 'drained meadow' }, base));
    expect(error).toMatchObject({ status: 412, code: 'conflict', current: { verbatim_identification: 'Carex nigra' } });
    expect(writesOf(service.seen)).toEqual([]);
    expect(service.state.record).toMatchObject({ occurrence_remarks: 'wet meadow' });
  });

  it('compares before a DELETE too', async () => {
    const service = fakeService('none', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    service.theyChange({ occurrence_remarks: 'flooded' });
    expect((await conflictOf(observations.remove(12, base))).code).toBe('conflict');
    expect(service.state.record).not.toBeNull();
    await observations.remove(12, Observation.parse(service.state.record));
    expect(service.state.record).toBeNull();
  });

  it('treats weak ETags as none (If-Match compares strongly, RFC 9110 §13.1.1)', async () => {
    const service = fakeService('weak', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    await observations.update(12, { occurrence_remarks: 'x' }, base);
    expect(service.seen.map((r) => `${r.method} ${r.ifMatch ?? '-'}`)).toEqual(['GET -', 'GET -', 'PUT -']);
  });

  it('says so when the record was deleted meanwhile', async () => {
    const service = fakeService('none', OBSERVATION);
    const observations = new ObservationsDomain(service.api);
    const base = await observations.get(12);
    service.state.record = null;
    const error = await conflictOf(observations.update(12, { occurrence_remarks: 'x' }, base));
    expect(error).toMatchObject({ status: 404, code: 'not-found', message: 'Observation 12 was deleted by someone else since you opened it.' });
  });
});

describe('recordDigest and the version memory', () => {
  it('ignores key order and absent vs undefined keys, so a record back from the renderer matches', () => {
    expect(recordDigest({ a: 1, b: [2, 3], c: undefined })).toBe(recordDigest({ b: [2, 3], a: 1 }));
    expect(recordDigest({ a: 1 })).not.toBe(recordDigest({ a: 2 }));
  });

  it('forgets the least recently read versions beyond its size, and then reads again before writing', async () => {
    const service = fakeService('strong', OBSERVATION);
    const versions = new VersionedRecords(service.api, 1);
    const base = await versions.read('/rest/v5/observations/12', Observation);
    await versions.read('/rest/v5/observations/13', Observation); // the fake answers its one record on any path
    await versions.write({ method: 'PUT', path: '/rest/v5/observations/12', body: { occurrence_remarks: 'x' }, base, what: 'Observation 12' }, Observation);
    expect(service.seen.slice(2).map((r) => `${r.method} ${r.ifMatch ?? '-'}`)).toEqual(['GET -', 'PUT "v1"']);
  });
});
