/**
 * The exports of this run of main (`exports.start`, `exports.cancel`, event `exports.progress`):
 * where each file goes and how it reaches the user. Electron asks the native save dialog for a
 * path; browser mode, which has none, writes into a private folder of main and, once done, hands
 * the renderer a signed download address of the web host (src-main/host/web.ts), whose answer
 * removes the file after it was sent whole.
 */
import { randomUUID } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { DeskError, EXPORT_EXTENSIONS, type ExportFormat, type ExportJob } from '../../src-shared/contract/index.js';
import { runExport, type ExportRunDeps, type ExportSettings } from './run-export.js';

/** Where files go: the host's save dialog, or (browser mode) a private folder and a download address. */
export interface ExportDestinations {
  /**
   * Electron's save dialog, offering `suggested` (a file name): the chosen path, null when the
   * user cancelled. Absent in browser mode.
   */
  chooseFile?: (suggested: string, format: ExportFormat) => Promise<string | null>;
  /** Browser mode: main's private folder of finished exports waiting for their download. */
  downloadDir: string;
  /** Browser mode: the signed address of export `id`'s download (null in Electron). */
  downloadUrl?: (id: string) => string;
}

/** A finished export waiting for its browser-mode download. */
export interface ExportDownload {
  path: string;
  file_name: string;
}

const stamp = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '').replace('T', '-');

/** The exports of this run. */
export class ExportJobs {
  private readonly running = new Map<string, { controller: AbortController; job: ExportJob }>();
  private readonly downloads = new Map<string, ExportDownload>();

  constructor(
    private readonly deps: ExportRunDeps,
    private readonly destinations: ExportDestinations,
    private readonly onProgress: (job: ExportJob) => void,
  ) {}

  /**
   * Starts an export and answers its first state at once (the rows follow as `exports.progress`),
   * or null when the user cancelled the save dialog. The export ends by itself; see runExport.
   */
  async start(settings: ExportSettings): Promise<ExportJob | null> {
    const now = this.deps.now?.() ?? Date.now();
    const extension = EXPORT_EXTENSIONS[settings.format];
    const base = settings.file_name?.replace(new RegExp(`\\.${extension}$`, 'i'), '') ?? `${settings.resource === 'releves' ? 'releves' : 'observations'}-${stamp(now)}`;
    const file_name = `${base}.${extension}`;
    const id = randomUUID();
    let path: string;
    if (this.destinations.chooseFile) {
      const chosen = await this.destinations.chooseFile(file_name, settings.format);
      if (!chosen) return null;
      path = chosen;
    } else {
      await mkdir(this.destinations.downloadDir, { recursive: true });
      path = join(this.destinations.downloadDir, `${id}.${extension}`);
    }
    const controller = new AbortController();
    const entry = {
      controller,
      job: {
        id, format: settings.format, state: 'running', file_name, rows_written: 0, rows_total: null, bytes_written: 0,
        rate_rows_per_s: 0, elapsed_ms: 0, download_url: null, error: null,
      } satisfies ExportJob as ExportJob,
    };
    this.running.set(id, entry);
    const publish = (job: ExportJob): void => {
      entry.job = job;
      this.onProgress(job);
    };
    void runExport(this.deps, {
      id, settings, path, file_name, signal: controller.signal,
      onProgress: (job) => {
        if (job.state === 'running') publish(job);
      },
    }).then((final) => {
      this.running.delete(id);
      if (final.state === 'done' && this.destinations.downloadUrl) {
        this.downloads.set(id, { path, file_name });
        final.download_url = this.destinations.downloadUrl(id);
      }
      publish(final);
    });
    return entry.job;
  }

  /** Cancels a running export (its file is removed); answers its state. Throws DeskError `not-found` for an unknown id. */
  cancel(id: string): ExportJob {
    const entry = this.running.get(id);
    if (!entry) throw new DeskError({ status: 404, code: 'not-found', message: 'This export is not running (any more).', fields: [] });
    entry.controller.abort();
    return entry.job;
  }

  /** The file of a finished browser-mode export, once: the web host sends it, then calls {@link downloaded}. */
  download(id: string): ExportDownload | undefined {
    return this.downloads.get(id);
  }

  /** Forgets a download that was sent whole. */
  downloaded(id: string): void {
    this.downloads.delete(id);
  }

  /** Cancels every running export (the host is stopping). */
  dispose(): void {
    for (const { controller } of this.running.values()) controller.abort();
  }
}
