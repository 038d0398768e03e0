import { defineStore } from 'pinia';
import { reactive, ref, shallowRef } from 'vue';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Validation, ValidationWrite } from '../../../src-shared/schemas/validation.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import { useSessionStore } from '../../stores/session.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { fillTemplate } from '../comment-templates/index.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import { VALIDATION_VOCABULARY } from './useValidationCodes.js';
import { useProjectRights } from '../../data/project-rights.js';
import { formState } from '../../components/forms/form-state.js';
import { sameValue } from '../../components/forms/form-values.js';
import { isVersionConflict } from '../../components/forms/record-conflict.js';
import { MAX_MERGES, useConflictMerge } from '../../components/forms/use-conflict-merge.js';
import { Validation as ValidationSchema } from '../../../src-shared/schemas/validation.js';
import {
  applyWrite, observationWith, restoreWrite, valuesOf, VALIDATION_FIELDS, validationFormValues, writeOf, writtenValues, type ValidationValues,
} from './validation-state.js';

/** One validation the user made, as undo needs it. */
export interface UndoEntry {
  occurrence_id: number;
  before: ValidationValues;
  after: ValidationWrite;
  token: number;
}

/** What the user typed but has not saved yet for one observation (kept per id: moving on loses nothing). */
export interface ValidationDraft {
  comment: string;
  /** `undefined` = keep the observation's presence status. */
  presence: number | null | undefined;
}

/** A completed save, for views that report changes (ObservationDetail's `changed`). */
export interface SavedValidation {
  seq: number;
  observation: Observation | null;
  occurrence_id: number;
}

/** Something the user should hear about, whoever started it (a button, a triage key): the detail shows it. */
export type ValidationNotice =
  | { seq: number; type: 'save-failed'; occurrence_id: number; error: DeskError }
  | { seq: number; type: 'undone'; occurrence_id: number }
  | { seq: number; type: 'undo-impossible'; occurrence_id: number }
  | { seq: number; type: 'nothing-to-undo' }
  | { seq: number; type: 'not-allowed'; occurrence_id: number };

/** Result of {@link useValidationStore}'s `undo`. */
export type UndoResult =
  | { ok: true; occurrence_id: number; saved: Promise<Validation> }
  | { ok: false; reason: 'nothing' | 'no-previous-status'; occurrence_id?: number };

interface PendingOp {
  token: number;
  write: ValidationWrite;
}

/** How many validations `u` can take back, newest first. */
export const UNDO_DEPTH = 100;

/**
 * Single validations (validations.set) with optimistic display: the record in the data layer's
 * cache (record-cache.ts) shows the new state at once; saves of one observation run one after
 * another; a failed save takes its change back (later ones stay) and rejects with the service's
 * DeskError; once the last save of an observation settled, its record is invalidated (read again
 * when shown). Each save goes from the validation as the service last answered it (`base`):
 * when someone else validated meanwhile, `conflict` asks mine/theirs per value (the detail shows
 * RecordConflictDialog) and the choice is sent from their version; cancelling fails the save
 * (the comment goes back into the draft). The store keeps client state only: what is on its way, undo, drafts. Keeps the undo stack,
 * unsaved comment drafts per observation, and asks the detail to focus its comment field (`c`).
 */
