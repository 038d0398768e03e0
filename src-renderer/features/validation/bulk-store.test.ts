import { createPinia, setActivePinia } from 'pinia';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { setDesk } from '../../bridge/index.js';
import { createFakeDesk, type FakeDesk } from '../../testing/fake-desk.js';
import { useObservationRecords } from '../observation-detail/index.js';
import { previousOf, useBulkValidationStore } from './bulk-store.js';
import { installFakeObservations, type FakeObservations } from '../../testing/fake-observations.js';

let desk: FakeDesk;
let service: FakeObservations;
const ALL = Array.from({ length: 30 }, (_, i) => i + 1);
const locked = (id: number) => new DeskError({ status: 403, code: 'forbidden', message: `Observation ${id}: no validate right.`, fields: [] });

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
  service = installFakeObservations(desk, ALL);
  for (const id of ALL) {
    service.validations.set(id, { validation: id % 2 ? 3 : 4, v_presence_status: id % 3 ? 5 : null, comment: `before ${id}`, validated_by: 2, validated_at: '2025-01-01T10:00:00.000+01:00', history: [] });
  }
});

afterEach(() => vi.useRealTimers());

describe('bulk validation store', () => {
  it('counts "all matching" with the validate right, then validates them with bounded concurrency', async () => {
    const bulk = useBulkValidationStore();
    await bulk.prepare({ clauses: [{ field: 'validation', operation: 'in', value: [3, 4] }] }, { validation: 2, comment: null });
    expect(desk.fn('observations.ids')).toHaveBeenCalledWith({ clauses: [{ field: 'validation', operation: 'in', value: [3, 4] }], right: 'validate' });
    expect(bulk.phase).toBe('confirm');
    expect(bulk.ids).toHaveLength(30);
    service.delay.set('validations.set', 2);
    const report = await bulk.run();
    expect(report).toMatchObject({ kind: 'validate', total: 30, failures: [], cancelled: false });
    expect(report.succeeded).toHaveLength(30);
    expect(service.maxInFlight.get('validations.set')).toBeLessThanOrEqual(6);
    expect(service.maxInFlight.get('validations.set')).toBeGreaterThan(1);
    expect([...service.validations.values()].every((v) => v.validation === 2)).toBe(true);
    expect(bulk.phase).toBe('finished');
  });

  it('reads each previous state before changing it', async () => {
    const bulk = useBulkValidationStore();
    const order: string[] = [];
    desk.fn('validations.get').mockImplementation(async ({ occurrence_id }: { occurrence_id: number }) => {
      order.push(`get ${occurrence_id}`);
      return service.validations.get(occurrence_id);
    });
    const set = desk.fn('validations.set').getMockImplementation()!;
    desk.fn('validations.set').mockImplementation(async (input: { occurrence_id: number }) => {
      order.push(`set ${input.occurrence_id}`);
      return set(input);
    });
    await bulk.prepare({ ids: [4, 5] }, { validation: 2 });
    await bulk.run();
    expect(order.indexOf('get 4')).toBeLessThan(order.indexOf('set 4'));
    expect(order.indexOf('get 5')).toBeLessThan(order.indexOf('set 5'));
  });

  it('reports what failed, retries only those, and the batch undo covers both runs', async () => {
    const bulk = useBulkValidationStore();
    await bulk.prepare({ ids: ALL }, { validation: 5, v_presence_status: 1, comment: 'Rejected in bulk.' });
    service.failNext('validations.set', locked(0));
    service.failNext('validations.set', locked(0));
    const first = await bulk.run();
    expect(first.failures).toHaveLength(2);
    expect(first.failures[0]!.message).toBe('Observation 0: no validate right.');
    expect(first.succeeded).toHaveLength(28);
    const failedIds = first.failures.map((f) => f.id);
    const calls = desk.fn('validations.set').mock.calls.length;
    const retried = await bulk.retry();
    expect(retried.succeeded.sort()).toEqual(failedIds.sort());
    expect(desk.fn('validations.set').mock.calls.length - calls).toBe(2);
    expect(bulk.lastBatch?.changed.size).toBe(30);

    const undone = await bulk.undoBatch();
    expect(undone).toMatchObject({ kind: 'undo', total: 30, failures: [], unrestorable: [] });
    for (const id of ALL) {
      expect(service.validations.get(id), `observation ${id}`).toMatchObject({ validation: id % 2 ? 3 : 4, v_presence_status: id % 3 ? 5 : null, comment: `before ${id}` });
    }
    expect(bulk.canUndo).toBe(false);
  });

  it('cancel stops launching; the not started ones can be continued', async () => {
    const bulk = useBulkValidationStore();
    await bulk.prepare({ ids: ALL }, { validation: 2 });
    service.delay.set('validations.set', 5);
    // Fake time: the cancel lands after the first round of 6 calls and during the second.
    vi.useFakeTimers();
    const running = bulk.run();
    await vi.advanceTimersByTimeAsync(8);
    bulk.cancel();
    await vi.runAllTimersAsync();
    const report = await running;
    expect(report.cancelled).toBe(true);
    expect(report.notStarted.length).toBeGreaterThan(0);
    expect(report.succeeded.length + report.notStarted.length).toBe(30);
    const retrying = bulk.retry();
    await vi.runAllTimersAsync();
    const rest = await retrying;
    expect(rest.succeeded).toHaveLength(report.notStarted.length);
    expect([...service.validations.values()].every((v) => v.validation === 2)).toBe(true);
  });

  it('says which observations could not be put back (no status before), and forgets the changed records', async () => {
    service.validations.set(7, { validation: null, v_presence_status: null, comment: null, validated_by: null, validated_at: null, history: [] });
    const records = useObservationRecords();
    await records.load(8);
    const bulk = useBulkValidationStore();
    await bulk.prepare({ ids: [7, 8] }, { validation: 2 });
    await bulk.run();
    expect((await records.load(8)).validation.validation).toBe(2);
    const undone = await bulk.undoBatch();
    expect(undone.unrestorable).toEqual([7]);
    expect(undone.succeeded).toEqual([8]);
    expect(service.validations.get(8)!.validation).toBe(4);
  });

  it('a failed count keeps the dialog on its first step with the reason', async () => {
    const bulk = useBulkValidationStore();
    service.failNext('observations.ids', new DeskError({ status: 400, code: 'bad-request', message: 'Unknown filter.', fields: [] }));
    await bulk.prepare({ clauses: [] }, { validation: 2 });
    expect(bulk.phase).toBe('setup');
    expect((bulk.error as DeskError).message).toBe('Unknown filter.');
  });

  it('reads the current validations while the confirmation is shown, so the run only writes', async () => {
    const bulk = useBulkValidationStore();
    await bulk.prepare({ ids: ALL }, { validation: 2 });
    await vi.waitFor(() => expect(bulk.reading).toEqual({ total: 30, done: 30, failed: 0 }), { timeout: 10_000 });
    expect(service.calls.get('validations.get')).toBe(30);
    await bulk.run();
    expect(service.calls.get('validations.get')).toBe(30);
    expect(service.calls.get('validations.set')).toBe(30);
    await bulk.undoBatch();
    expect(service.validations.get(1)).toMatchObject({ validation: 3, comment: 'before 1' });
  });

  it('joins the reads still under way when the run starts, reading no validation twice', async () => {
    const bulk = useBulkValidationStore();
    service.delay.set('validations.get', 5);
    await bulk.prepare({ ids: ALL }, { validation: 2 });
    const report = await bulk.run();
    expect(report.succeeded).toHaveLength(30);
    expect(service.calls.get('validations.get')).toBe(30);
    await bulk.undoBatch();
    expect(service.validations.get(1)).toMatchObject({ validation: 3, comment: 'before 1' });
  });
});

describe('previousOf', () => {
  const state = (validation: number, at: string, comment: string | null = null) => ({ validation, v_presence_status: null, comment, validated_by: 2, validated_at: at });
  it('is the state read before, unless the history shows a newer validation by someone else', () => {
    const before = { ...state(3, '2025-01-01T10:00:00.000+01:00', 'read'), history: [] };
    const ours = state(2, '2026-03-01T10:00:00.000+01:00');
    expect(previousOf(before, { ...ours, history: [state(3, '2025-01-01T10:00:00.000+01:00', 'read'), ours] })).toEqual({ validation: 3, v_presence_status: null, comment: 'read' });
    expect(previousOf(before, { ...ours, history: [ours] })).toEqual({ validation: 3, v_presence_status: null, comment: 'read' });
    const between = state(4, '2026-02-01T10:00:00.000+01:00', 'someone else');
    expect(previousOf(before, { ...ours, history: [state(3, '2025-01-01T10:00:00.000+01:00'), between, ours] })).toEqual({ validation: 4, v_presence_status: null, comment: 'someone else' });
  });
});
