/**
 * The project, people and relevé domains (src-main/domains/{projects,people,releves}.ts) against a
 * fake v5 service: the query they send, the 409 of a refused project delete made plain, a
 * service without totals or with unreadable lists, and a person's roles across projects when
 * some projects' policies cannot be read.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, type BearerTokenSource } from '../../../src-main/api/client.js';
import { PeopleDomain, peopleListClauses } from '../../../src-main/domains/people.js';
import { deleteConflictMessage, ProjectsDomain } from '../../../src-main/domains/projects.js';
import { RelevesDomain } from '../../../src-main/domains/releves.js';
import { DeskError } from '../../../src-shared/contract/index.js';

const tokens: BearerTokenSource = { accessToken: async () => 't', renewAfterUnauthorized: async () => 't2', expire: () => undefined };

/** An ApiClient on a fake service answering `answer(url, method)`; records the requests. */
function fakeApi(answer: (url: URL, method: string) => Response): { api: ApiClient; requests: Array<{ method: string; url: URL }> } {
  const requests: Array<{ method: string; url: URL }> = [];
  const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const method = init?.method ?? 'GET';
    requests.push({ method, url });
    return answer(url, method);
  }) as unknown as typeof globalThis.fetch;
  return { api: new ApiClient({ baseUrl: () => 'http://127.0.0.1:9/', session: tokens, fetch }), requests };
}
const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
const query = (url: URL): Record<string, string> => Object.fromEntries(url.searchParams);

describe('ProjectsDomain', () => {
  it('lists with project_name[iw_contains], right, paging and with_total, and reads both totals', async () => {
    const { api, requests } = fakeApi(() => json({ data: [{ id: 3, project_name: 'Neophytes Ticino' }] }, 200, { 'x-total': '6', 'x-filtered-total': '1' }));
    const page = await new ProjectsDomain(api).list({ project_name: ' neo,ti ', right: 'manage', offset: 0, limit: 50, sort: 'project_name', dir: 'desc' });
    expect(query(requests[0]!.url)).toEqual({
      'project_name[iw_contains]': 'neo*ti', right: 'manage', with_total: 'true', offset: '0', limit: '50', sort: 'project_name', dir: 'desc',
    });
    expect(page).toEqual({ rows: [{ id: 3, project_name: 'Neophytes Ticino' }], total: 6, filtered_total: 1 });
  });

  it('makes a refused delete (409) a conflict that says why, whatever the service wrote', async () => {
    const withDetail = fakeApi(() => json({ status: 409, title: 'Conflict', detail: 'Project 2 still holds 5 observations, 0 relevés and 1 document.' }, 409));
    await expect(new ProjectsDomain(withDetail.api).remove(2)).rejects.toMatchObject({
      status: 409, code: 'conflict', message: 'Project 2 still holds 5 observations, 0 relevés and 1 document.',
    });
    const bare = fakeApi(() => new Response('', { status: 409 }));
    const error = await new ProjectsDomain(bare.api).remove(2).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({ code: 'conflict', message: expect.stringContaining('still holds observations, relevés or documents') });
    expect(bare.requests[0]).toMatchObject({ method: 'DELETE' });
    expect(bare.requests[0]!.url.pathname).toBe('/rest/v5/projects/2');
  });

  it('keeps the service\'s own 409 message and falls back only on the generic one', () => {
    expect(deleteConflictMessage(4, 'Still holds 3 relevés.')).toBe('Still holds 3 relevés.');
    expect(deleteConflictMessage(4, 'This conflicts with the current state of the data.')).toMatch(/^Project 4 cannot be deleted/);
    expect(deleteConflictMessage(4, ' ')).toMatch(/^Project 4 cannot be deleted/);
  });

  it('counts holdings from X-Filtered-Total, null where the service gives no total or fails', async () => {
    const { api, requests } = fakeApi((url) => {
      if (url.pathname.endsWith('/observations')) return json({ data: [] }, 200, { 'x-total': '99', 'x-filtered-total': '12' });
      if (url.pathname.endsWith('/releves')) return json({ data: [] });
      return json({ status: 500 }, 500);
    });
    expect(await new ProjectsDomain(api).holdings(7)).toEqual({ observations: 12, releves: null, documents: null });
    expect(requests.map((r) => query(r.url))).toEqual(Array(3).fill({ 'dataset_id[eq]': '7', with_total: 'true', limit: '1' }));
  });

  it('reads every page of the related policies with the role and person filters', async () => {
    const policy = (id: number) => ({ id, project_id: 1, person_id: id, first_name: 'A', last_name: `P${id}`, organisation: null, role: 'editor', rights: ['read', 'write'] });
    const { api, requests } = fakeApi((url) => {
      const offset = Number(url.searchParams.get('offset'));
      return json({ data: offset === 0 ? Array.from({ length: 1000 }, (_, i) => policy(i + 1)) : [policy(1001)] });
    });
    const policies = await new ProjectsDomain(api).relatedPolicies(1, { role: ['editor', 'viewer'], person_id: 5 });
    expect(policies).toHaveLength(1001);
    expect(requests).toHaveLength(2);
    expect(query(requests[1]!.url)).toMatchObject({ 'role[in]': 'editor,viewer', 'person_id[eq]': '5', offset: '1000', limit: '1000' });
  });
});

