/**
 * The import of main (src-main/import/) against the reference service, through the desk methods:
 * the shipped GBIF Ticino records opened from a handle, mapped, matched and dry-run, then
 * imported into a new project, cancelled in the middle and resumed: every record created once.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../src-server/index.js';
import type { ImportJobView } from '../../../src-shared/contract/index.js';
import { splitPersonName } from '../../../src-shared/domain/person-name.js';
import { startTestServer } from '../../helpers/server.js';
import { composeDesk, scriptedBrowser, type TestDesk } from './desk-fixture.js';

const GBIF = 'resources/demo/occurrences/occurrence-ticino.csv';
let server: RunningServer;
let desk: TestDesk;

beforeAll(async () => {
  server = await startTestServer();
  desk = composeDesk(server, { openBrowser: scriptedBrowser({ username: 'manager' }).openBrowser });
  await desk.services.session.signIn();
});
afterAll(async () => {
  await desk?.services.dispose();
  await server?.close();
});

/** The first pushed view of job `id` that `done` accepts. */
function progress(id: string, done: (view: ImportJobView) => boolean): Promise<ImportJobView> {
  return new Promise((resolve) => {
    const seen = desk.events.find((e) => e.name === 'imports.progress' && (e.payload as ImportJobView).job_id === id && done(e.payload as ImportJobView));
    if (seen) return resolve(seen.payload as ImportJobView);
    const stop = desk.services.events.subscribe((event) => {
      if (event.name === 'imports.progress' && (event.payload as ImportJobView).job_id === id && done(event.payload as ImportJobView)) {
        stop();
        resolve(event.payload as ImportJobView);
      }
    });
  });
}

describe('import of the shipped GBIF Ticino records', () => {
  it('maps, matches (recorders split and created as people), dry-runs and imports all 377 records into a new project, resuming after a cancel without duplicates', async () => {
    const { handlers, domains, documents } = desk.services;
    const project = await domains.projects.create({ project_name: `GBIF re-import ${Date.now()}` });
    const file = await documents.files.register(GBIF);

    const opened = await handlers['imports.open']({ file: file.handle });
    expect(opened).toMatchObject({ format: 'csv', file_name: 'occurrence-ticino.csv' });
    expect(opened.mapping).toMatchObject({ scientificName: 'scientific_name', eventDate: 'event_date', decimalLatitude: 'decimal_latitude' });

    const report = await handlers['imports.match']({ source_id: opened.source_id, mapping: opened.mapping });
    expect(report.taxa.filter((t) => t.taxon_id === null)).toEqual([]);
    // GBIF's lists of recorders are split into people, markers of nobody left out
    const names = report.people.map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['Persico Andrea', 'Enz Peter', 'Juillerat Philippe', 'Jeannerat Marc', 'Anna Keller']));
    expect(names.filter((n) => n.includes(',') || n.includes(';') || /^(s\.n\.|anonymous)$/.test(n))).toEqual([]);
    // the recorders the register does not hold are created as people on request, a first name typed where the file gives none
    for (const person of report.people.filter((p) => p.person_id === null)) {
      const split = splitPersonName(person.name, 'last-first');
      person.person_id = (await domains.people.create({ last_name: split.last_name, first_name: split.first_name ?? 'N.' })).id;
    }
    const settings = { source_id: opened.source_id, mapping: opened.mapping, matches: report, defaults: { dataset_id: project.id } };
    const dry = await handlers['imports.dryRun'](settings);
    expect(dry).toMatchObject({ rows_read: 377, rows_valid: 377, errors: [] });

    const started = await handlers['imports.start'](settings);
    await progress(started.job_id, (v) => v.rows_created > 0);
    await handlers['imports.cancel']({ job_id: started.job_id });
    const cancelled = await progress(started.job_id, (v) => v.status === 'cancelled' || v.status === 'done');
    expect(cancelled.rows_created).toBeLessThan(377);

    await handlers['imports.resume']({ job_id: started.job_id });
    const done = await progress(started.job_id, (v) => v.status === 'done');
    expect(done).toMatchObject({ rows_created: 377, rows_refused: 0 });

    const ids = await domains.observations.ids(done.created_clauses);
    expect(ids).toHaveLength(377);
    const all = await domains.observations.ids([{ field: 'dataset_id', operation: 'eq', value: project.id }]);
    expect(all).toHaveLength(377);
    await expect(handlers['imports.errorReport']({ job_id: started.job_id })).resolves.toEqual({ file_name: 'occurrence-ticino-errors.csv', csv: '' });
    const persico = report.people.find((p) => p.name === 'Persico Andrea')!.person_id!;
    const enz = report.people.find((p) => p.name === 'Enz Peter')!.person_id!;
    const both = await domains.observations.ids([
      { field: 'dataset_id', operation: 'eq', value: project.id }, { field: 'recorded_by_id', operation: 'eq', value: enz },
    ]);
    expect(both).toHaveLength(4);
    expect((await domains.observations.get(both[0]!)).recorded_by_id).toEqual([persico, enz]);
  });

  it('says why rows are refused in the UI language, in the dry run and in the error report', async () => {
    const { handlers, domains, documents } = desk.services;
    const project = await domains.projects.create({ project_name: `Import in German ${Date.now()}` });
    const path = join(mkdtempSync(join(tmpdir(), 'import-de-')), 'zwei-zeilen.csv');
    writeFileSync(path, [
      'scientificName,eventDate,decimalLatitude,decimalLongitude,basisOfRecord',
      'Eriophorum vaginatum L.,2024-06-14,46.33882,8.51019,HUMAN_OBSERVATION',
      'Eriophorum vaginatum L.,31.02.2024,46.33882,8.51019,HUMAN_OBSERVATION',
    ].join('\n'));
    await handlers['preferences.set']({ language: 'de' });
    try {
      const opened = await handlers['imports.open']({ file: (await documents.files.register(path)).handle });
      const report = await handlers['imports.match']({ source_id: opened.source_id, mapping: opened.mapping });
      const settings = { source_id: opened.source_id, mapping: opened.mapping, matches: report, defaults: { dataset_id: project.id } };
      const dry = await handlers['imports.dryRun'](settings);
      expect(dry.errors).toEqual([{ row: 3, column: 'eventDate', value: '31.02.2024', reason: 'ist kein Datum (ISO 8601, tt.mm.jjjj oder ein Darwin-Core-Intervall)' }]);

      const started = await handlers['imports.start'](settings);
      await progress(started.job_id, (v) => v.status === 'done');
      const { csv } = await handlers['imports.errorReport']({ job_id: started.job_id });
      expect(csv).toContain('eventDate: ""31.02.2024"" ist kein Datum (ISO 8601, tt.mm.jjjj oder ein Darwin-Core-Intervall)');
    } finally {
      await handlers['preferences.set']({ language: 'en' });
    }
  });

  it('names file, row and column of a file it cannot read', async () => {
    const { handlers, documents } = desk.services;
    const path = join(mkdtempSync(join(tmpdir(), 'import-bad-')), 'empty.csv');
    writeFileSync(path, '');
    const file = await documents.files.register(path);
    await expect(handlers['imports.open']({ file: file.handle })).rejects.toMatchObject({
      code: 'invalid-input', message: 'empty.csv: The file is empty.', params: { source_error: 'empty-file', file_name: 'empty.csv', detail: 'The file is empty.' },
    });
  });
});
