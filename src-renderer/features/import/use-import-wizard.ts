/**
 * The state of the import wizard (issue 14): the opened file, the mapping the user edits, the
 * matching report (edited in place: a chosen taxon, person or code), the dry run, and the job,
 * followed through `imports.progress`. Every call goes to main through the desk; the wizard
 * holds handles and ids, never a path.
 */
import { onBeforeUnmount, ref, shallowRef } from 'vue';
import type {
  ImportDryRunReport, ImportJobView, ImportMatchingReport, ImportSourceView,
} from '../../../src-shared/contract/imports.js';
import type { ChosenFile } from '../../../src-shared/contract/documents.js';
import { useI18n } from 'vue-i18n';
import { getDesk, toDeskError } from '../../bridge/index.js';
import { importErrorText, type ImportErrorText } from './file-error-text.js';

/** How often a running job's state is read besides its events. */
const JOB_POLL_MS = 3_000;

/** The wizard's steps, in order. */
export const IMPORT_STEPS = ['file', 'mapping', 'matching', 'dryRun', 'run'] as const;
export type ImportStep = (typeof IMPORT_STEPS)[number];

/** The wizard's state and actions (see the module comment). */
export function useImportWizard() {
  const step = ref<ImportStep>('file');
  const busy = ref(false);
  const { t } = useI18n();
  /** The last failure, in the UI language (a file that cannot be read says where and why). */
  const error = shallowRef<ImportErrorText | null>(null);
  const source = shallowRef<ImportSourceView | null>(null);
  const mapping = ref<Record<string, string>>({});
  const matches = ref<ImportMatchingReport | null>(null);
  const dryRun = shallowRef<ImportDryRunReport | null>(null);
  const job = shallowRef<ImportJobView | null>(null);
  const datasetId = ref<number | null>(null);

  const unsubscribe = getDesk().on('imports.progress', (view) => {
    if (view.job_id === job.value?.job_id) job.value = view;
  });
  // Browser mode's event stream drops what is sent while it reconnects (as for uploads): while a
  // job runs, its state is also read every few seconds.
  const poll = setInterval(() => {
    const current = job.value;
    if (current?.status !== 'running') return;
    void getDesk().imports.list().then((jobs) => {
      const fresh = jobs.find((j) => j.job_id === current.job_id);
      if (fresh && job.value?.job_id === fresh.job_id) job.value = fresh;
    }).catch(() => undefined);
  }, JOB_POLL_MS);
  onBeforeUnmount(() => {
    unsubscribe();
    clearInterval(poll);
  });

  async function run<T>(work: () => Promise<T>): Promise<T | null> {
    busy.value = true;
    error.value = null;
    try {
      return await work();
    } catch (e) {
      error.value = importErrorText(t, toDeskError(e));
      return null;
    } finally {
      busy.value = false;
    }
  }

  const settings = () => ({
    source_id: source.value!.source_id, mapping: mapping.value, matches: matches.value!, defaults: { dataset_id: datasetId.value! },
  });

  return {
    step, busy, error, source, mapping, matches, dryRun, job, datasetId,
    /** Opens the chosen file and proposes its mapping. */
    async open(file: ChosenFile): Promise<void> {
      const opened = await run(() => getDesk().imports.open({ file: file.handle }));
      if (!opened) return;
      source.value = opened;
      mapping.value = { ...opened.mapping };
      step.value = 'mapping';
    },
    /** Matches the mapped names and values. */
    async match(): Promise<void> {
      const report = await run(() => getDesk().imports.match({ source_id: source.value!.source_id, mapping: mapping.value }));
      if (!report) return;
      matches.value = report;
      step.value = 'matching';
    },
    /** Checks every row; the report stays on screen to fix the mapping and run it again. */
    async check(): Promise<void> {
      const report = await run(() => getDesk().imports.dryRun(settings()));
      if (!report) return;
      dryRun.value = report;
      step.value = 'dryRun';
    },
    /** Starts the job. */
    async start(): Promise<void> {
      const started = await run(() => getDesk().imports.start(settings()));
      if (!started) return;
      job.value = started;
      step.value = 'run';
    },
    async cancel(): Promise<void> {
      const view = await run(() => getDesk().imports.cancel({ job_id: job.value!.job_id }));
      if (view) job.value = view;
    },
    async resume(): Promise<void> {
      const view = await run(() => getDesk().imports.resume({ job_id: job.value!.job_id }));
      if (view) job.value = view;
    },
    /** The error report as a CSV download (a Blob: the renderer writes no file itself). */
    async downloadErrors(): Promise<void> {
      const report = await run(() => getDesk().imports.errorReport({ job_id: job.value!.job_id }));
      if (!report) return;
      const link = document.createElement('a');
      link.href = URL.createObjectURL(new Blob([report.csv], { type: 'text/csv' }));
      link.download = report.file_name;
      link.click();
      URL.revokeObjectURL(link.href);
    },
  };
}