describe('PeopleDomain', () => {
  it('builds the name, id and updated_since query', async () => {
    expect(peopleListClauses({ last_name: ' mül,ler ', first_name: '*', id: [3, 4] })).toEqual([
      { field: 'last_name', operation: 'iw_contains', value: 'mül*ler' },
      { field: 'id', operation: 'in', value: [3, 4] },
    ]);
    const { api, requests } = fakeApi(() => json({ data: [{ id: 1, first_name: null, last_name: 'Muller' }] }));
    const page = await new PeopleDomain(api, new ProjectsDomain(api)).list({ last_name: 'mul', updated_since: '2025-01-01', offset: 0, limit: 50 });
    expect(query(requests[0]!.url)).toMatchObject({ 'last_name[iw_contains]': 'mul', updated_since: '2025-01-01', with_total: 'true' });
    expect(page).toEqual({ rows: [{ id: 1, first_name: null, last_name: 'Muller' }], total: null, filtered_total: null });
  });

  it('collects a person\'s roles per project, by project name then role, counting projects it could not read', async () => {
    const projects = [{ id: 1, project_name: 'Zeta' }, { id: 2, project_name: 'Alpha' }, { id: 3, project_name: 'Gone' }];
    const { api } = fakeApi((url) => {
      if (url.pathname === '/rest/v5/projects') return json({ data: projects });
      const id = Number(url.pathname.split('/')[4]);
      if (id === 3) return json({ status: 403, detail: 'No right.' }, 403);
      expect(url.searchParams.get('person_id[eq]')).toBe('8');
      const roles = id === 2 ? ['viewer', 'manager'] : ['editor'];
      return json({ data: roles.map((role, i) => ({ id: id * 10 + i, project_id: id, person_id: 8, first_name: 'Eva', last_name: 'Huber', organisation: null, role, rights: ['read'] })) });
    });
    const result = await new PeopleDomain(api, new ProjectsDomain(api)).projectRoles(8);
    expect(result.roles.map((r) => `${r.project_name}:${r.role}`)).toEqual(['Alpha:manager', 'Alpha:viewer', 'Zeta:editor']);
    expect(result).toMatchObject({ projects_checked: 2, projects_failed: 1 });
  });

  it('stops with the session error instead of counting it as a failed project', async () => {
    const { api } = fakeApi((url) => (url.pathname === '/rest/v5/projects' ? json({ data: [{ id: 1, project_name: 'A' }] }) : new Response('', { status: 401 })));
    await expect(new PeopleDomain(api, new ProjectsDomain(api)).projectRoles(8)).rejects.toMatchObject({ code: 'session-expired' });
  });
});

