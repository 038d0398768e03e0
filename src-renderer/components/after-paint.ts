/**
 * Work that may wait until the screen has shown what the user asked for: the next frame is
 * painted first (a requestAnimationFrame callback runs just before that frame is produced; a task
 * queued from it runs after). The workspace uses it to show the next observation in triage before
 * the map and the table catch up.
 */

/** Runs `task` after the next frame has been painted; returns a function that cancels it (if it has not run). */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const frame = requestAnimationFrame(() => {
    if (!cancelled) timer = setTimeout(() => !cancelled && task(), 0);
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    if (timer !== undefined) clearTimeout(timer);
  };
}

/** A slot for deferred work where only the latest task counts (see {@link latestAfterPaint}). */
export interface LatestAfterPaint {
  /** Runs `task` after the next paint, replacing a task scheduled before that has not run yet. */
  schedule(task: () => void): void;
  /** Drops the scheduled task. */
  cancel(): void;
}

/**
 * A deferred slot: moving quickly through observations schedules many map or table updates; only
 * the last one runs, once the screen has been painted.
 */
export function latestAfterPaint(): LatestAfterPaint {
  let cancel: (() => void) | null = null;
  return {
    schedule(task) {
      cancel?.();
      cancel = afterNextPaint(() => {
        cancel = null;
        task();
      });
    },
    cancel() {
      cancel?.();
      cancel = null;
    },
  };
}
