/**
 * Exports of main (src-main/export/) against the reference service: a real project read page by
 * page and written as a Darwin Core Archive and a CSV, read back; cancel removes the partial file.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOMParser } from '@xmldom/xmldom';
import { parse } from 'csv-parse/sync';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { ExportJob, ExportRequest } from '../../../src-shared/contract/index.js';
import { ExportRequest as ExportRequestSchema, RELEVE_EXPORT_FIELDS } from '../../../src-shared/contract/exports.js';
import { DWC_NAMESPACE, V5_TERMS_NAMESPACE } from '../../../src-shared/darwin-core/terms.js';
import { observationPages } from '../../../src-main/export/pages.js';
import { createDocFileTokens } from '../../../src-main/host/web-doc-file-tokens.js';
import { webExportPath } from '../../../src-main/host/web-export-downloads.js';
import { startWebHost, type WebHost } from '../../../src-main/host/web.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, scriptedBrowser, type TestDesk } from './desk-fixture.js';

let server: RunningServer;
let desk: TestDesk;
let flora: number;
const downloadDir = mkdtempSync(join(tmpdir(), 'desk-exports-'));
const tokens = createDocFileTokens();
let host: WebHost;

beforeAll(async () => {
  server = await startTestServer();
  const browser = scriptedBrowser({ username: 'manager' });
  desk = composeDesk(server, { openBrowser: browser.openBrowser, exportDestinations: { downloadDir, downloadUrl: (id) => tokens.sign(webExportPath(id)) } });
  await desk.services.session.signIn();
  host = await startWebHost({ dispatch: desk.services.dispatch, events: desk.services.events, rendererDir: downloadDir, docFileTokens: tokens, exports: desk.services.exports });
  flora = (await desk.services.domains.reference.projects()).find((p) => p.project_name === 'Flora Ticino (GBIF)')!.id;
});
afterAll(async () => {
  await host?.close();
  await desk?.services.dispose();
  await server?.close();
});

/** The final state of export `id`, once main has pushed it. */
function finalState(id: string): Promise<ExportJob> {
  return new Promise((resolve) => {
    const check = (): void => {
      const final = desk.events.find((e) => e.name === 'exports.progress' && e.payload.id === id && e.payload.state !== 'running');
      if (final) resolve(final.payload as ExportJob);
      else setTimeout(check, 20);
    };
    check();
  });
}

/** Runs an export to its end and answers its final state. */
async function exported(request: ExportRequest): Promise<ExportJob> {
  return finalState((await desk.services.exports.start(ExportRequestSchema.parse(request)))!.id);
}

