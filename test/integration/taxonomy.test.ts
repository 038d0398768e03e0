/**
 * Public taxonomy endpoints over HTTP (interface v5, Taxonomy): names, taxa, profiles,
 * relations, references; filters, autocomplete order, the deprecated common_name alias, paging,
 * totals, HEAD, 400/404/405 problems. Expectations are computed from the seeded database where
 * they depend on the data; a few well-known rows of resources/demo/reference/taxa.csv are named
 * (187 Reynoutria japonica with synonyms 391 and 392).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src-server/db/open.js';
import type { RunningServer } from '../../src-server/index.js';
import {
  TaxonNameSchema, TaxonProfileSchema, TaxonReferenceSchema, TaxonRelationSchema, TaxonSchema,
} from '../../src-shared/schemas/taxonomy.js';
import { api, startTestServer } from '../helpers/server.js';

const T = '/public/v5/taxonomy';
let server: RunningServer;
let db: Db;
const get = (path: string, method = 'GET') => api(server.url, path, { method });
const count = (sql: string, ...params: unknown[]): number => (db.prepare(sql).get(...params) as { n: number }).n;

beforeAll(async () => {
  server = await startTestServer();
  db = server.db;
});
afterAll(async () => {
  await server?.close();
});

const tier = (name: string, text: string): number => {
  const n = name.toLowerCase();
  return n.startsWith(text) ? 0 : n.includes(` ${text}`) ? 1 : 2;
};

describe('GET /public/v5/taxonomy/names', () => {
  it('lists every name record, synonyms included, with totals', async () => {
    const res = await get(`${T}/names?with_total=true&limit=1000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe(String(count('SELECT count(*) AS n FROM taxa')));
    expect(res.headers.get('x-filtered-total')).toBe(res.headers.get('x-total'));
    expect(res.body.data).toHaveLength(count('SELECT count(*) AS n FROM taxa'));
    for (const row of res.body.data) TaxonNameSchema.parse(row);
    const synonym = res.body.data.find((n: { id: number }) => n.id === 391);
    expect(synonym).toMatchObject({ taxonomic_status: 'synonym', accepted_taxon_id: 187, accepted_scientific_name: 'Reynoutria japonica Houtt.' });
    const accepted = res.body.data.find((n: { id: number }) => n.id === 187);
    expect(accepted).toMatchObject({ accepted_taxon_id: 187, group: 'vascular_plants', vernacular_name_en: 'Japanese knotweed' });
  });

  it('pages with offset and limit (default 100) and sorts on request', async () => {
    expect((await get(`${T}/names`)).body.data).toHaveLength(100);
    const all = (await get(`${T}/names?sort=id&limit=20`)).body.data.map((n: { id: number }) => n.id);
    const page = (await get(`${T}/names?sort=id&offset=5&limit=5`)).body.data.map((n: { id: number }) => n.id);
    expect(page).toEqual(all.slice(5, 10));
    const desc = (await get(`${T}/names?sort=id&dir=desc&limit=3`)).body.data.map((n: { id: number }) => n.id);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
  });

  it('orders an autocomplete sensibly: accepted first, then names starting with the text, then by name', async () => {
    for (const text of ['polygon', 'alpin', 'fallopia']) {
      const res = await get(`${T}/names?scientific_name[iw_contains]=${text}&limit=1000`);
      expect(res.status).toBe(200);
      const rows = res.body.data as Array<{ scientific_name: string; taxonomic_status: string }>;
      expect(rows.length).toBeGreaterThan(0);
      const keys = rows.map((r) => [r.taxonomic_status === 'accepted' ? 0 : 1, tier(r.scientific_name, text), r.scientific_name.toLowerCase()] as const);
      for (let i = 1; i < keys.length; i += 1) {
        const [a, b] = [keys[i - 1]!, keys[i]!];
        const ordered = a[0] < b[0] || (a[0] === b[0] && (a[1] < b[1] || (a[1] === b[1] && a[2] <= b[2])));
        expect(ordered, `${rows[i - 1]!.scientific_name} before ${rows[i]!.scientific_name}`).toBe(true);
      }
      for (const r of rows) expect(r.scientific_name.toLowerCase()).toContain(text);
    }
  });

  it('matches vernacular_name in any of the four languages, and common_name as a deprecated alias', async () => {
    for (const [text, id] of [['schafgarbe', 4], ['yarrow', 4], ['renouée du japon', 187], ['poligono del giappone', 187]] as const) {
      const res = await get(`${T}/names?vernacular_name[iw_contains]=${encodeURIComponent(text)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('deprecation')).toBeNull();
      expect(res.body.data.map((n: { id: number }) => n.id)).toContain(id);
      for (const n of res.body.data) {
        const names = [n.vernacular_name_de, n.vernacular_name_fr, n.vernacular_name_it, n.vernacular_name_en];
        expect(names.some((v: string | null) => v?.toLowerCase().includes(text))).toBe(true);
      }
    }
    const viaAlias = await get(`${T}/names?common_name[iw_contains]=knot`);
    const direct = await get(`${T}/names?vernacular_name[iw_contains]=knot`);
    expect(viaAlias.status).toBe(200);
    expect(viaAlias.headers.get('deprecation')).toMatch(/^@\d+$/);
    expect(viaAlias.body.data).toEqual(direct.body.data);
    expect(direct.body.data.length).toBeGreaterThan(2);
  });

  it('filters by id, rank, taxonomic_status, group, taxa_group_id, genus and accepted_taxon_id', async () => {
    const ids = await get(`${T}/names?id[in]=3,4,391&sort=id`);
    expect(ids.body.data.map((n: { id: number }) => n.id)).toEqual([3, 4, 391]);
    const genera = await get(`${T}/names?rank=genus&with_total=true&limit=1000`);
    expect(Number(genera.headers.get('x-filtered-total'))).toBe(count("SELECT count(*) AS n FROM taxa WHERE rank = 'genus'"));
    expect(genera.body.data.every((n: { rank: string }) => n.rank === 'genus')).toBe(true);
    const synonyms = await get(`${T}/names?taxonomic_status=synonym&limit=1000`);
    expect(synonyms.body.data).toHaveLength(count("SELECT count(*) AS n FROM taxa WHERE taxonomic_status = 'synonym'"));
    expect(synonyms.body.data.every((n: { id: number; accepted_taxon_id: number }) => n.accepted_taxon_id !== n.id)).toBe(true);
    const birds = await get(`${T}/names?group=birds&limit=1000`);
    expect(birds.body.data.length).toBeGreaterThan(0);
    const groupId = birds.body.data[0].taxa_group_id;
    const byId = await get(`${T}/names?taxa_group_id=${groupId}&limit=1000`);
    expect(byId.body.data).toEqual(birds.body.data);
    const notBirds = await get(`${T}/names?group[neq]=birds&with_total=true`);
    expect(Number(notBirds.headers.get('x-filtered-total'))).toBe(count('SELECT count(*) AS n FROM taxa') - birds.body.data.length);
    const reynoutria = await get(`${T}/names?genus[iw_eq]=reynoutria&rank=species&limit=1000`);
    expect(reynoutria.body.data.map((n: { id: number }) => n.id).sort()).toEqual([187, 188, 189]);
    const family = await get(`${T}/names?accepted_taxon_id=187`);
    expect(family.body.data.map((n: { id: number }) => n.id)).toEqual([187, 391, 392]);
  });

  it('filters reference_id over the own reference and taxa_relations', async () => {
    const res = await get(`${T}/names?reference_id=3&limit=1000&with_total=true`);
    const expected = count(`SELECT count(*) AS n FROM taxa t WHERE t.reference_id = 3
      OR EXISTS (SELECT 1 FROM taxa_relations r WHERE r.taxon_id = t.id AND r.reference_id = 3)`);
    expect(expected).toBeGreaterThan(0);
    expect(res.body.data).toHaveLength(expected);
    expect(res.body.data.map((n: { id: number }) => n.id)).toContain(187);
    const not = await get(`${T}/names?reference_id[not_in]=3&with_total=true`);
    expect(Number(not.headers.get('x-filtered-total'))).toBe(count('SELECT count(*) AS n FROM taxa') - expected);
  });

  it('filters on profile facts of the accepted taxon (type and value of the same fact)', async () => {
    const res = await get(`${T}/names?fact_type=swiss_invasive_status&fact_value=invasive&taxonomic_status=accepted&limit=1000`);
    const expected = count(`SELECT count(*) AS n FROM taxa t WHERE t.taxonomic_status = 'accepted' AND (t.swiss_invasive_status = 'invasive'
      OR EXISTS (SELECT 1 FROM taxa_facts f WHERE f.taxon_id = t.id AND f.fact_type = 'swiss_invasive_status' AND f.fact_value = 'invasive'))`);
    expect(expected).toBeGreaterThan(10);
    expect(res.body.data).toHaveLength(expected);
    const mixed = await get(`${T}/names?fact_type=neophyte&fact_value=invasive`);
    expect(mixed.body.data).toEqual([]);
  });

  it('answers bad parameters with a 400 problem naming the parameter', async () => {
    for (const [query, parameter] of [
      ['rank[gt]=species', 'rank[gt]'], ['id=abc', 'id'], ['foo=1', 'foo'], ['limit=1001', 'limit'], ['sort=nope', 'sort'],
      ['scientific_name=a,b', 'scientific_name'], ['id[between]=1', 'id[between]'], ['ranks=species', 'ranks'], ['status=accepted', 'status'],
    ] as const) {
      const res = await get(`${T}/names?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 400, parameter });
    }
  });

  it('answers HEAD with the totals only', async () => {
    const res = await get(`${T}/names?with_total=true&rank=species`, 'HEAD');
    expect(res.status).toBe(200);
    expect(res.body).toBeUndefined();
    expect(Number(res.headers.get('x-filtered-total'))).toBe(count("SELECT count(*) AS n FROM taxa WHERE rank = 'species'"));
    expect(Number(res.headers.get('x-total'))).toBe(count('SELECT count(*) AS n FROM taxa'));
  });

  it('GET /names/{id}: one name, 404 problem when missing', async () => {
    const res = await get(`${T}/names/392`);
    expect(res.status).toBe(200);
    expect(TaxonNameSchema.parse(res.body.data)).toMatchObject({ id: 392, scientific_name: 'Polygonum cuspidatum Siebold & Zucc.', accepted_taxon_id: 187 });
    for (const id of ['999999', 'abc', '0']) {
      const missing = await get(`${T}/names/${id}`);
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject({ status: 404, title: 'Not Found' });
    }
  });

  it('answers other methods with 405 and Allow', async () => {
    const res = await api(server.url, `${T}/names`, { method: 'POST', body: { scientific_name: 'X' } });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toBe('GET, HEAD');
    expect((await get(`${T}/taxa/187`, 'DELETE')).status).toBe(405);
  });
});

describe('GET /public/v5/taxonomy/taxa', () => {
  it('lists accepted taxa only, with their synonyms', async () => {
    const res = await get(`${T}/taxa?limit=1000&with_total=true`);
    const accepted = count("SELECT count(*) AS n FROM taxa WHERE taxonomic_status = 'accepted'");
    expect(res.headers.get('x-total')).toBe(String(accepted));
    expect(res.body.data).toHaveLength(accepted);
    for (const t of res.body.data) expect(TaxonSchema.parse(t).taxonomic_status).toBe('accepted');
    const japonica = res.body.data.find((t: { id: number }) => t.id === 187);
    expect(japonica.synonyms.map((s: { id: number }) => s.id).sort()).toEqual([391, 392]);
    expect(japonica).toMatchObject({ rank: 'species', family: 'Polygonaceae', genus: 'Reynoutria', vernacular_name_de: 'Japanischer Staudenknöterich' });
    expect(res.body.data.find((t: { id: number }) => t.id === 4).synonyms).toEqual([]);
  });

  it('filters like names (facts, vernacular names, common_name alias)', async () => {
    const neophytes = await get(`${T}/taxa?fact_type=neophyte&fact_value=true&rank=species&with_total=true`);
    expect(Number(neophytes.headers.get('x-filtered-total'))).toBe(
      count("SELECT count(*) AS n FROM taxa WHERE taxonomic_status = 'accepted' AND neophyte = 1 AND rank = 'species'"));
    const alias = await get(`${T}/taxa?common_name[iw_eq]=yarrow`);
    expect(alias.headers.get('deprecation')).toMatch(/^@/);
    expect(alias.body.data.map((t: { id: number }) => t.id)).toEqual([4]);
    expect((await get(`${T}/taxa?accepted_taxon_id=4`)).status).toBe(400);
  });

  it('GET /taxa/{id}: an accepted taxon; a synonym id is a 404 naming its accepted taxon', async () => {
    const res = await get(`${T}/taxa/187`);
    expect(res.status).toBe(200);
    expect(TaxonSchema.parse(res.body.data).synonyms).toHaveLength(2);
    const synonym = await get(`${T}/taxa/391`);
    expect(synonym.status).toBe(404);
    expect(synonym.body.detail).toContain('187');
    expect((await get(`${T}/taxa/999999`)).status).toBe(404);
  });
});

describe('taxon profiles', () => {
  it('/taxa/profiles is its own endpoint, not /taxa/{id}', async () => {
    const res = await get(`${T}/taxa/profiles?with_total=true&limit=1000`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe(String(count("SELECT count(*) AS n FROM taxa WHERE taxonomic_status = 'accepted'")));
    for (const p of res.body.data) TaxonProfileSchema.parse(p);
  });

  it('filters profiles by fact and lists each fact once', async () => {
    const res = await get(`${T}/taxa/profiles?fact_type=swiss_invasive_status&fact_value[in]=invasive,potentially_invasive&limit=1000`);
    expect(res.body.data.length).toBe(count("SELECT count(*) AS n FROM taxa WHERE taxonomic_status = 'accepted' AND swiss_invasive_status IS NOT NULL"));
    for (const p of res.body.data) {
      const types = p.facts.map((f: { fact_type: string; fact_value: string }) => `${f.fact_type}=${f.fact_value}`);
      expect(new Set(types).size).toBe(types.length);
      expect(types.some((t: string) => t.startsWith('swiss_invasive_status='))).toBe(true);
    }
  });

  it('GET /taxa/{id}/profile', async () => {
    const res = await get(`${T}/taxa/187/profile`);
    expect(res.status).toBe(200);
    expect(TaxonProfileSchema.parse(res.body.data)).toMatchObject({
      taxon_id: 187,
      facts: expect.arrayContaining([
        { fact_type: 'neophyte', fact_value: 'true' },
        { fact_type: 'swiss_invasive_status', fact_value: 'invasive' },
      ]),
    });
    expect(res.body.data.facts).toHaveLength(2);
    expect((await get(`${T}/taxa/4/profile`)).body.data.facts).toEqual([{ fact_type: 'neophyte', fact_value: 'false' }]);
    expect((await get(`${T}/taxa/391/profile`)).status).toBe(404);
  });
});

describe('GET /taxa/{id}/relations', () => {
  it('lists reference lists and synonyms of the taxon', async () => {
    const res = await get(`${T}/taxa/187/relations?with_total=true`);
    expect(res.status).toBe(200);
    for (const r of res.body.data) expect(TaxonRelationSchema.parse(r).taxon_id).toBe(187);
    const synonyms = res.body.data.filter((r: { relation_type: string }) => r.relation_type === 'has_synonym');
    expect(synonyms.map((r: { related_taxon_id: number }) => r.related_taxon_id).sort()).toEqual([391, 392]);
    expect(synonyms[0].related_scientific_name).toBeTruthy();
    const lists = res.body.data.filter((r: { relation_type: string }) => r.relation_type === 'listed_in');
    expect(lists.map((r: { reference_id: number }) => r.reference_id)).toEqual(expect.arrayContaining([3, 4]));
    expect(lists.every((r: { reference_title: string | null }) => !!r.reference_title)).toBe(true);
    expect(Number(res.headers.get('x-total'))).toBe(res.body.data.length);
  });

  it('filters by relation_type and reference_id; 404 for a synonym or missing taxon', async () => {
    const res = await get(`${T}/taxa/187/relations?relation_type=has_synonym`);
    expect(res.body.data).toHaveLength(2);
    const ref = await get(`${T}/taxa/187/relations?reference_id=3`);
    expect(ref.body.data.every((r: { reference_id: number }) => r.reference_id === 3)).toBe(true);
    expect((await get(`${T}/taxa/187/relations?relation=x`)).body).toMatchObject({ status: 400, parameter: 'relation' });
    expect((await get(`${T}/taxa/392/relations`)).status).toBe(404);
    expect((await get(`${T}/taxa/999999/relations`)).status).toBe(404);
  });
});

describe('taxonomic references', () => {
  it('lists the checklists and reads one', async () => {
    const res = await get(`${T}/references?with_total=true`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-total')).toBe(String(count('SELECT count(*) AS n FROM taxa_references')));
    for (const r of res.body.data) TaxonReferenceSchema.parse(r);
    const one = await get(`${T}/references/${res.body.data[0].id}`);
    expect(one.body.data).toEqual(res.body.data[0]);
    const filtered = await get(`${T}/references?title[iw_contains]=flora&sort=title`);
    expect(filtered.body.data.length).toBeGreaterThan(0);
    expect(filtered.body.data.every((r: { title: string }) => /flora/i.test(r.title))).toBe(true);
    expect((await get(`${T}/references/999`)).status).toBe(404);
    expect((await get(`${T}/references?reference_id=1`)).status).toBe(400);
  });
});
