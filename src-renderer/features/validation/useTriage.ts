import { useEventListener } from '@vueuse/core';
import { computed, onScopeDispose, watch, type ComputedRef, type Ref } from 'vue';
import { latestAfterPaint } from '../../components/after-paint.js';
import { useObservationRecords, type ObservationRecord, warmRecord } from '../observation-detail/index.js';
import { actionOf, type TriageAction } from './triage-keys.js';
import { useTriageSettings } from './triage-settings.js';
import { useValidationCodes } from './useValidationCodes.js';
import { useValidationStore } from './validation-store.js';

/** Options of {@link useTriage}. */
export interface TriageOptions {
  /** The observations to work through, in the order shown (e.g. the table's rows). */
  ids: Ref<readonly number[]>;
  /** The observation shown; triage moves it. */
  current: Ref<number | null>;
  /** The `validation` vocabulary's codes in order, key 1 = first (default: from the vocabularies store). */
  codes?: Ref<readonly number[]>;
  /** Whether the keys listen (default: always while the caller is mounted). */
  enabled?: Ref<boolean>;
  /** Records read ahead of the current one (default 2) and behind it (default 1). */
  ahead?: number;
  behind?: number;
  /** At either end of `ids` (e.g. to load the next page of the table). */
  onEnd?: (direction: 'next' | 'previous') => void;
  /** A failed save or undo (default: nothing; ObservationDetail reports saves itself). */
  onError?: (error: unknown, occurrenceId: number) => void;
  /** An undo that could not be done, or was done (for a toast). */
  onUndo?: (result: { ok: boolean; occurrenceId?: number; reason?: string }) => void;
  /** Prepares what the detail shows beyond the record for a prefetched one (default: names and thumbnails, {@link warmRecord}). */
  warm?: (record: ObservationRecord) => void;
  /** Where the keys are heard (default: window). */
  target?: EventTarget;
}

/** What {@link useTriage} gives its caller (the workspace binds buttons to it). */
export interface Triage {
  next(): void;
  previous(): void;
  decide(code: number): Promise<void>;
  undo(): void;
  focusComment(): void;
  /** Runs the action of a key, as the keyboard would. */
  perform(action: TriageAction): void;
  helpVisible: Ref<boolean>;
  /** Move to the next observation after a status key. */
  advance: Ref<boolean>;
  /** Position of the current observation in `ids` (-1 when not in it). */
  index: ComputedRef<number>;
  canNext: ComputedRef<boolean>;
  canPrevious: ComputedRef<boolean>;
}

const MODAL = '.p-dialog-mask, [role="dialog"][aria-modal="true"], [role="alertdialog"]';
const ARROW_OWNERS = '[role="grid"], [role="listbox"], [role="menu"], [role="tree"], [role="tablist"], [role="radiogroup"], [role="slider"], .p-galleria';

/**
 * Keyboard-first triage over a list of observations (issue 4, item 5): j/k or ↓/↑ move, 1–9 set
 * the validation status of the vocabulary's n-th code (then move on when `advance` is on), c
 * focuses the comment, t opens the comment templates, p opens the photos, u undoes the last validation, ? shows the keys. Keys
 * are ignored while typing, with Ctrl/Cmd/Alt, and under another dialog. Keeps the records around
 * the current one loaded (with their names and thumbnails), so moving on shows the next
 * observation from the cache; reading ahead again waits until that one has been painted.
 */
