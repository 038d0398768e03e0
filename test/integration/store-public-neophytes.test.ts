/**
 * The public neophyte lists on both stores (describeEachStore; the PostgreSQL half needs
 * OBSERVATION_TEST_DATABASE_URL): the same pages, totals and single records on SQLite and
 * PostgreSQL, sorted on the published date only, and the stored values behind them
 * (db/published-neophytes.ts, migration 040) following writes to observations, projects, taxa and
 * control data, so that `X-Total` (summed from `neophyte_counts`) never drifts from a count.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api } from '../helpers/server.js';
import { describeEachStore } from '../helpers/postgres.js';
import { startStoreServer } from '../helpers/store-server.js';

/** Answers of the SQLite half (run first), which the PostgreSQL half must give alike: the demo data is the same. */
const sqliteAnswers = new Map<string, unknown>();

/** The published day of observation `o` of project `p` by its definition (docs/interface-notes.md), not from the stored column. */
const PUBLISHED_DAY_BY_DEFINITION = `(CASE p.date_rounding WHEN 'month' THEN substr(o.event_date, 1, 7) || '-01'
  WHEN 'year' THEN substr(o.event_date, 1, 4) || '-01-01' ELSE substr(o.event_date, 1, 10) END)`;

/** The public neophyte observations counted from their definition (docs/interface-notes.md), not from the stored flags. */
const COUNT_BY_DEFINITION = `SELECT count(*) AS n FROM observations o JOIN projects p ON p.id = o.dataset_id
  LEFT JOIN taxa t ON t.id = o.taxon_id LEFT JOIN taxa ta ON ta.id = t.accepted_taxon_id
  WHERE p.is_public = 1 AND (t.neophyte = 1 OR ta.neophyte = 1 OR EXISTS (SELECT 1 FROM neophytes n WHERE n.occurrence_id = o.occurrence_id))`;

