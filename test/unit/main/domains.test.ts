/**
 * Pure parts of the workspace domains (src-main/domains/): clause checking, the picker search
 * merge, the per-profile cache, desk-file URLs, and how the domains tolerate a v5 service that
 * differs from the reference one (no totals headers, ids paged anyway) — with a fake fetch.
 */
import { describe, expect, it, vi } from 'vitest';
import { ApiClient, type BearerTokenSource } from '../../../src-main/api/client.js';
import { checkFilterClauses } from '../../../src-main/domains/clauses.js';
import { electronDocFileUrl, parseDocFileTarget, parseElectronDocFileUrl, webDocFileUrl } from '../../../src-main/domains/doc-file-urls.js';
import { withDeskFileUrls } from '../../../src-main/domains/observation-docs.js';
import { ObservationsDomain } from '../../../src-main/domains/observations.js';
import { ProfileCache } from '../../../src-main/domains/reference-cache.js';
import { fold, matchRank, mergePeople, mergeTaxonNames, searchText } from '../../../src-main/domains/reference-search.js';
import { DeskError } from '../../../src-shared/contract/index.js';
import { OBSERVATION_FILTERS } from '../../../src-shared/filters/observations.js';

const tokens: BearerTokenSource = { accessToken: async () => 't', renewAfterUnauthorized: async () => 't2', expire: () => undefined };