describe('export against the reference service', () => {
  it('reads every matching observation once by keyset pages, whatever the page size', async () => {
    const ids: number[] = [];
    let total: number | null = null;
    for await (const page of observationPages(desk.services.api, [{ field: 'dataset_id', operation: 'eq', value: flora }], { pageSize: 50 })) {
      total ??= page.filtered_total;
      ids.push(...page.rows.map((o) => o.occurrence_id));
    }
    expect(total).toBeGreaterThan(100);
    expect(ids).toHaveLength(total!);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('writes the Ticino flora project as a Darwin Core Archive whose core matches meta.xml and the service', async () => {
    const job = await exported({ format: 'dwca', clauses: [{ field: 'dataset_id', operation: 'eq', value: flora }], description: 'Project Flora Ticino (GBIF)' });
    expect(job).toMatchObject({ state: 'done', file_name: expect.stringMatching(/\.zip$/), download_url: expect.stringContaining(`${webExportPath(job.id)}?t=`) });
    expect(job.rows_written).toBe(job.rows_total);
    const file = desk.services.exports.download(job.id)!;
    const zip = await JSZip.loadAsync(readFileSync(file.path));
    const meta = new DOMParser().parseFromString(await zip.file('meta.xml')!.async('string'), 'text/xml');
    const terms = Array.from(meta.getElementsByTagName('field')).map((f) => f.getAttribute('term')!.replace(DWC_NAMESPACE, '').replace(V5_TERMS_NAMESPACE, ''));
    const rows = parse(await zip.file('occurrence.txt')!.async('string'), { delimiter: '\t', columns: true, relax_quotes: false }) as Record<string, string>[];
    expect(rows).toHaveLength(job.rows_written);
    expect(Object.keys(rows[0]!)).toEqual(terms);
    expect(new Set(rows.map((r) => r.datasetName))).toEqual(new Set(['Flora Ticino (GBIF)']));
    expect(rows.every((r) => /^(Dianthus|Eriophorum) /.test(r.scientificName!))).toBe(true);
    const first = (await desk.services.domains.observations.get(Number(rows[0]!.occurrenceID)));
    expect(Number(rows[0]!.decimalLatitude)).toBe(first.decimal_latitude);
    expect(rows[0]!.basisOfRecord).toMatch(/^[A-Z][A-Za-z]+$/); // the vocabulary's Darwin Core value, not a code
    const eml = await zip.file('eml.xml')!.async('string');
    expect(eml).toContain('<title xml:lang="en">Flora Ticino (GBIF)</title>');
    expect(eml).toContain(`dataset_id[eq]=${flora}`);
  });

  it('writes a CSV with labels in German, ; and a BOM, and LV95 beside WGS84', async () => {
    const job = await exported({
      format: 'csv', clauses: [{ field: 'dataset_id', operation: 'eq', value: flora }], values: 'labels', language: 'de', csv_separator: ';', csv_bom: true,
      lv95: true, fields: ['occurrence_id', 'occurrence_status', 'decimal_longitude', 'decimal_latitude', 'vernacular_name'], file_name: 'flora',
    });
    expect(job).toMatchObject({ state: 'done', file_name: 'flora.csv' });
    const text = readFileSync(desk.services.exports.download(job.id)!.path, 'utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(text, { delimiter: ';', columns: true, bom: true }) as Record<string, string>[];
    expect(Object.keys(rows[0]!)).toEqual(['occurrence_id', 'vernacular_name', 'decimal_longitude', 'decimal_latitude', 'lv95_easting_in_meters', 'lv95_northing_in_meters', 'occurrence_status']);
    expect(rows).toHaveLength(job.rows_written);
    const located = rows.find((r) => r.lv95_easting_in_meters !== '')!;
    expect(Number(located.lv95_easting_in_meters)).toBeGreaterThan(2_650_000);
    expect(Number(located.lv95_northing_in_meters)).toBeLessThan(1_200_000);
    expect(rows.some((r) => /^[^\d]+$/.test(r.occurrence_status!))).toBe(true);
  });

  it('removes the partial file of a cancelled export', async () => {
    const started = (await desk.services.exports.start(ExportRequestSchema.parse({ format: 'csv', clauses: [] })))!;
    desk.services.exports.cancel(started.id);
    const final = await finalState(started.id);
    expect(final.state).toBe('cancelled');
    expect(readdirSync(downloadDir).filter((name) => name.startsWith(started.id))).toEqual([]);
    expect(existsSync(join(downloadDir, `${started.id}.csv`))).toBe(false);
  });

  it('hands a browser-mode export over once, as an attachment at its signed address, then removes it', async () => {
    const job = await exported({ format: 'geojson', clauses: [{ field: 'dataset_id', operation: 'eq', value: flora }], file_name: 'Flora Ticino' });
    const path = desk.services.exports.download(job.id)!.path;
    expect((await fetch(`${host.origin}${webExportPath(job.id)}`)).status).toBe(403);
    const answer = await fetch(`${host.origin}${job.download_url}`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/geo+json');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="Flora Ticino.geojson"; filename*=UTF-8''Flora%20Ticino.geojson`);
    const collection = await answer.json() as { features: unknown[] };
    expect(collection.features).toHaveLength(job.rows_written);
    // removed once the host has seen the last byte leave, which may be just after the client read it
    await expect.poll(() => existsSync(path)).toBe(false);
    expect((await fetch(`${host.origin}${job.download_url}`)).status).toBe(404);
  });

  it('writes the relevés of a filter as CSV with labels, every relevé once with every field', async () => {
    const plots = (await desk.services.domains.reference.projects()).find((p) => p.project_name === 'Vegetation plots Alps')!.id;
    const clauses = [{ field: 'dataset_id', operation: 'in' as const, value: [plots] }];
    const job = await exported({ resource: 'releves', format: 'csv', clauses, values: 'labels', language: 'de' });
    expect(job).toMatchObject({ state: 'done', file_name: expect.stringMatching(/^releves-.*\.csv$/) });
    const rows = parse(readFileSync(desk.services.exports.download(job.id)!.path, 'utf8'), { columns: true }) as Record<string, string>[];
    const listed = await desk.services.handlers['releves.list']({ clauses, offset: 0, limit: 1000 });
    expect(job.rows_total).toBe(listed.filtered_total);
    expect(rows.map((r) => Number(r.id)).sort((a, b) => a - b)).toEqual(listed.rows.map((r) => r.id).sort((a, b) => a - b));
    expect(Object.keys(rows[0]!)).toEqual(RELEVE_EXPORT_FIELDS.filter((f) => !f.startsWith('lv95_')));
    expect(new Set(rows.map((r) => r.dataset_name))).toEqual(new Set(['Vegetation plots Alps']));
    const measured = rows.find((r) => r.sample_size_unit !== '')!;
    expect(measured.sample_size_unit).not.toMatch(/^\d+$/); // the label, not the code
  });

  it('writes the species observations of the relevés of a filter, each once, through the observation export', async () => {
    const plots = (await desk.services.domains.reference.projects()).find((p) => p.project_name === 'Vegetation plots Alps')!.id;
    const clauses = [{ field: 'dataset_id', operation: 'eq' as const, value: plots }, { field: 'id', operation: 'lte' as const, value: 1_000_000 }];
    const job = await exported({ resource: 'releve_observations', format: 'csv', clauses, fields: ['occurrence_id', 'releve_id'] });
    expect(job.state).toBe('done');
    const rows = parse(readFileSync(desk.services.exports.download(job.id)!.path, 'utf8'), { columns: true }) as Record<string, string>[];
    const releveIds = (await desk.services.handlers['releves.list']({ clauses, offset: 0, limit: 1000 })).rows.map((r) => r.id);
    const expected = await desk.services.domains.observations.ids([{ field: 'releve_id', operation: 'in', value: releveIds }]);
    expect(expected.length).toBeGreaterThan(0);
    expect(rows.map((r) => Number(r.occurrence_id)).sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(rows.every((r) => releveIds.includes(Number(r.releve_id)))).toBe(true);
  });

  it('refuses a relevé export as a Darwin Core Archive before reading anything', () => {
    const parsed = ExportRequestSchema.safeParse({ resource: 'releves', format: 'dwca', clauses: [] });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['format'], message: expect.stringContaining('export relevés as CSV, Excel or GeoJSON') });
  });
});
