/**
 * The import of this desk (issue 14), behind the `imports.*` methods: files opened from handles,
 * mapping proposals that remember the user's choices, matching, dry runs, and the jobs, saved in
 * `<dir>/import-jobs.json` like the upload queue so that they survive a restart. Jobs that were
 * running when the desk stopped come back `interrupted` and wait for the user (the file may have
 * changed, another user may sign in); each belongs to the session scope that started it.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { open as openFile, stat } from 'node:fs/promises';
import { DeskError } from '../../src-shared/contract/errors.js';
import type { FileHandle } from '../../src-shared/contract/documents.js';
import type { ImportDryRunReport, ImportJobView, ImportMatchingReport, ImportSettingsInput, ImportSourceView } from '../../src-shared/contract/imports.js';
import type { VocabularyEntry } from '../../src-shared/schemas/vocabulary.js';
import type { ObservationsDomain } from '../domains/observations.js';
import type { ReferenceDomain } from '../domains/reference.js';
import type { KeyValueStore } from '../platform.js';
import { createFileKeyValueStore } from '../settings/key-value-stores.js';
import type { FileHandles } from '../uploads/file-handles.js';
import { dryRun } from './dry-run.js';
import { jobFilePaths } from './job/job-files.js';
import { ImportJob } from './job/job-state.js';
import { restoreMatches, runImportJob } from './job/run-job.js';
import { observationsImportService } from './job/service-adapter.js';
import { buildMatches, savedMatches, type MatchingReport } from './matching/build-matches.js';
import { proposeMapping } from './mapping/recognise.js';
import { rowReason } from './reasons/index.js';
import { ColumnMapping } from './mapping/targets.js';
import { openSource } from './readers/open-source.js';
import { SourceError, type ImportSource } from './readers/source.js';
import type { CsvChoices } from './readers/csv.js';

/** Opened files kept (the wizard needs one; a few for going back and forth). */
const OPEN_SOURCES_KEPT = 8;
const SAMPLE_BYTES = 64 * 1024;
/** The error report is sent to the renderer as text up to this size. */
const ERROR_REPORT_MAX_BYTES = 32 * 1024 * 1024;

interface OpenedSource {
  path: string;
  format: ImportSource['format'];
  csv: CsvChoices;
  source: ImportSource;
}

/** What the import needs of main. */
export interface ImportJobsDeps {
  observations: Pick<ObservationsDomain, 'create' | 'list'>;
  reference: Pick<ReferenceDomain, 'vocabularies' | 'taxonNames' | 'people'>;
  files: Pick<FileHandles, 'resolve'>;
  /** The folder of the saved jobs, their ledgers and error reports. */
  dir: string;
  /** The signed-in session's scope, null when signed out. */
  scope(): string | null;
  emit(view: ImportJobView): void;
  now?: () => Date;
  /** The UI language (preferences): the dry run's reasons and the error report speak it; English when not given. */
  language?: () => string;
}

/** A file error or a missing session as the DeskError the renderer shows. */
function deskError(error: unknown): unknown {
  if (error instanceof SourceError) {
    const params: Record<string, string | number> = { source_error: error.code, file_name: error.file_name, detail: error.reason };
    if (error.row !== null) params.row = error.row;
    if (error.column !== null) params.column = error.column;
    return new DeskError({ status: 400, code: 'invalid-input', message: error.message, fields: error.column ? [{ field: error.column, message: error.message }] : [], params });
  }
  return error;
}

async function fileSample(path: string): Promise<{ size: number; sha256: string }> {
  const { size } = await stat(path);
  const handle = await openFile(path, 'r');
  try {
    const buffer = Buffer.alloc(Math.min(SAMPLE_BYTES, size));
    await handle.read(buffer, 0, buffer.length, 0);
    return { size, sha256: createHash('sha256').update(buffer).digest('hex') };
  } finally {
    await handle.close();
  }
}

/** The import's methods (see the module comment). */
export class ImportJobs {
  private readonly sources = new Map<string, OpenedSource>();
  private readonly running = new Map<string, AbortController>();
  private readonly store: KeyValueStore;
  private jobs: ImportJob[];

  constructor(private readonly deps: ImportJobsDeps) {
    mkdirSync(deps.dir, { recursive: true });
    this.store = createFileKeyValueStore(deps.dir, 'import-jobs');
    const saved = this.store.get('jobs');
    this.jobs = (Array.isArray(saved) ? saved : []).flatMap((entry) => {
      const parsed = ImportJob.safeParse(entry);
      if (!parsed.success) return [];
      const job = parsed.data;
      return [job.status === 'running' ? { ...job, status: 'interrupted' as const, message: 'The desk stopped while the import ran.' } : job];
    });
  }

