/**
 * A synthetic v5 service in memory for the checks' tests and `bench:checks`: `fetch` answering
 * the few calls the checks make — GET /rest/v5/observations (`occurrence_id[in]`, `limit`),
 * /rest/v5/observations/ids (`taxon_id[eq]` or everything, with X-Filtered-Total),
 * /rest/v5/simple_observations (`taxon_id[eq]`, `occurrence_id[gt]`, `limit`, ascending ids),
 * /public/v5/taxonomy/names (`id[eq]`, `accepted_taxon_id[eq]`) and /public/v5/vocabularies —
 * over `count` records spread over `taxa` taxa in Switzerland (seeded, so runs compare).
 * `calls` counts requests by path; `fail` makes a path answer 503.
 */
import { ApiClient, type BearerTokenSource } from '../../src-main/api/client.js';
import type { Observation } from '../../src-shared/schemas/observation.js';

const tokens: BearerTokenSource = { accessToken: async () => 't', renewAfterUnauthorized: async () => 't2', expire: () => undefined };

/** mulberry32: a small seeded PRNG, so synthetic stores are the same on every run. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The synthetic taxon's scientific name. */
const scientificName = (taxon_id: number): string => `Genus${taxon_id} species${taxon_id}`;

/** The synthetic records: ids 1…count, taxon 1…taxa, a day in 2000–2025, a point in Switzerland, a validation 1–5. */
export function syntheticObservations(count: number, taxa: number, seed = 13): Observation[] {
  const next = random(seed);
  const records: Observation[] = [];
  for (let id = 1; id <= count; id++) {
    const lon = 6.2 + next() * 3.8;
    const lat = 45.9 + next() * 1.7;
    const month = 1 + Math.floor(next() * 12);
    const day = 1 + Math.floor(next() * 28);
    const elevation = Math.round(200 + next() * 2500);
    const taxon_id = 1 + Math.floor(next() * taxa);
    const named = next() < 0.1 ? taxon_id + 1 : taxon_id; // one in ten names another taxon
    records.push({
      occurrence_id: id, dataset_id: 1, basis_of_record: 1, taxon_id,
      event_date: `${2000 + Math.floor(next() * 26)}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}T10:00:00.000+02:00`,
      date_precision: 1, verbatim_identification: scientificName(named),
      footprint_wkt: `POINT (${lon.toFixed(6)} ${lat.toFixed(6)})`, decimal_longitude: Number(lon.toFixed(6)), decimal_latitude: Number(lat.toFixed(6)),
      coordinate_uncertainty_in_meters: Math.round(next() * 200), minimum_elevation_in_meters: elevation, maximum_elevation_in_meters: elevation + 10,
      validation: 1 + Math.floor(next() * 5),
    } as Observation);
  }
  return records;
}

/** The fake service over `records`. */
export function syntheticService(records: Observation[]) {
  const byId = new Map(records.map((r) => [r.occurrence_id, r]));
  const byTaxon = new Map<number, Observation[]>();
  for (const r of records) {
    const list = byTaxon.get(r.taxon_id ?? 0) ?? [];
    list.push(r);
    byTaxon.set(r.taxon_id ?? 0, list);
  }
  const calls = new Map<string, number>();
  const fail = new Set<string>();
  const json = (data: unknown, headers: Record<string, string> = {}) =>
    new Response(JSON.stringify({ data }), { status: 200, headers: { 'content-type': 'application/json', ...headers } });

  const fetch = (async (input: string | URL | Request) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const q = url.searchParams;
    calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
    if (fail.has(url.pathname)) {
      return new Response(JSON.stringify({ title: 'Service Unavailable', status: 503, detail: 'The service is down for maintenance.' }), { status: 503, headers: { 'content-type': 'application/problem+json' } });
    }
    const limit = Number(q.get('limit') ?? 1000);
    switch (url.pathname) {
      case '/rest/v5/observations': {
        const ids = q.get('occurrence_id[in]');
        if (!ids) return json(records.slice(Number(q.get('offset') ?? 0), Number(q.get('offset') ?? 0) + limit));
        return json(ids.split(',').map((id) => byId.get(Number(id))).filter(Boolean).slice(0, limit));
      }
      case '/rest/v5/observations/ids': {
        const taxon = q.get('taxon_id[eq]');
        const ids = (taxon ? byTaxon.get(Number(taxon)) ?? [] : records).map((r) => r.occurrence_id);
        return json(ids, { 'x-total': String(records.length), 'x-filtered-total': String(ids.length) });
      }
      case '/rest/v5/simple_observations': {
        const after = Number(q.get('occurrence_id[gt]') ?? 0);
        const list = (byTaxon.get(Number(q.get('taxon_id[eq]'))) ?? []).filter((r) => r.occurrence_id > after).slice(0, limit);
        return json(list.map((r) => ({
          id: r.occurrence_id, event_date: r.event_date, decimal_longitude: r.decimal_longitude, decimal_latitude: r.decimal_latitude,
          minimum_elevation_in_meters: r.minimum_elevation_in_meters, validation: r.validation,
        })));
      }
      case '/public/v5/taxonomy/names': {
        const id = Number(q.get('id[eq]') ?? q.get('accepted_taxon_id[eq]'));
        return json([{ id, scientific_name: scientificName(id), accepted_taxon_id: id, accepted_scientific_name: scientificName(id), vernacular_name_de: `Art ${id}` }]);
      }
      case '/public/v5/vocabularies':
        return json(['day', 'month', 'year', 'decade'].map((label, k) => ({ field_name: 'date_precision', code: k + 1, label_en: label, label_de: null, label_fr: null, label_it: null })));
      default:
        return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    }
  }) as typeof globalThis.fetch;

  return { api: new ApiClient({ baseUrl: () => 'http://127.0.0.1:9', session: tokens, fetch }), calls, fail, byId };
}
