/**
 * Issue 14's round trip, in full, against the reference service through main's desk methods:
 * the Ticino flora project exported as a Darwin Core Archive (browser mode's download folder),
 * that archive opened, matched, dry-run and imported into a new project, and the two projects
 * compared: same record count, same taxa (each as often), same day, coordinates equal to the
 * metre (in LV95, EPSG:2056). The end-to-end journey (test/e2e/export.spec.ts) walks the same
 * through the screens and checks the count and the taxa only.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { ExportJob, ImportJobView } from '../../../src-shared/contract/index.js';
import { ExportRequest } from '../../../src-shared/contract/exports.js';
import { transformXY } from '../../../src-shared/domain/crs.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { observationPages } from '../../../src-main/export/pages.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, scriptedBrowser, type TestDesk } from './desk-fixture.js';

let server: RunningServer;
let desk: TestDesk;
const downloadDir = mkdtempSync(join(tmpdir(), 'desk-round-trip-'));

beforeAll(async () => {
  server = await startTestServer();
  desk = composeDesk(server, {
    openBrowser: scriptedBrowser({ username: 'manager' }).openBrowser,
    exportDestinations: { downloadDir, downloadUrl: (id) => `/exports/${id}` },
  });
  await desk.services.session.signIn();
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
});

/** The first pushed event `name` whose payload `done` accepts (already pushed or still to come). */
function pushed<T>(name: string, done: (payload: T) => boolean): Promise<T> {
  return new Promise((resolve) => {
    const seen = desk.events.find((e) => e.name === name && done(e.payload as T));
    if (seen) return resolve(seen.payload as T);
    const stop = desk.services.events.subscribe((event) => {
      if (event.name === name && done(event.payload as T)) {
        stop();
        resolve(event.payload as T);
      }
    });
  });
}

async function observationsOf(datasetId: number): Promise<Observation[]> {
  const all: Observation[] = [];
  for await (const page of observationPages(desk.services.api, [{ field: 'dataset_id', operation: 'eq', value: datasetId }])) all.push(...page.rows);
  return all;
}

/** An observation's comparison key (taxon and day) and its place in LV95 metres. */
function placed(observation: Observation): { key: string; lv95: [number, number] | null } {
  const { decimal_longitude: lon, decimal_latitude: lat } = observation;
  return {
    key: `${observation.taxon_id}|${observation.event_date?.slice(0, 10) ?? 'no date'}`,
    lv95: lon == null || lat == null ? null : transformXY(4326, 2056, [lon, lat]) as [number, number],
  };
}

/** The observations grouped by taxon and day, each group's places sorted west to east. */
function grouped(observations: readonly Observation[]): Map<string, Array<[number, number] | null>> {
  const groups = new Map<string, Array<[number, number] | null>>();
  for (const { key, lv95 } of observations.map(placed)) {
    const group = groups.get(key) ?? [];
    group.push(lv95);
    groups.set(key, group);
  }
  for (const group of groups.values()) group.sort((a, b) => (a?.[0] ?? 0) - (b?.[0] ?? 0) || (a?.[1] ?? 0) - (b?.[1] ?? 0));
  return groups;
}

describe('the Ticino flora project through a Darwin Core Archive and back', () => {
  it('re-imports every record into a new project with the same taxa, days and coordinates to the metre', async () => {
    const { handlers, domains, documents, exports } = desk.services;
    const flora = (await domains.reference.projects()).find((p) => p.project_name === 'Flora Ticino (GBIF)')!.id;
    const started = await exports.start(ExportRequest.parse({ format: 'dwca', clauses: [{ field: 'dataset_id', operation: 'eq', value: flora }] }));
    const exported = await pushed<ExportJob>('exports.progress', (job) => job.id === started!.id && job.state !== 'running');
    expect(exported.state).toBe('done');

    const copy = await domains.projects.create({ project_name: `Flora round trip ${Date.now()}` });
    const file = await documents.files.register(exports.download(exported.id)!.path);
    const opened = await handlers['imports.open']({ file: file.handle, format: 'dwca' });
    expect(opened.format).toBe('dwca');
    const matches = await handlers['imports.match']({ source_id: opened.source_id, mapping: opened.mapping });
    expect(matches.taxa.filter((t) => t.taxon_id === null)).toEqual([]);
    const settings = { source_id: opened.source_id, mapping: opened.mapping, matches, defaults: { dataset_id: copy.id } };
    const dry = await handlers['imports.dryRun'](settings);
    expect(dry).toMatchObject({ rows_read: exported.rows_written, rows_valid: exported.rows_written, errors: [] });

    const job = await handlers['imports.start'](settings);
    const done = await pushed<ImportJobView>('imports.progress', (v) => v.job_id === job.job_id && v.status !== 'running');
    expect(done).toMatchObject({ status: 'done', rows_created: exported.rows_written, rows_refused: 0 });

    const [original, reimported] = await Promise.all([observationsOf(flora), observationsOf(copy.id)]);
    expect(reimported).toHaveLength(original.length);
    const before = grouped(original);
    const after = grouped(reimported);
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    const offsets_in_meters: number[] = [];
    for (const [key, places] of before) {
      const copies = after.get(key)!;
      expect(copies.map((p) => p === null), key).toEqual(places.map((p) => p === null));
      places.forEach((place, i) => {
        if (place && copies[i]) offsets_in_meters.push(Math.hypot(place[0] - copies[i][0], place[1] - copies[i][1]));
      });
    }
    expect(offsets_in_meters.length).toBeGreaterThan(original.length / 2);
    expect(Math.max(...offsets_in_meters)).toBeLessThan(1);
  });
});
