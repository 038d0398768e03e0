import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../../src-shared/contract/errors.js';
import type { Observation, ObservationCreate } from '../../../../src-shared/schemas/observation.js';
import type { ImportJob } from '../../../../src-main/import/job/job-state.js';
import { runImportJob, type ImportService } from '../../../../src-main/import/job/run-job.js';
import type { ImportSource, SourceRow } from '../../../../src-main/import/readers/source.js';

const ROWS = 230;
const source: ImportSource = {
  format: 'csv', file_name: 'records.csv', encoding: 'utf-8', columns: ['name', 'day', 'note'], skipped: [],
  async *rows() {
    for (let i = 0; i < ROWS; i++) {
      const row: SourceRow = { row_number: i + 2, values: { name: i % 2 ? 'Carex flacca' : 'Achillea millefolium', day: '2024-06-14', note: i === 40 ? 'refuse me' : `n${i}` } };
      yield row;
    }
  },
};
const newJob = (): ImportJob => ({
  job_id: 'job-1', scope: 's', file_path: '/x/records.csv', file_name: 'records.csv', file_size_in_bytes: 1, file_sample_sha256: 'x',
  format: 'csv', csv: {}, mapping: { name: 'scientific_name', day: 'event_date', note: 'occurrence_remarks' },
  matches: { taxa: [['achilleamillefolium', 1], ['carexflacca', 2]], people: [], codes: [], date_precision: { day: 1 } },
  defaults: { dataset_id: 7, basis_of_record: 1 }, status: 'running', rows_read: 0, rows_created: 0, rows_refused: 0,
  resume_after_row: 0, in_flight: [], first_occurrence_id: null, last_occurrence_id: null, message: null,
  started_at: '2026-11-26T12:00:00.000Z', finished_at: null,
});

/** The reference service's behaviour in memory: ids in order, a 422 for one remark, and a crash on demand. */
class FakeService implements ImportService {
  readonly stored: Observation[] = [];
  crashAt: number | null = null;
  crashed!: Promise<void>;
  private crash = (): void => undefined;
  dead = false;

  constructor() {
    this.crashed = new Promise((resolve) => { this.crash = resolve; });
  }

  /** A second process over the same store (the service survived; the desk restarted). */
  restarted(): FakeService {
    return Object.assign(new FakeService(), { stored: this.stored });
  }

  async create(body: ObservationCreate): Promise<number> {
    if (this.dead) return new Promise(() => undefined);
    if (body.occurrence_remarks?.startsWith('refuse me')) {
      throw new DeskError({ status: 422, code: 'validation', message: 'invalid', fields: [{ field: 'occurrence_remarks', message: 'Not accepted.' }] });
    }
    const id = this.stored.length + 1;
    this.stored.push({ ...body, occurrence_id: id } as Observation);
    if (this.crashAt === id) {
      // the record is stored, the answer never arrives: the desk dies here
      this.dead = true;
      this.crash();
      return new Promise(() => undefined);
    }
    return id;
  }

  async candidates(body: ObservationCreate): Promise<Observation[]> {
    if (this.dead) return new Promise(() => undefined);
    return this.stored.filter((o) => o.dataset_id === body.dataset_id && o.taxon_id === body.taxon_id && o.event_date === body.event_date);
  }
}

const markers = (stored: readonly Observation[]): string[] => stored.map((o) => /\[desk-import job-1 row (\d+)\]$/.exec(o.occurrence_remarks ?? '')?.[1] ?? '?');

describe('import job', () => {
  it('creates every row once, in batches, and reports the 422 in a CSV of the source columns', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-job-'));
    const service = new FakeService();
    const saved: ImportJob[] = [];
    const job = await runImportJob(newJob(), { source, service, dir, save: (j) => saved.push(structuredClone(j)), batch_rows: 50 });
    expect(job).toMatchObject({ status: 'done', rows_read: ROWS, rows_created: ROWS - 1, rows_refused: 1, first_occurrence_id: 1, last_occurrence_id: ROWS - 1 });
    expect(new Set(markers(service.stored)).size).toBe(ROWS - 1);
    expect(service.stored[0]?.occurrence_remarks).toBe('n0\n[desk-import job-1 row 2]');
    expect(readFileSync(join(dir, 'job-1.errors.csv'), 'utf8')).toBe(
      'import_row,import_error,name,day,note\n42,occurrence_remarks: Not accepted.,Achillea millefolium,2024-06-14,refuse me\n');
    // saved before each batch is sent (with its rows in flight) and after it
    expect(saved.filter((j) => j.in_flight.length > 0)).toHaveLength(5);
  });

  it('resumes after a crash in the middle of a batch without creating any row twice', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-job-'));
    const service = new FakeService();
    service.crashAt = 73;
    let last: ImportJob = newJob();
    void runImportJob(newJob(), { source, service, dir, save: (j) => { last = structuredClone(j); }, batch_rows: 50 });
    await service.crashed;
    await new Promise((resolve) => setImmediate(resolve)); // answers already on their way are recorded
    expect(last.in_flight.length).toBeGreaterThan(0);
    expect(service.stored.length).toBeGreaterThan(last.rows_created);

    const after = service.restarted();
    const job = await runImportJob({ ...last, status: 'interrupted' }, { source, service: after, dir, save: () => undefined, batch_rows: 50 });
    expect(job).toMatchObject({ status: 'done', rows_created: ROWS - 1, rows_refused: 1 });
    const rows = markers(after.stored);
    expect(rows).toHaveLength(ROWS - 1);
    expect(new Set(rows).size).toBe(ROWS - 1);
  });

  it('stops sending when cancelled and resumes from there', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-job-'));
    const service = new FakeService();
    const controller = new AbortController();
    let last: ImportJob = newJob();
    const cancelled = await runImportJob(newJob(), {
      source, service, dir, signal: controller.signal, batch_rows: 50,
      save: (j) => { last = structuredClone(j); if (j.rows_created >= 60) controller.abort(); },
    });
    expect(cancelled.status).toBe('cancelled');
    expect(service.stored.length).toBeLessThan(ROWS - 1);
    const job = await runImportJob(last, { source, service, dir, save: () => undefined, batch_rows: 50 });
    expect(job).toMatchObject({ status: 'done', rows_created: ROWS - 1 });
    expect(new Set(markers(service.stored)).size).toBe(service.stored.length);
    expect(service.stored).toHaveLength(ROWS - 1);
  });

  it('stops as interrupted when the service is away, and sends nothing twice on resume', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'import-job-'));
    const service = new FakeService();
    const away = Object.assign(Object.create(service) as FakeService, {
      create: async (body: ObservationCreate) => {
        if (service.stored.length >= 120) throw new DeskError({ status: 0, code: 'network', message: 'The service does not answer.', fields: [] });
        return service.create(body);
      },
    });
    const stopped = await runImportJob(newJob(), { source, service: away, dir, save: () => undefined, batch_rows: 50 });
    expect(stopped).toMatchObject({ status: 'interrupted', message: 'The service does not answer.' });
    const job = await runImportJob(stopped, { source, service, dir, save: () => undefined, batch_rows: 50 });
    expect(job).toMatchObject({ status: 'done', rows_created: ROWS - 1, rows_refused: 1 });
    expect(service.stored).toHaveLength(ROWS - 1);
  });
});