describe('RelevesDomain', () => {
  it('sends checked clauses, srid and paging; refuses an unknown filter without a request', async () => {
    const { api, requests } = fakeApi(() => json({ data: [{ id: 5, dataset_id: 1 }] }, 200, { 'x-total': '10', 'x-filtered-total': '1' }));
    const domain = new RelevesDomain(api);
    const page = await domain.list({ clauses: [{ field: 'id', operation: 'gte', value: '5' }, { field: 'taxon_id', operation: 'in', value: [1, 2] }], srid: 2056, offset: 0, limit: 10 });
    expect(query(requests[0]!.url)).toMatchObject({ 'id[gte]': '5', 'taxon_id[in]': '1,2', srid: '2056', limit: '10', with_total: 'true' });
    expect(page.filtered_total).toBe(1);
    await expect(domain.list({ clauses: [{ field: 'syntaxon_name', operation: 'eq', value: 'x' }], offset: 0, limit: 10 }))
      .rejects.toMatchObject({ code: 'invalid-input', fields: [{ field: 'syntaxon_name' }] });
    expect(requests).toHaveLength(1);
  });
});

describe('ProjectPoliciesDomain (policy writes, an extension)', () => {
  const offered = async (answer: (url: URL, method: string) => Response) => (await new ProjectsDomain(fakeApi(answer).api).policies.support(4)).offered;

  it('learns from the Allow header of OPTIONS whether the service offers the writes, never from its name', async () => {
    const { api, requests } = fakeApi(() => new Response(null, { status: 204, headers: { allow: 'GET, POST, HEAD, OPTIONS' } }));
    expect(await new ProjectsDomain(api).policies.support(4)).toEqual({ offered: 'yes' });
    expect(requests[0]).toMatchObject({ method: 'OPTIONS' });
    expect(requests[0]!.url.pathname).toBe('/rest/v5/projects/4/related_policies');
    // a strict v5 service: a 405 naming GET only, a 404 for OPTIONS, an Allow without POST
    expect(await offered(() => json({ status: 405 }, 405, { allow: 'GET, HEAD' }))).toBe('no');
    expect(await offered(() => json({ status: 404 }, 404))).toBe('no');
    expect(await offered(() => new Response(null, { status: 200, headers: { allow: 'GET,HEAD,POSTAL' } }))).toBe('no');
    expect(await offered(() => new Response(null, { status: 200, headers: { allow: 'GET,POST' } }))).toBe('yes');
    // no answer, or a failing service: not known, so the page can say it could not tell
    expect(await offered(() => json({ status: 503 }, 503))).toBe('unknown');
    expect(await offered(() => { throw new TypeError('fetch failed'); })).toBe('unknown');
  });

  it('grants, changes and revokes with the policy paths and bodies; refusals keep the service\'s fields', async () => {
    const { api, requests } = fakeApi((url, method) => {
      if (method === 'DELETE') return new Response(null, { status: 204 });
      if (method === 'POST') return json({ status: 422, title: 'Unprocessable Content', errors: [{ field: 'role', message: 'Invalid option.' }] }, 422);
      return json({ data: { id: 9, project_id: 4, person_id: 2, first_name: 'A', last_name: 'B', organisation: null, role: 'validator', rights: ['read', 'validate'] } });
    });
    const domain = new ProjectsDomain(api).policies;
    await expect(domain.grant(4, { person_id: 2, role: 'editor' })).rejects.toMatchObject({ status: 422, fields: [{ field: 'role' }] });
    expect(await domain.change(4, 9, { role: 'validator' })).toMatchObject({ id: 9, role: 'validator' });
    expect(await domain.revoke(4, 9)).toEqual({ id: 4, policy_id: 9 });
    expect(requests.map((r) => `${r.method} ${r.url.pathname}`)).toEqual([
      'POST /rest/v5/projects/4/related_policies', 'PUT /rest/v5/projects/4/related_policies/9', 'DELETE /rest/v5/projects/4/related_policies/9',
    ]);
  });
});