/** An ApiClient on a fake service answering `answer(url)`; records the URLs asked. */
function fakeApi(answer: (url: URL) => Response): { api: ApiClient; urls: URL[] } {
  const urls: URL[] = [];
  const fetch = vi.fn(async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    urls.push(url);
    return answer(url);
  }) as unknown as typeof globalThis.fetch;
  return { api: new ApiClient({ baseUrl: () => 'http://127.0.0.1:9/', session: tokens, fetch }), urls };
}
const json = (body: unknown, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

describe('checkFilterClauses', () => {
  it('returns the clauses typed as the service parses them', () => {
    expect(checkFilterClauses([
      { field: 'taxon_id', operation: 'in', value: ['1', 2] },
      { field: 'event_date', operation: 'gte', value: '2025-01-01' },
      { field: 'releve_id', operation: 'is_null' },
      { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((0 0, 1 0, 1 1, 0 0))' },
    ], OBSERVATION_FILTERS, 'Observations')).toEqual([
      { field: 'taxon_id', operation: 'in', value: [1, 2] },
      { field: 'event_date', operation: 'gte', value: '2025-01-01' },
      { field: 'releve_id', operation: 'is_null' },
      { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((0 0, 1 0, 1 1, 0 0))' },
    ]);
  });

  it('refuses a list item the service would split in two, naming its field (the old round trip split it silently)', () => {
    expect(() => checkFilterClauses([{ field: 'verbatim_identification', operation: 'in', value: ['Carex flava, agg.'] }], OBSERVATION_FILTERS, 'Observations'))
      .toThrow(expect.objectContaining({ code: 'invalid-input', fields: [expect.objectContaining({ field: 'verbatim_identification' })] }));
  });

  it('names every field at fault in one invalid-input error', () => {
    let error: unknown;
    try {
      checkFilterClauses([
        { field: 'taxa', operation: 'in', value: [1] },
        { field: 'validation', operation: 'gt', value: 1 },
        { field: 'dataset_id', operation: 'eq' },
        { field: 'occurrence_id', operation: 'eq', value: 'abc' },
      ], OBSERVATION_FILTERS, 'Observations');
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeskError);
    expect(error).toMatchObject({ status: 400, code: 'invalid-input' });
    expect((error as DeskError).fields.map((f) => f.field)).toEqual(['taxa', 'validation', 'dataset_id', 'occurrence_id']);
  });
});

describe('picker search helpers', () => {
  it('folds case and accents, and makes separators wildcards', () => {
    expect(fold('Knöterich ÉCOLE')).toBe('knoterich ecole');
    expect(searchText('  Dianthus, L. ')).toBe('Dianthus* L.');
    expect(searchText(' * ')).toBe('');
  });

  it('ranks prefix before word prefix before substring', () => {
    expect(matchRank(['Stein-Nelke'], 'stein')).toBe(0);
    expect(matchRank(['Stein-Nelke'], 'nelke')).toBe(1);
    expect(matchRank(['Steinnelke'], 'nelke')).toBe(2);
    expect(matchRank([null, 'Garofano selvatico'], 'selv')).toBe(1);
  });

  it('merges taxon names: unique, accepted first, best match, at most limit', () => {
    const a = { id: 1, scientific_name: 'Dianthus carthusianorum', taxonomic_status: 'accepted', vernacular_name_de: 'Kartäuser-Nelke' };
    const b = { id: 2, scientific_name: 'Dianthus sylvestris', taxonomic_status: 'accepted', vernacular_name_de: 'Stein-Nelke' };
    const syn = { id: 3, scientific_name: 'Nelkus synonymus', taxonomic_status: 'synonym' };
    const c = { id: 4, scientific_name: 'Nelkia', taxonomic_status: 'accepted' };
    expect(mergeTaxonNames([[syn, c], [b, a, c]], 'nelk', 10).map((n) => n.id)).toEqual([4, 1, 2, 3]);
    expect(mergeTaxonNames([[syn, c], [b, a, c]], 'nelk', 2)).toHaveLength(2);
  });

  it('merges people by match, then name', () => {
    const people = [
      { id: 3, first_name: 'Anna', last_name: 'Zeller' },
      { id: 1, first_name: 'Zora', last_name: 'Annen' },
      { id: 2, first_name: 'Hanna', last_name: 'Meier' },
    ];
    expect(mergePeople([people, [people[0]!]], 'ann', 10).map((p) => p.id)).toEqual([1, 3, 2]);
  });
});

describe('ProfileCache', () => {
  it('loads once per scope, drops everything when the scope changes, and forgets failures', async () => {
    let scope = 'a';
    const cache = new ProfileCache({ scope: () => scope });
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const [x, y] = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(y).toBe(x);
    expect(load).toHaveBeenCalledTimes(1);
    scope = 'b';
    expect(await cache.get('k', load)).not.toBe(x);
    expect(load).toHaveBeenCalledTimes(2);
    await expect(cache.get('bad', async () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(await cache.get('bad', async () => 'now')).toBe('now');
  });

  it('keeps at most maxEntries, least recently used dropped first', async () => {
    const cache = new ProfileCache({ scope: () => 's', maxEntries: 2 });
    await cache.get('a', async () => 1);
    await cache.get('b', async () => 2);
    await cache.get('a', async () => 0); // a used again
    await cache.get('c', async () => 3); // b dropped
    expect(await cache.get('a', async () => -1)).toBe(1);
    expect(await cache.get('b', async () => -2)).toBe(-2);
  });
});

describe('desk-file URLs', () => {
  it('builds and parses both forms; only integer ids and known variants', () => {
    expect(electronDocFileUrl(12, 'thumbnail')).toBe('desk-file://doc/12/thumbnail');
    expect(webDocFileUrl(12, 'file')).toBe('/desk-file/doc/12/file');
    expect(parseElectronDocFileUrl('desk-file://doc/12/thumbnail')).toEqual({ id: 12, variant: 'thumbnail' });
    for (const bad of ['desk-file://doc/0/file', 'desk-file://doc/012/file', 'desk-file://doc/1e3/file', 'desk-file://doc/1/raw',
      'desk-file://other/1/file', 'desk-file://u:p@doc/1/file', 'app://doc/1/file', 'desk-file://doc/1/file/x', 'not a url']) {
      expect(parseElectronDocFileUrl(bad), bad).toBeNull();
    }
    expect(parseDocFileTarget('99999999999999999/file')).toBeNull();
  });

  it('rewrites file_url and every thumbnail size of a document', () => {
    const doc = {
      id: 7, doc_type: 1, folder_name: null, file_name: 'a.jpg', original_file_name: 'a.jpg', mimetype: 'image/jpeg', dataset_id: 1,
      doc_rem: null, owner: 1, file_url: 'https://s/rest/v5/docs/7/file', thumbnail_urls: { small: 'https://s/rest/v5/docs/7/thumbnail' },
    };
    expect(withDeskFileUrls(doc, electronDocFileUrl)).toMatchObject({ file_url: 'desk-file://doc/7/file', thumbnail_urls: { small: 'desk-file://doc/7/thumbnail' } });
    expect(withDeskFileUrls({ ...doc, thumbnail_urls: {} }, electronDocFileUrl).thumbnail_urls).toEqual({});
  });
});

describe('ObservationsDomain with another v5 service', () => {
  const row = (id: number): Record<string, unknown> => ({ occurrence_id: id, dataset_id: 1, basis_of_record: 1, extra: 'kept' });

  it('answers null totals when the service omits the headers, and keeps unknown fields', async () => {
    const { api, urls } = fakeApi(() => json({ data: [row(1)] }));
    const page = await new ObservationsDomain(api).list({ clauses: [{ field: 'taxon_id', operation: 'eq', value: 3 }], offset: 0, limit: 10 });
    expect(page).toEqual({ rows: [row(1)], total: null, filtered_total: null });
    expect(urls[0]!.searchParams.get('with_total')).toBe('true');
    expect(urls[0]!.searchParams.get('taxon_id[eq]')).toBe('3');
  });

  it('leaves with_total out when the caller asks for no totals (a later page of a filter)', async () => {
    const { api, urls } = fakeApi(() => json({ data: [row(101)] }));
    await new ObservationsDomain(api).list({ clauses: [], offset: 100, limit: 100, with_total: false });
    expect(urls[0]!.searchParams.has('with_total')).toBe(false);
  });

  it('reads on while a service pages the ids anyway', async () => {
    const all = Array.from({ length: 2500 }, (_, i) => i + 1);
    const { api, urls } = fakeApi((url) => {
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 100), 1000);
      return json({ data: all.slice(offset, offset + limit) }, { 'x-total': '2500', 'x-filtered-total': '2500' });
    });
    expect(await new ObservationsDomain(api).ids([])).toEqual(all);
    expect(urls.map((u) => u.searchParams.get('offset'))).toEqual([null, '100', '1100', '2100']);
  });
});
