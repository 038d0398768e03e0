/**
 * One export from start to end (issue 14): reads the filter's observations (or relevés, or the
 * relevés' observations) page by page
 * (./pages.ts), looks up what the columns need (./lookups.ts), writes each page as soon as it
 * came (./writers/), and reports progress. Memory holds one page and the lookups, whatever the
 * number of rows. A cancelled or failed export removes its partial file.
 */
import { createWriteStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { DeskError, type ExportJob } from '../../src-shared/contract/index.js';
import { VALIDATION_DETAIL_FIELDS, ExportRequest } from '../../src-shared/contract/exports.js';
import { serializeFilterClauses, type FilterClause } from '../../src-shared/filters/grammar.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import { ProjectSchema } from '../../src-shared/schemas/project.js';
import type { ApiClient } from '../api/client.js';
import type { ReferenceDomain } from '../domains/reference.js';
import { headerOf, planFields, planReleveFields, recordsOf, type ColumnPlan, type ExportColumn, type ExportedRow } from './columns.js';
import { ExportLookupSource } from './lookups.js';
import { observationPages, releveObservationPages, relevePages, type PageOptions, type PageRead } from './pages.js';
import { createRecordWriter } from './writers/create-writer.js';
import { buildEmlXml } from './writers/eml-xml.js';

/** A request after the contract's validation (defaults applied). */
export type ExportSettings = z.output<typeof ExportRequest>;

/** What an export reads with. */
export interface ExportRunDeps {
  api: ApiClient;
  reference: ReferenceDomain;
  /** The signed-in person, the archive's contact (eml.xml). */
  contact: () => { name: string; email?: string | null };
  /** Clock in ms (tests move it). */
  now?: () => number;
}

/** One run: where to, under what id and name, how to stop it, whom to tell. */
export interface ExportRun {
  id: string;
  settings: ExportSettings;
  /** The file written (created or replaced). */
  path: string;
  file_name: string;
  signal: AbortSignal;
  /** Called with the state about every {@link PROGRESS_INTERVAL_MS} while running, and once at the end. */
  onProgress: (job: ExportJob) => void;
  /** Rows per page (1–1000; default 1000). */
  pageSize?: number;
}

/** Least time between two progress reports. */
export const PROGRESS_INTERVAL_MS = 250;

/** The project an export is limited to (`dataset_id[eq]` or a one-value `in`), or null. */
export function singleProjectOf(clauses: readonly FilterClause[]): number | null {
  for (const clause of clauses) {
    if (clause.field !== 'dataset_id') continue;
    const values = Array.isArray(clause.value) ? clause.value : [clause.value];
    if ((clause.operation === 'eq' || clause.operation === 'in') && values.length === 1 && typeof values[0] === 'number') return values[0];
  }
  return null;
}

async function emlOf(deps: ExportRunDeps, settings: ExportSettings, signal: AbortSignal): Promise<string> {
  const projectId = singleProjectOf(settings.clauses);
  const project = projectId === null ? null
    : (await deps.api.request({ path: `/rest/v5/projects/${projectId}`, signal }, ProjectSchema)).data;
  const query = serializeFilterClauses(settings.clauses).map(([key, value]) => `${key}=${value}`).join('&');
  return buildEmlXml({
    packageId: randomUUID(),
    title: settings.title ?? project?.project_name ?? 'Observations',
    description: project?.description ?? null,
    licence: settings.licence,
    contact: deps.contact(),
    filterDescription: settings.description || query || 'All observations the exporting person may read.',
    filterQuery: query ? `GET /rest/v5/observations?${query}` : 'GET /rest/v5/observations',
    language: settings.language,
    pubDate: new Date(deps.now?.() ?? Date.now()).toISOString().slice(0, 10),
  });
}

/** The pages an export reads, by what it holds. */
function pagesOf(api: ApiClient, settings: ExportSettings, options: PageOptions): AsyncGenerator<PageRead<ExportedRow>> {
  switch (settings.resource) {
    case 'observations': return observationPages(api, settings.clauses, options);
    case 'releves': return relevePages(api, settings.clauses, options);
    case 'releve_observations': return releveObservationPages(api, settings.clauses, options);
  }
}

/**
 * Runs the export to `run.path` and resolves with its final state (`done`, `cancelled` when
 * `run.signal` aborted, `failed` with the error); never rejects. The file is removed unless done.
 */
export async function runExport(deps: ExportRunDeps, run: ExportRun): Promise<ExportJob> {
  const now = deps.now ?? Date.now;
  const started = now();
  const { settings } = run;
  const fields: ExportColumn[] = settings.resource === 'releves' ? planReleveFields(settings.lv95) : planFields(settings);
  const darwinCore = settings.format === 'dwca';
  const plan: ColumnPlan = { fields, values: darwinCore ? 'dwc' : settings.values, language: settings.language };
  const job: ExportJob = {
    id: run.id, format: settings.format, state: 'running', file_name: run.file_name, rows_written: 0, rows_total: null,
    bytes_written: 0, rate_rows_per_s: 0, elapsed_ms: 0, download_url: null, error: null,
  };
  const out = createWriteStream(run.path);
  let lastReport = -Infinity;
  const report = (force: boolean): void => {
    const t = now();
    if (!force && t - lastReport < PROGRESS_INTERVAL_MS) return;
    lastReport = t;
    job.elapsed_ms = t - started;
    job.bytes_written = out.bytesWritten;
    job.rate_rows_per_s = job.elapsed_ms > 0 ? Math.round((job.rows_written / job.elapsed_ms) * 1000) : 0;
    run.onProgress({ ...job });
  };
  try {
    const lookups = new ExportLookupSource(deps.api, deps.reference, {
      vocabularies: settings.values === 'labels' || darwinCore,
      taxa: fields.includes('scientific_name') || fields.includes('vernacular_name'),
      projects: fields.includes('dataset_name'),
      validations: settings.resource !== 'releves' && fields.some((field) => (VALIDATION_DETAIL_FIELDS as readonly string[]).includes(field)),
    });
    const writer = createRecordWriter(settings.format, out, {
      fields,
      headers: fields.map((field) => headerOf(field, darwinCore)),
      csv: { separator: settings.csv_separator, bom: settings.csv_bom },
      emlXml: darwinCore ? await emlOf(deps, settings, run.signal) : undefined,
    });
    report(true);
    for await (const page of pagesOf(deps.api, settings, { pageSize: run.pageSize, signal: run.signal })) {
      if (page.filtered_total !== null) {
        job.rows_total = page.filtered_total;
        report(true); // the total before the first page's lookups, which may take a while
      }
      run.signal.throwIfAborted();
      // a relevé needs no per-page lookup (no taxon, no validation): only the vocabularies and projects
      const perPage = settings.resource === 'releves' ? [] : page.rows as Observation[];
      const records = recordsOf(page.rows, plan, await lookups.forPage(perPage, run.signal), settings.format === 'geojson');
      await writer.write(records);
      job.rows_written += records.length;
      report(false);
    }
    run.signal.throwIfAborted();
    await writer.end();
    job.state = 'done';
  } catch (error) {
    // the file may still be opening: remove it only once the stream has closed, or it would come back
    if (!out.closed) await new Promise<void>((resolve) => out.once('close', () => resolve()).destroy());
    await unlink(run.path).catch(() => undefined);
    if (run.signal.aborted) {
      job.state = 'cancelled';
    } else {
      job.state = 'failed';
      job.error = error instanceof DeskError ? error.toShape()
        : { status: 0, code: 'export-failed', message: `The export stopped: ${error instanceof Error ? error.message : String(error)}`, fields: [] };
    }
  }
  report(true);
  return { ...job };
}
