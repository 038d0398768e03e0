import { useQuery, useQueryCache, type DefineQueryOptions, type EntryKey, type UseQueryReturn } from '@pinia/colada';
import type { DeskError } from '../../../src-shared/contract/errors.js';
import type { Document } from '../../../src-shared/schemas/doc.js';
import type { Neophyte } from '../../../src-shared/schemas/neophyte.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import type { Supplement } from '../../../src-shared/schemas/supplement.js';
import type { Validation } from '../../../src-shared/schemas/validation.js';
import { getDesk, toDeskError } from '../../bridge/index.js';
import { scopedKey } from '../../data/query-keys.js';
import { sessionScope, useSignedInScope } from '../../data/signed-in-scope.js';
import { useSessionStore } from '../../stores/session.js';

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

/** The query key of the record of `id` in `scope`: `[scope, 'observations', 'record', id]`. */
export function recordKey(scope: string, id: number): EntryKey {
  return scopedKey(scope, 'observations', 'record', id);
}

/**
 * The query options of the record of `id` in `scope`. Read once, then kept until a change
 * invalidates it (a validation, a save of the form, a bulk run, documents attached): triage
 * shows a prefetched record at once and never reads it twice. Records neither shown nor read
 * for Pinia Colada's `gcTime` (5 minutes) are dropped, which bounds the cache during a long triage.
 */
export function recordQuery(scope: string, id: number): DefineQueryOptions<ObservationRecord> {
  return {
    key: recordKey(scope, id),
    query: () => fetchRecord(id),
    staleTime: Number.POSITIVE_INFINITY,
  };
}

/** What {@link useObservationRecords} gives the detail, triage, the validation store and the forms. */
export interface ObservationRecords {
  /** The cached record of `id`, if any (no call; reactive). */
  peek(id: number): ObservationRecord | undefined;
  /** The record of `id`: from the cache unless invalidated, else read (`force` reads it anyway; a read under way is joined). Rejects with a DeskError. */
  load(id: number, options?: { force?: boolean }): Promise<ObservationRecord>;
  /** Reads records in the background (errors are ignored: the detail reports them when shown). */
  prefetch(ids: readonly number[]): void;
  /** Replaces parts of a cached record (after a save, an optimistic validation); does nothing when `id` is not cached. */
  update(id: number, change: Partial<ObservationRecord>): void;
  /** Marks records changed elsewhere (a bulk run, a save): a shown one is read again now, the others when next asked for; a read under way is cancelled. */
  invalidate(ids: Iterable<number>): void;
  /** Cancels a read of `id` under way (its answer is ignored), so it cannot overwrite a change shown before the service answers. */
  cancel(id: number): void;
  /** Whether a read of `id` is under way. */
  isLoading(id: number): boolean;
}

/**
 * The records of observations by occurrence id, in the data layer's query cache (one entry per
 * record, key {@link recordKey}, shared with the detail's `useQuery`): reads of one id share one
 * set of calls (a prefetch and the detail asking at once), a failure is not kept as data and the
 * next `load` tries again, an invalidation started after a read makes that read's answer ignored.
 */
export function useObservationRecords(): ObservationRecords {
  const queryCache = useQueryCache();
  const session = useSessionStore();
  const options = (id: number) => recordQuery(sessionScope(session), id);
  const entryOf = (id: number) => queryCache.getEntries({ key: options(id).key, exact: true })[0];

  async function load(id: number, { force = false } = {}): Promise<ObservationRecord> {
    const entry = queryCache.ensure(options(id));
    try {
      const state = await (force ? queryCache.fetch(entry) : queryCache.refresh(entry));
      if (state.error) throw state.error;
      return state.data!;
    } catch (error) {
      throw toDeskError(error);
    }
  }

  return {
    peek: (id) => queryCache.getQueryData<ObservationRecord>(options(id).key),
    load,
    prefetch: (ids) => {
      for (const id of ids) {
        const entry = entryOf(id);
        if (entry?.state.value.data === undefined && entry?.asyncStatus.value !== 'loading') void load(id).catch(() => undefined);
      }
    },
    update: (id, change) => {
      const key = options(id).key;
      const record = queryCache.getQueryData<ObservationRecord>(key);
      if (record) queryCache.setQueryData(key, { ...record, ...change });
    },
    invalidate: (ids) => {
      for (const id of ids) void queryCache.invalidateQueries({ key: options(id).key, exact: true }).catch(() => undefined);
    },
    cancel: (id) => {
      const entry = entryOf(id);
      if (entry?.pending) queryCache.cancel(entry);
    },
    isLoading: (id) => entryOf(id)?.asyncStatus.value === 'loading',
  };
}

/**
 * The record of `id()` for a component (the detail): read unless cached, tracked so it is kept
 * while shown and read again when invalidated; nothing is read while `id()` is null.
 */
export function useObservationRecord(id: () => number | null): UseQueryReturn<ObservationRecord> {
  const scope = useSignedInScope();
  // an id no observation has stands in while none is shown (the entry is never read)
  return useQuery(() => ({ ...recordQuery(scope.value, id() ?? -1), enabled: id() !== null }));
}