export const useValidationStore = defineStore('validation', () => {
  const records = useObservationRecords();
  const undoStack = ref<UndoEntry[]>([]);
  const drafts = reactive(new Map<number, ValidationDraft>());
  /** Incremented to ask the open detail to focus its comment field. */
  const commentFocusRequests = ref(0);
  /** Incremented to ask the open detail to open its comment template picker (`t`). */
  const templateRequests = ref(0);
  const lastSaved = shallowRef<SavedValidation | null>(null);
  const notice = shallowRef<ValidationNotice | null>(null);
  const saving = reactive(new Set<number>());
  const { conflict, merge } = useConflictMerge();

  const confirmed = new Map<number, Validation>();
  const pending = new Map<number, PendingOp[]>();
  const queues = new Map<number, Promise<unknown>>();
  let tokens = 0;
  let seq = 0;

  function show(id: number): void {
    const record = records.peek(id);
    const base = confirmed.get(id);
    if (!record || !base) return;
    const ops = pending.get(id) ?? [];
    const by = useSessionStore().user?.person_id ?? null;
    const now = new Date().toISOString();
    const validation = ops.reduce((state, op) => applyWrite(state, op.write, by, now), base);
    records.update(id, { validation, observation: observationWith(record.observation, validation) });
  }

  function settle(id: number, token: number): void {
    const ops = (pending.get(id) ?? []).filter((op) => op.token !== token);
    if (ops.length) pending.set(id, ops);
    else pending.delete(id);
    show(id);
    if (!ops.length) {
      confirmed.delete(id);
      saving.delete(id);
      // the service may have changed more than the validation shown (updated_at, derived fields)
      records.invalidate([id]);
    }
  }

  function enqueue<T>(id: number, task: () => Promise<T>): Promise<T> {
    const previous = queues.get(id) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(task);
    queues.set(id, next);
    void next.finally(() => {
      if (queues.get(id) === next) queues.delete(id);
    }).catch(() => undefined);
    return next;
  }

  /**
   * Sends `write` from the confirmed validation of `id`; on a conflict merges as the user chooses
   * (the pending op `token` then shows the merged values) and sends again from the current one.
   * Answers the saved validation (the current one when the user took all of theirs); throws the
   * DeskError when cancelled or refused.
   */
  async function send(id: number, token: number, write: ValidationWrite): Promise<Validation> {
    for (let merges = 0; ; merges += 1) {
      const base = confirmed.get(id)!;
      try {
        return await getDesk().validations.set({ occurrence_id: id, validation: write, base });
      } catch (error) {
        const failure = toDeskError(error);
        if (!isVersionConflict(failure) || merges >= MAX_MERGES) throw failure;
        const form = { ...formState(validationFormValues(base)), values: writtenValues(base, write) };
        const merged = await merge(form, VALIDATION_FIELDS, { schema: ValidationSchema, valuesOf: validationFormValues }, failure.current, (name) => `validation-${name}-${id}`);
        if (merged.outcome !== 'merged') throw failure;
        confirmed.set(id, merged.base);
        const next = writeOf(form.values);
        const theirs = validationFormValues(merged.base);
        if (!next || VALIDATION_FIELDS.every((field) => sameValue(field, theirs[field.name], form.values[field.name]))) return merged.base;
        write = next;
        pending.set(id, (pending.get(id) ?? []).map((op) => (op.token === token ? { token, write } : op)));
        show(id);
      }
    }
  }

  /**
   * Saves a validation of `id` (its record must be loaded): shown at once, sent in order after
   * earlier saves of the same observation. `undoable: false` for undo's own saves.
   */
  async function save(id: number, write: ValidationWrite, options: { undoable?: boolean } = {}): Promise<Validation> {
    const record = records.peek(id) ?? (await records.load(id));
    const before = valuesOf(record.validation);
    // a read of the record under way would put the state before this save back on screen
    records.cancel(id);
    if (!confirmed.has(id)) confirmed.set(id, record.validation);
    const token = ++tokens;
    pending.set(id, [...(pending.get(id) ?? []), { token, write }]);
    saving.add(id);
    show(id);
    if (options.undoable !== false) {
      undoStack.value = [...undoStack.value, { occurrence_id: id, before, after: write, token }].slice(-UNDO_DEPTH);
    }
    return enqueue(id, async () => {
      try {
        const answer = await send(id, token, write);
        confirmed.set(id, answer);
        settle(id, token);
        const observation = records.peek(id)?.observation ?? null;
        lastSaved.value = { seq: ++seq, observation, occurrence_id: id };
        return answer;
      } catch (error) {
        undoStack.value = undoStack.value.filter((entry) => entry.token !== token);
        settle(id, token);
        const failure = toDeskError(error);
        notice.value = { seq: ++seq, type: 'save-failed', occurrence_id: id, error: failure };
        throw failure;
      }
    });
  }

  /**
   * Takes back the newest validation still on the stack: saves its previous values again
   * (validations.set). Resolves at once with the observation concerned; `saved` settles with the save.
   */
  function undo(): UndoResult {
    const entry = undoStack.value.at(-1);
    if (!entry) {
      notice.value = { seq: ++seq, type: 'nothing-to-undo' };
      return { ok: false, reason: 'nothing' };
    }
    undoStack.value = undoStack.value.slice(0, -1);
    const write = restoreWrite(entry.before);
    if (!write) {
      notice.value = { seq: ++seq, type: 'undo-impossible', occurrence_id: entry.occurrence_id };
      return { ok: false, reason: 'no-previous-status', occurrence_id: entry.occurrence_id };
    }
    const saved = save(entry.occurrence_id, write, { undoable: false }).then((answer) => {
      notice.value = { seq: ++seq, type: 'undone', occurrence_id: entry.occurrence_id };
      return answer;
    }, (error: unknown) => {
      undoStack.value = [...undoStack.value, entry];
      throw error instanceof DeskError ? error : toDeskError(error);
    });
    return { ok: true, occurrence_id: entry.occurrence_id, saved };
  }

  /** The unsaved draft of `id` (empty when none). */
  function draftOf(id: number): ValidationDraft {
    return drafts.get(id) ?? { comment: '', presence: undefined };
  }

  /** Changes the draft of `id`. */
  function setDraft(id: number, change: Partial<ValidationDraft>): void {
    drafts.set(id, { ...draftOf(id), ...change });
  }

  /** Forgets the draft of `id` (after a save). */
  function clearDraft(id: number): void {
    drafts.delete(id);
  }

  /**
   * Saves status `code` with the draft's presence and comment, then clears the draft; a failed
   * save puts the comment back into the draft (unless something new was typed meanwhile). Refused
   * at once (notice `not-allowed`) on a project the person may not validate.
   */
  function decide(id: number, code: number): Promise<Validation> {
    const datasetId = records.peek(id)?.observation.dataset_id;
    if (!useProjectRights().allowed('validate', datasetId)) {
      notice.value = { seq: ++seq, type: 'not-allowed', occurrence_id: id };
      return Promise.reject(new DeskError({ status: 403, code: 'forbidden', message: 'No validate right on this project.', fields: [] }));
    }
    const draft = draftOf(id);
    // A template's {validation} names the status being saved: known only now (triage picks the template first).
    const comment = fillTemplate(draft.comment.trim(), { validation: useVocabulariesStore().label(VALIDATION_VOCABULARY, code) }).text;
    const write: ValidationWrite = { validation: code, comment: comment || null };
    if (draft.presence !== undefined) write.v_presence_status = draft.presence;
    clearDraft(id);
    return save(id, write).catch((error: unknown) => {
      if (!drafts.get(id)?.comment) setDraft(id, { comment: draft.comment, presence: draft.presence });
      throw error;
    });
  }

  /** Asks the open detail to focus its comment field. */
  function requestCommentFocus(): void {
    commentFocusRequests.value += 1;
  }

  /** Asks the open detail to open its comment template picker. */
  function requestTemplatePicker(): void {
    templateRequests.value += 1;
  }

  /** Whether a save of `id` is on its way. */
  function isSaving(id: number): boolean {
    return saving.has(id);
  }

  return { undoStack, drafts, commentFocusRequests, templateRequests, requestTemplatePicker, lastSaved, notice, conflict, save, undo, decide, draftOf, setDraft, clearDraft, requestCommentFocus, isSaving };
});