describeEachStore('public neophyte observations', (kind, templateUrl) => {
  let server: RunningServer;
  const get = (path: string) => api(server.url, path);
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> => (await server.context.store.get<T>(sql, params))!;
  const run = (sql: string, params: unknown[] = []) => server.context.store.run(sql, params);
  /** X-Total of the public list. */
  const total = async (): Promise<number> => Number((await get('/public/v5/simple_neophyte_observations?limit=1&with_total=true')).headers.get('x-total'));
  const byDefinition = async (): Promise<number> => (await one<{ n: number }>(COUNT_BY_DEFINITION)).n;
  /** The same answer on both stores: remembered on SQLite, compared on PostgreSQL. */
  const alike = (key: string, value: unknown): void => {
    if (kind === 'sqlite') sqliteAnswers.set(key, value);
    else expect(value).toEqual(sqliteAnswers.get(key));
  };

  beforeAll(async () => {
    server = await startStoreServer(kind, templateUrl);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('matches location_id against the municipality, district or canton of each public record', async () => {
    const district = (await one<{ id: number }>(`SELECT o.district_id AS id FROM observations o WHERE o.is_neophyte = 1 AND o.district_id IS NOT NULL
      GROUP BY o.district_id ORDER BY count(*) DESC, o.district_id LIMIT 1`)).id;
    // What the record's own three unit columns say, spelled out with literal ids (no shared SQL).
    const units = (ids: number[]): string => ['municipality_id', 'district_id', 'canton_id'].map((c) => `o.${c} IN (${ids.join(',')})`).join(' OR ');
    for (const [filter, where] of [
      [`location_id=${district}`, units([district])],
      [`location_id[in]=10021`, units([10021])],
      [`location_id[not_in]=${district}`, `NOT coalesce(${units([district])}, FALSE)`],
    ] as const) {
      const expected = await one<{ n: number }>(`${COUNT_BY_DEFINITION} AND (${where})`);
      const r = await get(`/public/v5/simple_neophyte_observations?${filter}&with_total=true&limit=1`);
      expect(r.status, filter).toBe(200);
      expect(r.headers.get('x-filtered-total'), filter).toBe(String(expected.n));
      expect(Number(expected.n), filter).toBeGreaterThan(0);
    }
  });

  it('gives the same pages, totals and records on either store', async () => {
    for (const path of [
      '/public/v5/neophyte_observations?sort=event_date&dir=desc&limit=50&with_total=true',
      '/public/v5/simple_neophyte_observations?sort=taxon_id&limit=50&offset=20&with_total=true&event_type[eq]=4',
      '/public/v5/simple_neophyte_observations?taxon_id[in]=162,163,164,165,166,175&taxa_matching=synonyms&with_total=true',
      '/public/v5/simple_neophyte_observations?event_date[gte]=2024-01-01&sort=v_presence_status&dir=desc&with_total=true',
      `/public/v5/neophyte_observations?footprint_wkt[eq]=${encodeURIComponent('POLYGON((5.9 45.8,10.5 45.8,10.5 47.8,5.9 47.8,5.9 45.8))')}&srid=2056&limit=20`,
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      expect(r.body.data.length, path).toBeGreaterThan(0);
      alike(path, { data: r.body.data, total: r.headers.get('x-total'), filtered: r.headers.get('x-filtered-total') });
    }
    const first = (await get('/public/v5/simple_neophyte_observations?limit=1')).body.data[0];
    const single = await get(`/public/v5/neophyte_observations/${first.id}?srid=2056`);
    expect(single.status).toBe(200);
    expect(single.body.data.occurrence_id).toBe(first.id);
    alike('single', single.body.data);
    const geojson = await api(server.url, '/public/v5/simple_neophyte_observations?limit=5&centroidsonly=false', { headers: { accept: 'application/geo+json' } });
    expect(geojson.body.type).toBe('FeatureCollection');
    alike('geojson', geojson.body);
  });

  it('gives the same cluster tiles on either store (the worker reads the store it serves)', async () => {
    for (const path of [
      '/public/v5/clustered_neophyte_observations/3857/0/0/0?with_total=true',
      '/public/v5/clustered_neophyte_observations/3857/8/133/90',
      '/public/v5/clustered_neophyte_observations/3857/8/133/90?fullproperties=true&event_type[in]=4,5',
      '/public/v5/clustered_neophyte_observations/3857/12/2143/1441?event_date[gte]=2020-01-01',
      '/public/v5/clustered_neophyte_observations/3857/17/68591/46139',
    ]) {
      const r = await get(path);
      expect(r.status, path).toBe(200);
      type Feature = { properties: unknown; geometry: { coordinates: [number, number] } };
      const features = r.body.features as Feature[];
      // Properties and totals exactly; positions to the centimetre (each store adds a cell's degrees in its own order).
      alike(path, { properties: features.map((f) => f.properties), total: r.headers.get('x-total'), filtered: r.headers.get('x-filtered-total') });
      if (kind === 'sqlite') sqliteAnswers.set(`${path} positions`, features.map((f) => f.geometry.coordinates));
      else {
        const expected = sqliteAnswers.get(`${path} positions`) as Array<[number, number]>;
        features.forEach((f, i) => {
          expect(f.geometry.coordinates[0], path).toBeCloseTo(expected[i]![0], 2);
          expect(f.geometry.coordinates[1], path).toBeCloseTo(expected[i]![1], 2);
        });
      }
    }
    const world = (await get('/public/v5/clustered_neophyte_observations/3857/0/0/0')).body.features as Array<{ properties: { total: number } }>;
    expect(world.length).toBeGreaterThan(0);
    if (kind === 'postgres') {
      // Another process's write (here SQL straight to the database) drops the index: it is keyed on the data versions.
      const before = world.reduce((n, f) => n + f.properties.total, 0);
      const plain = await one<{ occurrence_id: number }>(`SELECT o.occurrence_id FROM observations o JOIN projects p ON p.id = o.dataset_id
        WHERE p.is_public = 1 AND o.is_neophyte = 0 AND o.decimal_longitude IS NOT NULL ORDER BY o.occurrence_id LIMIT 1`);
      await run('INSERT INTO neophytes (occurrence_id, control_type) VALUES (?, 1)', [plain.occurrence_id]);
      const after = (await get('/public/v5/clustered_neophyte_observations/3857/0/0/0')).body.features as Array<{ properties: { total: number } }>;
      await run('DELETE FROM neophytes WHERE occurrence_id = ?', [plain.occurrence_id]);
      expect(after.reduce((n, f) => n + f.properties.total, 0)).toBe(before + 1);
    }
  });

  it('clusters each tile, at every zoom, into the public records of the filter counted row by row, with the latest published days of their definition', async () => {
    const inScope = `FROM observations o JOIN projects p ON p.id = o.dataset_id LEFT JOIN neophytes n ON n.occurrence_id = o.occurrence_id
      WHERE p.is_public = 1 AND o.is_neophyte = 1 AND o.decimal_longitude IS NOT NULL`;
    const day = PUBLISHED_DAY_BY_DEFINITION;
    const at = await one<{ lon: number; lat: number }>(`SELECT o.decimal_longitude AS lon, o.decimal_latitude AS lat ${inScope} ORDER BY o.occurrence_id LIMIT 1`);
    const tileOf = (z: number): [number, number, number] => {
      const lat = (at.lat * Math.PI) / 180;
      return [z, Math.floor(((at.lon + 180) / 360) * 2 ** z), Math.floor(((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * 2 ** z)];
    };
    type Properties = Record<string, string | number | null>;
    const latest = (features: Properties[], name: string): string | null => features.map((f) => f[name] as string | null).reduce((a, b) => (b !== null && (a === null || b > a) ? b : a), null);
    for (const [filter, definition] of [['', 'TRUE'], ['event_date[gte]=2020-01-01', `${day} >= '2020-01-01'`], ['event_type[in]=4,5', 'o.event_type IN (4, 5)']] as const) {
      // Fine to coarse: each tile reads the blocks of cells the finer ones before it did not (a block read twice would count twice).
      for (const [z, x, y] of [18, 16, 14, 12, 9, 6, 0].map(tileOf)) {
        const label = `${filter || 'unfiltered'} z${z}`;
        const r = await get(`/public/v5/clustered_neophyte_observations/3857/${z}/${x}/${y}?fullproperties=true&${filter}`);
        expect(r.status, label).toBe(200);
        const features = (r.body.features as Array<{ properties: Properties }>).map((f) => f.properties);
        const inTile = `${inScope} AND (${definition}) AND floor((o.decimal_longitude + 180.0) / 360.0 * ${2 ** z}) = ?
          AND floor((0.5 - ln(tan(0.7853981633974483 + radians(o.decimal_latitude) / 2.0)) / 6.283185307179586) * ${2 ** z}) = ?`;
        const expected = await one<Properties>(`SELECT count(*) AS total,
          max(CASE WHEN o.event_type IS NULL OR o.event_type NOT IN (4, 5) THEN ${day} END) AS last_observation_date,
          max(CASE WHEN o.event_type = 4 THEN ${day} END) AS last_control_date, max(CASE WHEN o.event_type = 5 THEN ${day} END) AS last_treatment_date,
          max(CASE WHEN n.eradication IN (1, 2) THEN ${day} END) AS last_eradication_or_diminution_date ${inTile}`, [x, y]);
        expect(features.reduce((sum, f) => sum + (f.total as number), 0), label).toBe(Number(expected.total));
        expect(Number(expected.total), label).toBeGreaterThan(0);
        for (const name of ['last_observation_date', 'last_control_date', 'last_treatment_date', 'last_eradication_or_diminution_date']) {
          expect(latest(features, name), `${label} ${name}`).toBe(expected[name]);
        }
        if (z === 0) {
          // One cluster: the status of its latest record and the eradication of its latest control (a higher code first on equal published days).
          expect(features, label).toHaveLength(1);
          const status = await one<{ s: number }>(`SELECT coalesce(o.v_presence_status, -1) AS s ${inTile}
            ORDER BY coalesce(${day}, '') DESC, coalesce(o.v_presence_status, -1) DESC LIMIT 1`, [x, y]);
          const control = await one<{ e: number } | undefined>(`SELECT coalesce(n.eradication, -1) AS e ${inTile} AND o.event_type = 4
            ORDER BY coalesce(${day}, '') DESC, coalesce(n.eradication, -1) DESC LIMIT 1`, [x, y]);
          expect(features[0]!.v_presence_status, label).toBe(status.s === -1 ? null : status.s);
          expect(features[0]!.last_control_eradication, label).toBe(control === undefined || control.e === -1 ? null : control.e);
        }
        if (z === 18) {
          // Each record its own feature, with its own published values.
          const records = await server.context.store.all<Properties>(`SELECT o.occurrence_id, o.v_presence_status, o.event_type, n.eradication, ${day} AS day
            ${inTile} ORDER BY o.occurrence_id`, [x, y]);
          expect(features.map((f) => f.occurrence_id), label).toEqual(records.map((o) => o.occurrence_id));
          features.forEach((f, i) => {
            const o = records[i]!;
            expect(f, label).toEqual({
              v_presence_status: o.v_presence_status, last_observation_date: o.event_type === 4 || o.event_type === 5 ? null : o.day,
              last_control_date: o.event_type === 4 ? o.day : null, last_control_eradication: o.event_type === 4 ? o.eradication : null,
              last_treatment_date: o.event_type === 5 ? o.day : null,
              last_eradication_or_diminution_date: o.eradication === 1 || o.eradication === 2 ? o.day : null, occurrence_id: o.occurrence_id, total: 1,
            });
          });
        }
      }
    }
  });

  it('filters days on the stored published day exactly as the definition gives it, for year-rounded, month-rounded and exact projects', async () => {
    const inScope = 'FROM observations o JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 1 AND o.is_neophyte = 1';
    expect(await one<{ n: number }>(`SELECT count(*) AS n ${inScope} AND o.published_event_day IS DISTINCT FROM ${PUBLISHED_DAY_BY_DEFINITION}`)).toEqual({ n: 0 });
    // For each rounding: the exact day of a record that is not the first of its month (hidden when rounded), and its published day.
    const days: string[] = [];
    for (const rounding of ['year', 'month', 'none']) {
      const record = await one<{ exact: string; published: string } | undefined>(`SELECT substr(o.event_date, 1, 10) AS exact, ${PUBLISHED_DAY_BY_DEFINITION} AS published
        ${inScope} AND p.date_rounding = ? AND substr(o.event_date, 9, 2) <> '01' ORDER BY o.occurrence_id LIMIT 1`, [rounding]);
      expect(record, rounding).toBeDefined();
      days.push(record!.exact, record!.published);
    }
    for (const day of days) {
      for (const [operation, sqlOperator] of [['eq', '='], ['gte', '>='], ['lt', '<']] as const) {
        const r = await get(`/public/v5/simple_neophyte_observations?event_date[${operation}]=${day}&with_total=true&limit=1`);
        const expected = await one<{ n: number }>(`SELECT count(*) AS n ${inScope} AND ${PUBLISHED_DAY_BY_DEFINITION} ${sqlOperator} ?`, [day]);
        expect(Number(r.headers.get('x-filtered-total')), `event_date[${operation}]=${day}`).toBe(expected.n);
      }
    }
    const listed = await get(`/public/v5/simple_neophyte_observations?event_date[in]=${days.join(',')}&with_total=true&limit=1`);
    const inDays = await one<{ n: number }>(`SELECT count(*) AS n ${inScope} AND ${PUBLISHED_DAY_BY_DEFINITION} IN (${days.map(() => '?').join(', ')})`, days);
    expect(Number(listed.headers.get('x-filtered-total'))).toBe(inDays.n);
  });

  it('sorts on the published date: rounded records sit at the first day of their month or year', async () => {
    const rounded = await one<{ n: number }>(`SELECT count(*) AS n FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE p.is_public = 1 AND o.is_neophyte = 1 AND p.date_rounding <> 'none' AND substr(o.event_date, 6, 5) <> '01-01'`);
    expect(rounded.n).toBeGreaterThan(0);
    const dates: string[] = [];
    for (let offset = 0; ; offset += 1000) {
      const r = await get(`/public/v5/simple_neophyte_observations?sort=event_date&dir=desc&limit=1000&offset=${offset}`);
      dates.push(...(r.body.data as Array<{ event_date: string | null }>).flatMap((o) => (o.event_date ? [o.event_date] : [])));
      if (r.body.data.length < 1000) break;
    }
    const instants = dates.map((d) => Date.parse(d));
    expect(instants.findIndex((t, i) => i > 0 && t > instants[i - 1]!)).toBe(-1);
  });

  it('keeps X-Total and the published dates right through writes to projects, taxa, control data and observations', async () => {
    expect(await total()).toBe(await byDefinition());

    // A project that rounds to the year now: its records publish and sort as 1 January.
    const project = await one<{ id: number }>("SELECT id FROM projects WHERE is_public = 1 AND date_rounding = 'none' ORDER BY id LIMIT 1");
    await run("UPDATE projects SET date_rounding = 'year' WHERE id = ?", [project.id]);
    const odd = await one<{ n: number }>(`SELECT count(*) AS n FROM observations WHERE dataset_id = ? AND is_neophyte = 1
      AND published_event_date_utc IS NOT NULL AND substr(published_event_date_utc, 6, 5) NOT IN ('01-01', '12-31')`, [project.id]);
    expect(odd.n).toBe(0);
    const dayOff = `SELECT count(*) AS n FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE p.id = ? AND o.published_event_day IS DISTINCT FROM ${PUBLISHED_DAY_BY_DEFINITION}`;
    expect(await one<{ n: number }>(dayOff, [project.id])).toEqual({ n: 0 });
    await run("UPDATE projects SET date_rounding = 'none' WHERE id = ?", [project.id]);
    expect(await one<{ n: number }>(dayOff, [project.id])).toEqual({ n: 0 });
    const back = await one<{ n: number }>(`SELECT count(*) AS n FROM observations WHERE dataset_id = ?
      AND published_event_date_utc IS DISTINCT FROM event_date_utc`, [project.id]);
    expect(back.n).toBe(0);

    // A taxon becomes a neophyte: its records in public projects join the public list, and leave it again.
    const taxon = await one<{ taxon_id: number; n: number }>(`SELECT o.taxon_id, count(*) AS n FROM observations o JOIN taxa t ON t.id = o.taxon_id
      JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 1 AND o.is_neophyte = 0 AND t.accepted_taxon_id IS NOT DISTINCT FROM t.id
      GROUP BY o.taxon_id ORDER BY count(*) DESC, o.taxon_id LIMIT 1`);
    const before = await total();
    await run('UPDATE taxa SET neophyte = 1 WHERE id = ?', [taxon.taxon_id]);
    expect(await total()).toBe(before + taxon.n);
    expect(await total()).toBe(await byDefinition());
    await run('UPDATE taxa SET neophyte = 0 WHERE id = ?', [taxon.taxon_id]);
    expect(await total()).toBe(before);

    // Control data makes a record of a non-neophyte taxon public; removing it takes it out again.
    const plain = await one<{ occurrence_id: number }>(`SELECT o.occurrence_id FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE p.is_public = 1 AND o.is_neophyte = 0 ORDER BY o.occurrence_id LIMIT 1`);
    await run('INSERT INTO neophytes (occurrence_id, control_type) VALUES (?, 1)', [plain.occurrence_id]);
    expect(await total()).toBe(before + 1);
    expect((await get(`/public/v5/neophyte_observations/${plain.occurrence_id}`)).status).toBe(200);
    await run('DELETE FROM neophytes WHERE occurrence_id = ?', [plain.occurrence_id]);
    expect(await total()).toBe(before);
    expect((await get(`/public/v5/neophyte_observations/${plain.occurrence_id}`)).status).toBe(404);

    // An observation moved out of a public project, and one deleted.
    const moved = await one<{ occurrence_id: number; dataset_id: number }>(`SELECT o.occurrence_id, o.dataset_id FROM observations o
      JOIN projects p ON p.id = o.dataset_id WHERE p.is_public = 1 AND o.is_neophyte = 1 ORDER BY o.occurrence_id LIMIT 1`);
    const hidden = await one<{ id: number }>('SELECT id FROM projects WHERE is_public = 0 ORDER BY id LIMIT 1');
    await run('UPDATE observations SET dataset_id = ? WHERE occurrence_id = ?', [hidden.id, moved.occurrence_id]);
    expect(await total()).toBe(before - 1);
    await run('UPDATE observations SET dataset_id = ? WHERE occurrence_id = ?', [moved.dataset_id, moved.occurrence_id]);
    await run("UPDATE observations SET event_date = '2019-07-15T10:30:00.000+02:00' WHERE occurrence_id = ?", [moved.occurrence_id]);
    expect(await one<{ n: number }>(`SELECT count(*) AS n FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE o.published_event_day IS DISTINCT FROM ${PUBLISHED_DAY_BY_DEFINITION}`)).toEqual({ n: 0 });
    const gone = await one<{ occurrence_id: number }>(`SELECT o.occurrence_id FROM observations o JOIN projects p ON p.id = o.dataset_id
      WHERE p.is_public = 1 AND o.is_neophyte = 1 ORDER BY o.occurrence_id DESC LIMIT 1`);
    await run('DELETE FROM observations WHERE occurrence_id = ?', [gone.occurrence_id]);
    expect(await total()).toBe(before - 1);
    expect(await total()).toBe(await byDefinition());
  });
});
