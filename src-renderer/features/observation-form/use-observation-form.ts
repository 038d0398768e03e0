import { ref, shallowRef } from 'vue';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { Observation, ObservationCreate, ObservationUpdate } from '../../../src-shared/schemas/observation.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import type { FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck } from '../../components/forms/form-check.js';
import { bodyOf, changedBody, filledBody, valuesOf } from '../../components/forms/form-values.js';
import { useFutureDateQuestion } from '../../components/forms/use-future-date.js';
import { useRecordForm } from '../../components/forms/use-record-form.js';
import { OBSERVATION_FORM_FIELDS as FIELDS } from './observation-form-fields.js';

/** Whether the form creates an observation or edits one. */
export type FormMode = 'new' | 'edit';

/** What a save sends: a whole new observation (POST), or the changed fields of one (PUT, partial). */
type Request = { create: ObservationCreate } | { occurrence_id: number; changes: ObservationUpdate };

/** The outcome of a save: the observation as the service returned it, or `unchanged` (nothing was sent). */
export type SaveOutcome = { saved: Observation; created: boolean } | 'unchanged';

/** The workspace-state key of a form's draft: `draft:observation:new` or `draft:observation:<id>`. */
export function draftKey(mode: FormMode, occurrenceId: number | null): string {
  return mode === 'new' || occurrenceId === null ? 'draft:observation:new' : `draft:observation:${occurrenceId}`;
}

/**
 * The request for the form's values, checked with the shared zod schema first: a new observation
 * with every filled field (ObservationCreate: project and basis of record required); an edit with
 * only the changed fields, after checking the whole form (ObservationUpdate; the order of the
 * elevations spans two fields).
 */
export function checkObservation(occurrenceId: number | null, initial: FormValues, values: FormValues): BodyCheck<Request> {
  if (occurrenceId === null) {
    const checked = checkBody(FIELDS, filledBody(FIELDS, values), ObservationCreate);
    return checked.ok ? { ok: true, body: { create: checked.body } } : checked;
  }
  const checked = checkBody(FIELDS, bodyOf(FIELDS, values), ObservationUpdate);
  return checked.ok ? { ok: true, body: { occurrence_id: occurrenceId, changes: changedBody(FIELDS, initial, values) as ObservationUpdate } } : checked;
}

/** Sends the request; an update only while the observation is still `base` (else DeskError `conflict` with the current one). */
async function send(request: Request, base: Observation | null): Promise<SaveOutcome> {
  if ('create' in request) return { saved: await getDesk().observations.create(request.create), created: true };
  if (!Object.keys(request.changes).length) return 'unchanged';
  return { saved: await getDesk().observations.update({ ...request, base: base ?? undefined }), created: false };
}

/**
 * The observation form of the form page (issue 4, item 6) on the generic record form
 * (components/forms/use-record-form.ts: draft, unsaved-changes guard, zod check, 422 onto the
 * fields, edits kept on failure): a new observation (`observations.create`, POST) or an existing
 * one (`observations.get`, then `observations.update` with the changed fields only, from the
 * version read: someone else's save meanwhile opens the mine/theirs merge). After a create the
 * form goes on as the edit of the saved observation, its computed fields known. A new or changed
 * `event_date` in the future is sent only once the user confirms it.
 */
export function useObservationForm() {
  const mode = ref<FormMode>('new');
  const occurrenceId = ref<number | null>(null);
  /** The observation as the service last returned it (its computed fields), null for a new one. */
  const saved = shallowRef<Observation | null>(null);
  const status = ref<'loading' | 'ready' | 'error'>('loading');
  const loadError = shallowRef<DeskError | null>(null);
  const futureDateMaySend = useFutureDateQuestion();
  const record = useRecordForm<Request, SaveOutcome, Observation>({
    fields: FIELDS,
    idPrefix: 'observation',
    draftKey: () => (status.value === 'ready' ? draftKey(mode.value, occurrenceId.value) : null),
    check: (initial, values) => checkObservation(mode.value === 'new' ? null : occurrenceId.value, initial, values),
    send,
    confirm: (request) => futureDateMaySend('create' in request ? request.create.event_date : request.changes.event_date),
    versioning: { schema: Observation, valuesOf: (observation) => valuesOf(FIELDS, observation) },
  });

  /** Opens an empty form (the project chosen when `datasetId` is given) and offers a kept draft. */
  async function openNew(datasetId: number | null): Promise<void> {
    mode.value = 'new';
    occurrenceId.value = null;
    saved.value = null;
    loadError.value = null;
    status.value = 'ready';
    await record.open({ ...valuesOf(FIELDS, null), dataset_id: datasetId });
  }

  /** Reads observation `id`, opens it and offers a kept draft. */
  async function openEdit(id: number): Promise<void> {
    mode.value = 'edit';
    occurrenceId.value = id;
    status.value = 'loading';
    loadError.value = null;
    try {
      const observation = await getDesk().observations.get({ occurrence_id: id });
      if (occurrenceId.value !== id) return;
      saved.value = observation;
      status.value = 'ready';
      await record.open(valuesOf(FIELDS, observation), observation);
    } catch (error) {
      if (occurrenceId.value !== id) return;
      loadError.value = toDeskError(error);
      status.value = 'error';
    }
  }

  /** Checks and saves; a saved observation becomes the form's new starting point (a new one: its edit). */
  async function save(): Promise<SaveOutcome | undefined> {
    if (status.value !== 'ready') return undefined;
    const outcome = await record.save();
    if (outcome && outcome !== 'unchanged') {
      mode.value = 'edit';
      occurrenceId.value = outcome.saved.occurrence_id;
      saved.value = outcome.saved;
      await record.open(valuesOf(FIELDS, outcome.saved), outcome.saved);
    } else if (outcome === 'unchanged' && record.base.value) {
      // a merge that kept only the saved values: the current version is what the page shows
      saved.value = record.base.value;
    }
    return outcome;
  }

  return { fields: FIELDS, record, form: record.form, dirty: record.dirty, saving: record.saving, mode, occurrenceId, saved, status, loadError, openNew, openEdit, save };
}

/** The observation form of one page (what {@link useObservationForm} returns). */
export type ObservationForm = ReturnType<typeof useObservationForm>;