export function useTriage(options: TriageOptions): Triage {
  const records = useObservationRecords();
  const validation = useValidationStore();
  const settings = useTriageSettings();
  const warmUp = options.warm ?? warmRecord;
  const codes = options.codes ?? useValidationCodes();
  const ahead = options.ahead ?? 2;
  const behind = options.behind ?? 1;
  const helpVisible = computed({ get: () => settings.helpVisible, set: (value: boolean) => (settings.helpVisible = value) });
  const advance = computed({ get: () => settings.advance, set: (value: boolean) => (settings.advance = value) });

  const index = computed(() => (options.current.value == null ? -1 : options.ids.value.indexOf(options.current.value)));
  const canNext = computed(() => index.value < options.ids.value.length - 1);
  const canPrevious = computed(() => index.value > 0);

  function warm(id: number): void {
    const loaded = records.peek(id);
    if (loaded) {
      warmUp(loaded);
      return;
    }
    records.load(id).then(warmUp, () => undefined);
  }

  function prefetchAround(): void {
    const at = index.value;
    if (at < 0) return;
    const around = [
      options.ids.value[at]!,
      ...options.ids.value.slice(at + 1, at + 1 + ahead),
      ...options.ids.value.slice(Math.max(0, at - behind), at).reverse(),
    ];
    for (const id of around) warm(id);
  }

  // Reading ahead waits until the observation moved to has been painted (it is in the cache already).
  const prefetching = latestAfterPaint();
  prefetchAround();
  watch([options.current, options.ids], () => prefetching.schedule(prefetchAround));
  onScopeDispose(() => prefetching.cancel());

  function move(step: 1 | -1): void {
    const ids = options.ids.value;
    if (!ids.length) return;
    const at = index.value;
    const target = at < 0 ? 0 : at + step;
    if (target < 0 || target >= ids.length) {
      options.onEnd?.(step > 0 ? 'next' : 'previous');
      return;
    }
    performance.clearMarks('triage-move');
    performance.mark('triage-move');
    options.current.value = ids[target]!;
  }

  async function decide(code: number): Promise<void> {
    const id = options.current.value;
    if (id == null) return;
    const saved = validation.decide(id, code);
    if (advance.value && canNext.value) move(1);
    try {
      await saved;
    } catch (error) {
      options.onError?.(error, id);
    }
  }

  function undo(): void {
    const result = validation.undo();
    if (!result.ok) {
      options.onUndo?.({ ok: false, reason: result.reason, occurrenceId: result.occurrence_id });
      return;
    }
    if (options.ids.value.includes(result.occurrence_id)) options.current.value = result.occurrence_id;
    result.saved.then(
      () => options.onUndo?.({ ok: true, occurrenceId: result.occurrence_id }),
      (error: unknown) => options.onError?.(error, result.occurrence_id),
    );
  }

  function perform(action: TriageAction): void {
    if (action.type === 'next') move(1);
    else if (action.type === 'previous') move(-1);
    else if (action.type === 'status') void decide(action.code);
    else if (action.type === 'comment') validation.requestCommentFocus();
    else if (action.type === 'template') validation.requestTemplatePicker();
    else if (action.type === 'photos') settings.photoRequests += 1;
    else if (action.type === 'undo') undo();
    else helpVisible.value = !helpVisible.value;
  }

  function onKey(event: KeyboardEvent): void {
    if (options.enabled && !options.enabled.value) return;
    if (event.defaultPrevented) return;
    const action = actionOf(event, codes.value);
    if (!action) return;
    const inModal = document.querySelector(MODAL) !== null;
    if (inModal && !(helpVisible.value && action.type === 'help')) return;
    const target = event.target as Element | null;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && target?.closest?.(ARROW_OWNERS)) return;
    const needsCurrent = action.type === 'status' || action.type === 'comment' || action.type === 'template' || action.type === 'photos' || action.type === 'previous';
    if (needsCurrent && options.current.value == null) return;
    event.preventDefault();
    perform(action);
  }

  useEventListener(options.target ?? window, 'keydown', onKey as EventListener);

  return {
    next: () => move(1),
    previous: () => move(-1),
    decide,
    undo,
    focusComment: () => validation.requestCommentFocus(),
    perform,
    helpVisible,
    advance,
    index,
    canNext,
    canPrevious,
  };
}

/** Milliseconds since the last triage move (performance mark `triage-move`), or null. */
export function sinceTriageMove(): number | null {
  const marks = performance.getEntriesByName('triage-move', 'mark');
  const last = marks.at(-1);
  return last ? performance.now() - last.startTime : null;
}