  /** Opens a chosen file: reads its columns and proposes a mapping. Throws DeskError `invalid-input` naming file, row and column. */
  async open(input: { file: FileHandle; format?: ImportSource['format']; csv?: CsvChoices }): Promise<ImportSourceView> {
    const [path] = this.deps.files.resolve([input.file], 'file', true);
    try {
      const source = await openSource(path!, { format: input.format, csv: input.csv });
      const source_id = `src_${randomBytes(9).toString('base64url')}`;
      this.sources.set(source_id, { path: path!, format: source.format, csv: input.csv ?? {}, source });
      while (this.sources.size > OPEN_SOURCES_KEPT) this.sources.delete(this.sources.keys().next().value!);
      const { mapping, unmapped } = proposeMapping(source.columns, this.remembered());
      return { source_id, file_name: source.file_name, format: source.format, encoding: source.encoding, columns: [...source.columns], skipped: [...source.skipped], mapping, unmapped };
    } catch (error) {
      throw deskError(error);
    }
  }

  /** The matching step for a mapping. */
  async match(input: { source_id: string; mapping: Record<string, string> }, signal?: AbortSignal): Promise<ImportMatchingReport> {
    const opened = this.opened(input.source_id);
    const mapping = this.mapping(input.mapping);
    try {
      return await buildMatches(opened.source, mapping, {
        searchNames: (text) => this.deps.reference.taxonNames({ query: text, limit: 100 }),
        searchPeople: (name) => this.deps.reference.people({ query: name, limit: 10 }),
        vocabularies: () => this.deps.reference.vocabularies(),
      }, signal);
    } catch (error) {
      throw deskError(error);
    }
  }

  /** Every row checked; nothing sent. The reasons in the UI language. */
  async dryRun(input: ImportSettingsInput, signal?: AbortSignal): Promise<ImportDryRunReport> {
    const opened = this.opened(input.source_id);
    const { mapping, matches, defaults } = await this.settings(input);
    try {
      const report = await dryRun(opened.source, { mapping, matches: restoreMatches(matches), defaults }, signal);
      const language = this.deps.language?.();
      return { ...report, errors: report.errors.map((e) => ({ row: e.row, column: e.column, value: e.value, reason: rowReason(e.code, e.params, language) })) };
    } catch (error) {
      throw deskError(error);
    }
  }

  /** Starts a job over the opened file; remembers the mapping for the next file with these columns. */
  async start(input: ImportSettingsInput): Promise<ImportJobView> {
    const scope = this.requireScope();
    const opened = this.opened(input.source_id);
    const { mapping, matches, defaults } = await this.settings(input);
    this.remember(mapping);
    const sample = await fileSample(opened.path);
    const job: ImportJob = ImportJob.parse({
      job_id: `imp-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}`, scope, file_path: opened.path, file_name: opened.source.file_name,
      file_size_in_bytes: sample.size, file_sample_sha256: sample.sha256, format: opened.format, csv: opened.csv, mapping, matches, defaults,
      status: 'running', rows_read: 0, rows_created: 0, rows_refused: 0, resume_after_row: 0, in_flight: [], first_occurrence_id: null,
      last_occurrence_id: null, message: null, started_at: (this.deps.now?.() ?? new Date()).toISOString(), finished_at: null,
    });
    this.put(job);
    this.launch(job, opened.source);
    return this.view(job);
  }

  /** The jobs of the signed-in user, newest first. */
  list(): ImportJobView[] {
    const scope = this.deps.scope();
    return this.jobs.filter((j) => j.scope === scope).map((j) => this.view(j)).reverse();
  }

  /** Stops a running job after the rows in flight; it can be resumed. */
  cancel(job_id: string): ImportJobView {
    const job = this.job(job_id);
    this.running.get(job_id)?.abort();
    return this.view(job);
  }

