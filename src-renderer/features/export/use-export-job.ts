/**
 * One export as the dialog follows it: starts it in main (`exports.start`), follows its
 * `exports.progress` events, cancels it, and in browser mode starts the download of the finished
 * file from the address main gave (the renderer never names a file path).
 */
import { onScopeDispose, shallowRef, type ShallowRef } from 'vue';
import type { ExportJob, ExportRequest } from '../../../src-shared/contract/exports.js';
import { getDesk } from '../../bridge/index.js';

/** What {@link useExportJob} gives the dialog. */
export interface ExportJobHandle {
  /** The export's latest state (null before a start, or when the save dialog was cancelled). */
  job: ShallowRef<ExportJob | null>;
  /** A start or cancel that main refused (its message). */
  error: ShallowRef<string | null>;
  start(request: ExportRequest): Promise<void>;
  cancel(): Promise<void>;
  reset(): void;
}

/** Clicks a temporary link to `url` so that the browser downloads it (same origin: the web host). */
export function startDownload(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

/** Follows one export at a time; stops listening when the calling component goes away. */
export function useExportJob(): ExportJobHandle {
  const job = shallowRef<ExportJob | null>(null);
  const error = shallowRef<string | null>(null);
  const desk = getDesk();
  // a small export can end before `exports.start` answers: keep the last event of each export seen
  const seen = new Map<string, ExportJob>();
  const apply = (next: ExportJob): void => {
    // a late "running" event must not overwrite the final state
    if (next.id !== job.value?.id || job.value.state !== 'running') return;
    job.value = next;
    if (next.state === 'done' && next.download_url) startDownload(next.download_url, next.file_name);
  };
  const off = desk.on('exports.progress', (next) => {
    seen.set(next.id, next);
    apply(next);
  });
  onScopeDispose(off);

  return {
    job,
    error,
    async start(request) {
      error.value = null;
      try {
        const started = (await desk.exports.start(request)).job;
        job.value = started;
        const later = started && seen.get(started.id);
        if (later) apply(later);
      } catch (caught) {
        error.value = caught instanceof Error ? caught.message : String(caught);
      }
    },
    async cancel() {
      const id = job.value?.id;
      if (!id) return;
      try {
        await desk.exports.cancel({ id });
      } catch (caught) {
        error.value = caught instanceof Error ? caught.message : String(caught);
      }
    },
    reset() {
      seen.clear();
      job.value = null;
      error.value = null;
    },
  };
}
