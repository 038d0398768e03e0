import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import type { Validation } from '../../../src-shared/schemas/validation.js';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { installFakeObservations, type FakeObservations } from '../../testing/fake-observations.js';
import { useValidationStore } from './validation-store.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';

let desk: FakeDesk;
let service: FakeObservations;

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
  service = installFakeObservations(desk);
});

const forbidden = () => new DeskError({ status: 403, code: 'forbidden', message: 'You may not validate in this project.', fields: [] });

describe('validation store', () => {
  it('shows a decision at once, then the service\'s answer', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    service.delay.set('validations.set', 20);
    const saved = store.decide(1, 2);
    await Promise.resolve();
    expect(records.peek(1)!.validation.validation).toBe(2);
    expect(records.peek(1)!.observation.validation).toBe(2);
    expect((records.peek(1)!.validation as { pending?: boolean }).pending).toBe(true);
    expect(store.isSaving(1)).toBe(true);
    await saved;
    expect(records.peek(1)!.validation.validated_by).toBe(1);
    expect((records.peek(1)!.validation as { pending?: boolean }).pending).toBeUndefined();
    expect(records.peek(1)!.validation.history).toHaveLength(1);
    expect(store.lastSaved?.occurrence_id).toBe(1);
    expect(store.isSaving(1)).toBe(false);
  });

  it('reads the record again after a validation, so what else the service changed shows next time', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    await store.decide(1, 2);
    // the service derives more than the validation (here: an occurrence remark a trigger wrote)
    service.observations.set(1, { ...service.observations.get(1)!, occurrence_remarks: 'Checked against the herbarium.' });
    expect((await records.load(1)).observation.occurrence_remarks).toBe('Checked against the herbarium.');
    expect(records.peek(1)!.validation.validation).toBe(2);
  });

  it('takes a failed decision back, keeps the comment typed, and says why', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    store.setDraft(1, { comment: 'Photo shows a hawthorn.' });
    service.failNext('validations.set', forbidden());
    await expect(store.decide(1, 5)).rejects.toThrow('You may not validate in this project.');
    expect(records.peek(1)!.validation.validation).toBe(1);
    expect(records.peek(1)!.validation.history).toHaveLength(0);
    expect(store.draftOf(1).comment).toBe('Photo shows a hawthorn.');
    expect(store.undoStack).toHaveLength(0);
    expect(store.notice).toMatchObject({ type: 'save-failed', occurrence_id: 1 });
  });

  it('sends the decisions on one observation in order; a failed one in the middle leaves the later one', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    service.delay.set('validations.set', 5);
    service.failNext('validations.set', forbidden());
    const first = store.decide(1, 4).catch(() => 'failed');
    const second = store.decide(1, 3);
    expect(records.peek(1)!.validation.validation).toBe(3);
    expect(await first).toBe('failed');
    await second;
    expect(records.peek(1)!.validation.validation).toBe(3);
    expect(service.validations.get(1)!.validation).toBe(3);
  });

  it('sends presence only when changed, and the comment as typed', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    await store.decide(1, 2);
    expect(desk.fn('validations.set')).toHaveBeenLastCalledWith({ occurrence_id: 1, validation: { validation: 2, comment: null }, base: expect.anything() });
    store.setDraft(1, { comment: '  Confirmed by photo. ', presence: 1 });
    await store.decide(1, 2);
    expect(desk.fn('validations.set')).toHaveBeenLastCalledWith({ occurrence_id: 1, validation: { validation: 2, comment: 'Confirmed by photo.', v_presence_status: 1 }, base: expect.anything() });
    expect(store.draftOf(1)).toEqual({ comment: '', presence: undefined });
  });

  it('fills a comment template\'s {validation} with the label of the status it is saved with', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    const vocabularies = useVocabulariesStore();
    await Promise.all([records.load(1), vocabularies.ensureLoaded()]);
    store.setDraft(1, { comment: 'Status: {validation}. Unknown {municipality} stays.' });
    await store.decide(1, 2);
    const sent = desk.fn('validations.set').mock.lastCall?.[0] as { validation: { comment: string } };
    expect(sent.validation.comment).toBe(`Status: ${vocabularies.label('validation', 2)}. Unknown {municipality} stays.`);
    expect(sent.validation.comment).not.toContain('{validation}');
  });

  it('undo puts the previous status, presence and comment back through validations.set', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    service.validations.set(2, { validation: 3, v_presence_status: 5, comment: 'Probable.', validated_by: 2, validated_at: '2025-01-01T10:00:00.000+01:00', history: [] });
    await records.load(2);
    await store.decide(2, 5);
    const result = store.undo();
    expect(result).toMatchObject({ ok: true, occurrence_id: 2 });
    await (result as { saved: Promise<unknown> }).saved;
    expect(desk.fn('validations.set')).toHaveBeenLastCalledWith({ occurrence_id: 2, validation: { validation: 3, v_presence_status: 5, comment: 'Probable.' }, base: expect.anything() });
    expect(records.peek(2)!.validation).toMatchObject({ validation: 3, v_presence_status: 5, comment: 'Probable.' });
    expect(store.undoStack).toHaveLength(0);
    expect(store.notice).toMatchObject({ type: 'undone', occurrence_id: 2 });
  });

  it('undo without a previous status says it cannot, and with nothing done says so', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    service.validations.set(3, { validation: null, v_presence_status: null, comment: null, validated_by: null, validated_at: null, history: [] });
    await records.load(3);
    expect(store.undo()).toEqual({ ok: false, reason: 'nothing' });
    await store.decide(3, 2);
    expect(store.undo()).toEqual({ ok: false, reason: 'no-previous-status', occurrence_id: 3 });
    expect(store.notice).toMatchObject({ type: 'undo-impossible', occurrence_id: 3 });
  });

  it('a failed undo stays on the stack to try again', async () => {
    const records = useObservationRecords();
    const store = useValidationStore();
    await records.load(1);
    await store.decide(1, 2);
    service.failNext('validations.set', forbidden());
    const result = store.undo();
    await expect((result as { saved: Promise<unknown> }).saved).rejects.toThrow();
    expect(store.undoStack).toHaveLength(1);
    expect(records.peek(1)!.validation.validation).toBe(2);
  });

  describe('when someone else validated meanwhile', () => {
    const theirs = (): Validation => ({
      validation: 4, v_presence_status: 2, comment: 'Seen by M. Rossi.', validated_by: 2, validated_at: '2025-07-01T10:00:00.000+02:00',
      history: [{ validation: 4, v_presence_status: 2, comment: 'Seen by M. Rossi.', validated_by: 2, validated_at: '2025-07-01T10:00:00.000+02:00' }],
    });

    it('sends each decision from the validation as the service last answered it', async () => {
      const records = useObservationRecords();
      const store = useValidationStore();
      const loaded = (await records.load(1)).validation;
      service.delay.set('validations.set', 5);
      const first = store.decide(1, 2);
      const second = store.decide(1, 3);
      const firstAnswer = await first;
      await second;
      const bases = desk.fn('validations.set').mock.calls.map(([input]) => (input as { base: Validation }).base);
      expect(bases).toEqual([loaded, firstAnswer]);
    });

    /** Observation 1 loaded, then validated by someone else; the user decides 2 with a comment: the merge is asked. */
    async function decideOvertaken() {
      const records = useObservationRecords();
      const store = useValidationStore();
      await records.load(1);
      service.validations.set(1, theirs());
      store.setDraft(1, { comment: 'Photo shows the stipules.' });
      const saved = store.decide(1, 2);
      await vi.waitFor(() => expect(store.conflict).not.toBeNull());
      return { records, store, saved };
    }

    it('asks mine or theirs per value and sends the choice from their version', async () => {
      const { records, store, saved } = await decideOvertaken();
      expect(store.conflict!.rows.map((row) => [row.field.name, row.mine, row.theirs, row.changedByMe])).toEqual([
        ['validation', 2, 4, true], ['v_presence_status', null, 2, false], ['comment', 'Photo shows the stipules.', 'Seen by M. Rossi.', true],
      ]);
      store.conflict!.resolve({ validation: 'mine', v_presence_status: 'theirs', comment: 'mine' });
      await saved;
      expect(desk.fn('validations.set')).toHaveBeenLastCalledWith({ occurrence_id: 1, validation: { validation: 2, v_presence_status: 2, comment: 'Photo shows the stipules.' }, base: theirs() });
      expect(service.validations.get(1)).toMatchObject({ validation: 2, v_presence_status: 2, comment: 'Photo shows the stipules.' });
      expect(records.peek(1)!.validation.validation).toBe(2);
    });

    it('keeps the typed comment in the draft when the merge is cancelled, and saves nothing', async () => {
      const { store, saved } = await decideOvertaken();
      store.conflict!.resolve(null);
      await expect(saved).rejects.toMatchObject({ code: 'conflict' });
      expect(store.draftOf(1).comment).toBe('Photo shows the stipules.');
      expect(desk.fn('validations.set')).toHaveBeenCalledTimes(1);
      expect(service.validations.get(1)).toEqual(theirs());
      expect(store.undoStack).toHaveLength(0);
    });
  });
});