  /**
   * Resumes an interrupted or cancelled job. `file`: the file chosen again when the old path is
   * gone (browser mode keeps dropped files for one run); it must be the same file (size and first
   * 64 KiB). Throws DeskError `conflict` for another file or a job that is not resumable.
   */
  async resume(job_id: string, file?: FileHandle): Promise<ImportJobView> {
    const job = this.job(job_id);
    if (job.status !== 'interrupted' && job.status !== 'cancelled') {
      throw new DeskError({ status: 409, code: 'conflict', message: `The import of ${job.file_name} is ${job.status} and cannot be resumed.`, fields: [] });
    }
    const path = file ? this.deps.files.resolve([file], 'file', true)[0]! : job.file_path;
    if (!existsSync(path)) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: `${job.file_name} is not there any more: choose it again to resume.`, fields: [{ field: 'file', message: 'Choose the file again.' }] });
    }
    const sample = await fileSample(path);
    if (sample.size !== job.file_size_in_bytes || sample.sha256 !== job.file_sample_sha256) {
      throw new DeskError({ status: 409, code: 'conflict', message: `This is not the file the import started from (${job.file_name}, ${job.file_size_in_bytes} bytes).`, fields: [] });
    }
    try {
      const source = await openSource(path, { format: job.format, csv: job.csv });
      const next = { ...job, file_path: path, status: 'running' as const, message: null };
      this.put(next);
      this.launch(next, source);
      return this.view(next);
    } catch (error) {
      throw deskError(error);
    }
  }

  /** The error report's text. Throws DeskError `invalid-input` when it is too large to send (it stays in the job's folder). */
  errorReport(job_id: string): { file_name: string; csv: string } {
    const job = this.job(job_id);
    const { errors } = jobFilePaths(this.deps.dir, job.job_id);
    const file_name = `${job.file_name.replace(/\.[^.]+$/, '')}-errors.csv`;
    if (!existsSync(errors)) return { file_name, csv: '' };
    const csv = readFileSync(errors);
    if (csv.length > ERROR_REPORT_MAX_BYTES) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: `The error report has ${Math.round(csv.length / 1024 / 1024)} MB; fix the mapping and run the dry run again first.`, fields: [] });
    }
    return { file_name, csv: csv.toString('utf8') };
  }

  /** Stops every running job (the desk is closing); each is resumable. */
  dispose(): void {
    for (const controller of this.running.values()) controller.abort();
  }

  private launch(job: ImportJob, source: ImportSource): void {
    const controller = new AbortController();
    this.running.set(job.job_id, controller);
    void runImportJob(job, {
      source, service: observationsImportService(this.deps.observations), dir: this.deps.dir, signal: controller.signal, now: this.deps.now,
      language: this.deps.language?.(),
      save: (saved) => this.put(saved),
    }).catch(() => undefined) // saved as failed with the file's message by the run
      .finally(() => this.running.delete(job.job_id));
  }

  private put(job: ImportJob): void {
    const index = this.jobs.findIndex((j) => j.job_id === job.job_id);
    if (index === -1) this.jobs.push(job);
    else this.jobs[index] = job;
    this.store.set('jobs', this.jobs);
    this.deps.emit(this.view(job));
  }

  private view(job: ImportJob): ImportJobView {
    const created_clauses = job.first_occurrence_id === null ? [] : [
      { field: 'dataset_id', operation: 'eq' as const, value: job.defaults.dataset_id ?? 0 },
      { field: 'occurrence_id', operation: 'gte' as const, value: job.first_occurrence_id },
      { field: 'occurrence_id', operation: 'lte' as const, value: job.last_occurrence_id ?? job.first_occurrence_id },
    ];
    const { job_id, file_name, status, rows_read, rows_created, rows_refused, message, started_at, finished_at } = job;
    return { job_id, file_name, status, rows_read, rows_created, rows_refused, message, started_at, finished_at, created_clauses };
  }

  private job(job_id: string): ImportJob {
    const job = this.jobs.find((j) => j.job_id === job_id && j.scope === this.deps.scope());
    if (!job) throw new DeskError({ status: 404, code: 'not-found', message: 'No such import.', fields: [] });
    return job;
  }

  private opened(source_id: string): OpenedSource {
    const opened = this.sources.get(source_id);
    if (!opened) throw new DeskError({ status: 400, code: 'invalid-input', message: 'The file is not open any more: choose it again.', fields: [{ field: 'source_id', message: 'Choose the file again.' }] });
    return opened;
  }

  private mapping(raw: Record<string, string>): ColumnMapping {
    const parsed = ColumnMapping.safeParse(raw);
    if (!parsed.success) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: 'The mapping names a field the import does not know.',
        fields: parsed.error.issues.map((i) => ({ field: `mapping.${String(i.path[0])}`, message: i.message })) });
    }
    return parsed.data;
  }

  private async settings(input: ImportSettingsInput): Promise<{ mapping: ColumnMapping; matches: ImportJob['matches']; defaults: ImportJob['defaults'] }> {
    const vocabularies: VocabularyEntry[] = await this.deps.reference.vocabularies();
    return { mapping: this.mapping(input.mapping), matches: savedMatches(input.matches as MatchingReport, vocabularies), defaults: input.defaults };
  }

  private requireScope(): string {
    const scope = this.deps.scope();
    if (!scope) throw new DeskError({ status: 401, code: 'signed-out', message: 'Sign in to import.', fields: [] });
    return scope;
  }

  /** Choices the user made for column names before (folded), kept across files and runs. */
  private remembered(): ColumnMapping {
    const saved = ColumnMapping.safeParse(this.store.get('mapping'));
    return saved.success ? saved.data : {};
  }

  private remember(mapping: ColumnMapping): void {
    this.store.set('mapping', { ...this.remembered(), ...mapping });
  }
}
