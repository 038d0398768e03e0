import { defineStore } from 'pinia';
import { shallowReactive } from 'vue';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import type { Document } from '../../../src-shared/schemas/doc.js';
import type { Neophyte } from '../../../src-shared/schemas/neophyte.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Supplement } from '../../../src-shared/schemas/supplement.js';
import type { Validation } from '../../../src-shared/schemas/validation.js';
import { getDesk, toDeskError } from '../../bridge/index.js';

/** A part of a record that may fail on its own (documents, supplement, neophyte data) without hiding the rest. */
export type Part<T> = { ok: true; value: T } | { ok: false; error: DeskError };

/**
 * Everything the detail shows of one observation: the observation and its validation (both
 * required), its documents, supplement and neophyte control data (each may fail alone; `null`
 * value = none recorded).
 */
export interface ObservationRecord {
  observation: Observation;
  validation: Validation;
  docs: Part<Document[]>;
  supplement: Part<Supplement | null>;
  neophyte: Part<Neophyte | null>;
}

/** How many records the cache keeps (least recently used go first). */
export const RECORD_CACHE_SIZE = 60;

async function part<T>(call: () => Promise<T>): Promise<Part<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return { ok: false, error: toDeskError(error) };
  }
}

/** Reads one whole record: five desk calls in parallel. Rejects (DeskError) when the observation or its validation cannot be read. */
export async function fetchRecord(id: number): Promise<ObservationRecord> {
  const desk = getDesk();
  const ref = { occurrence_id: id };
  const [observation, validation, docs, supplement, neophyte] = await Promise.all([
    desk.observations.get(ref),
    desk.validations.get(ref),
    part(() => desk.observationDocs.list(ref)),
    part(() => desk.supplements.get(ref)),
    part(() => desk.neophytes.get(ref)),
  ]).catch((error: unknown) => {
    throw toDeskError(error);
  });
  return { observation, validation, docs, supplement, neophyte };
}

/**
 * The records of observations the detail has shown or triage has prefetched, by occurrence id
 * (reactive: a `set` replaces a record, so views follow saves). In-flight loads are shared, so a
 * prefetch and the detail asking for the same id make one set of calls. Failures are not kept:
 * the next `load` tries again.
 */
export const useObservationRecords = defineStore('observation-records', () => {
  const records = shallowReactive(new Map<number, ObservationRecord>());
  const inflight = new Map<number, Promise<ObservationRecord>>();
  /** Bumped by invalidate(), so a load started before it does not put stale data back. */
  const generation = new Map<number, number>();

  function touch(id: number, record: ObservationRecord): void {
    records.delete(id);
    records.set(id, record);
    while (records.size > RECORD_CACHE_SIZE) {
      const oldest = records.keys().next().value;
      if (oldest === undefined) break;
      records.delete(oldest);
    }
  }

  /** The cached record of `id`, if any (no call). */
  function peek(id: number): ObservationRecord | undefined {
    return records.get(id);
  }

  /** The record of `id`: from the cache, else loaded (`force` reads it again). Rejects with a DeskError. */
  function load(id: number, options: { force?: boolean } = {}): Promise<ObservationRecord> {
    const cached = records.get(id);
    if (cached && !options.force) {
      touch(id, cached);
      return Promise.resolve(cached);
    }
    const running = inflight.get(id);
    if (running && !options.force) return running;
    const startedAt = generation.get(id) ?? 0;
    const promise = fetchRecord(id).then(
      (record) => {
        if (inflight.get(id) === promise) inflight.delete(id);
        if ((generation.get(id) ?? 0) === startedAt) touch(id, record);
        return records.get(id) ?? record;
      },
      (error: unknown) => {
        if (inflight.get(id) === promise) inflight.delete(id);
        throw error;
      },
    );
    inflight.set(id, promise);
    return promise;
  }

  /** Loads records in the background (errors are ignored: the detail reports them when shown). */
  function prefetch(ids: readonly number[]): void {
    for (const id of ids) if (!records.has(id) && !inflight.has(id)) void load(id).catch(() => undefined);
  }

  /** Replaces parts of a cached record (after a save); does nothing when `id` is not cached. */
  function update(id: number, change: Partial<ObservationRecord>): void {
    const record = records.get(id);
    if (record) records.set(id, { ...record, ...change });
  }

  /** Forgets records (after a bulk change), so the next `load` reads them again. */
  function invalidate(ids: Iterable<number>): void {
    for (const id of ids) {
      records.delete(id);
      inflight.delete(id);
      generation.set(id, (generation.get(id) ?? 0) + 1);
    }
  }

  /** Whether a load of `id` is running. */
  function isLoading(id: number): boolean {
    return inflight.has(id);
  }

  return { records, peek, load, prefetch, update, invalidate, isLoading };
});
