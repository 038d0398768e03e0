/**
 * A small in-memory observation service behind a FakeDesk, for the detail, triage and bulk tests:
 * observations with validations (PUT semantics of the reference service), documents,
 * supplements, neophyte data, ids, vocabularies and names; writes with a `base` are refused
 * with the 412 conflict once someone else changed the record (fake-versions.ts). `failNext` and `delay` script failures
 * and slowness; `calls` counts desk calls by method name.
 */
import { DeskError } from '../../src-shared/contract/errors.js';
import type { VocabularyEntry } from '../../src-shared/contract/reference.js';
import type { Observation } from '../../src-shared/schemas/observation.js';
import type { Validation, ValidationWrite } from '../../src-shared/schemas/validation.js';
import type { FakeDesk } from './fake-desk.js';
import { assertVersion } from './fake-versions.js';

const label = (field_name: string, code: number, en: string, de: string): VocabularyEntry =>
  ({ field_name, code, label_en: en, label_de: de, label_fr: `${en} (fr)`, label_it: `${en} (it)`, dwc_value: null });

/** The vocabulary entries of the fake (validation, presence, a few observation and supplement codes). */
export const VOCABULARIES: VocabularyEntry[] = [
  label('validation', 1, 'pending', 'ausstehend'),
  label('validation', 2, 'valid', 'gültig'),
  label('validation', 3, 'probable', 'wahrscheinlich'),
  label('validation', 4, 'doubtful', 'zweifelhaft'),
  label('validation', 5, 'invalid', 'ungültig'),
  label('v_presence_status', 1, 'confirmed present', 'Vorkommen bestätigt'),
  label('v_presence_status', 5, 'unknown', 'unbekannt'),
  label('basis_of_record', 1, 'Human observation', 'Beobachtung'),
  label('occurrence_status', 1, 'present', 'vorhanden'),
  label('sex', 2, 'female', 'weiblich'),
  label('control_type', 1, 'mechanical', 'mechanisch'),
];

/** A not-found error as main sends it. */
export const notFound = (): DeskError => new DeskError({ status: 404, code: 'not-found', message: 'No such observation.', fields: [] });

/** The fake's state and controls. */
export interface FakeObservations {
  observations: Map<number, Observation>;
  validations: Map<number, Validation>;
  supplements: Map<number, Record<string, unknown>>;
  calls: Map<string, number>;
  /** The next call of `method` fails with `error` (once per entry). */
  failNext(method: string, error: DeskError): void;
  /** Milliseconds each call of `method` waits. */
  delay: Map<string, number>;
  /** Calls in flight right now, and the highest count seen, per method. */
  inFlight: Map<string, number>;
  maxInFlight: Map<string, number>;
}

/** An observation of the fake (id `id`, pending). */
export function makeObservation(id: number, extra: Partial<Observation> = {}): Observation {
  return {
    occurrence_id: id, id, dataset_id: 7, basis_of_record: 1, taxon_id: 100, recorded_by_id: [1, 2],
    event_date: '2025-06-14T00:00:00.000+02:00', minimum_elevation_in_meters: 1234, coordinate_uncertainty_in_meters: 25,
    decimal_longitude: 8.95, decimal_latitude: 46.0, geodetic_datum: 'EPSG:4326', municipality_id: 5192,
    footprint_wkt: 'POINT (8.95 46)', occurrence_status: 1, validation: 1, v_presence_status: null, ...extra,
  };
}

/** Installs the fake service on `desk` with observations `ids` (each pending, no history). */
export function installFakeObservations(desk: FakeDesk, ids: readonly number[] = [1, 2, 3, 4, 5]): FakeObservations {
  const state: FakeObservations = {
    observations: new Map(ids.map((id) => [id, makeObservation(id)])),
    validations: new Map(ids.map((id) => [id, { validation: 1, v_presence_status: null, comment: null, validated_by: null, validated_at: null, history: [] }])),
    supplements: new Map(),
    calls: new Map(),
    delay: new Map(),
    inFlight: new Map(),
    maxInFlight: new Map(),
    failNext(method, error) {
      failures.push([method, error]);
    },
  };
  const failures: Array<[string, DeskError]> = [];
  let clock = Date.parse('2026-03-01T10:00:00.000Z');

  const handle = <I, O>(method: string, run: (input: I) => O): void => {
    desk.fn(method as Parameters<FakeDesk['fn']>[0]).mockImplementation(async (input: I) => {
      state.calls.set(method, (state.calls.get(method) ?? 0) + 1);
      state.inFlight.set(method, (state.inFlight.get(method) ?? 0) + 1);
      state.maxInFlight.set(method, Math.max(state.maxInFlight.get(method) ?? 0, state.inFlight.get(method)!));
      try {
        const wait = state.delay.get(method);
        if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
        const failure = failures.findIndex(([name]) => name === method);
        if (failure >= 0) throw failures.splice(failure, 1)[0]![1];
        return structuredClone(run(input));
      } finally {
        state.inFlight.set(method, state.inFlight.get(method)! - 1);
      }
    });
  };
  const observation = (id: number): Observation => {
    const found = state.observations.get(id);
    if (!found) throw notFound();
    return found;
  };

  handle('observations.get', ({ occurrence_id }: { occurrence_id: number }) => observation(occurrence_id));
  handle('observations.ids', () => ({ ids: [...state.observations.keys()] }));
  handle('validations.get', ({ occurrence_id }: { occurrence_id: number }) => {
    observation(occurrence_id);
    return state.validations.get(occurrence_id)!;
  });
  handle('validations.set', ({ occurrence_id, validation: write, base }: { occurrence_id: number; validation: ValidationWrite; base?: Validation }) => {
    const o = observation(occurrence_id);
    const before = state.validations.get(occurrence_id)!;
    assertVersion(`The validation of observation ${occurrence_id}`, before, base);
    const presence = write.v_presence_status === undefined ? before.v_presence_status : write.v_presence_status;
    clock += 60_000;
    const entry = { validation: write.validation, v_presence_status: presence, comment: write.comment ?? null, validated_by: 1, validated_at: new Date(clock).toISOString() };
    const after: Validation = { ...entry, history: [...before.history, entry] };
    state.validations.set(occurrence_id, after);
    state.observations.set(occurrence_id, { ...o, validation: write.validation, v_presence_status: presence });
    return after;
  });
  handle('observationDocs.list', ({ occurrence_id }: { occurrence_id: number }) => (occurrence_id === 1 ? [
    { id: 11, doc_type: 1, folder_name: null, file_name: 'a.jpg', original_file_name: 'Blossom.jpg', file_url: 'desk-file://doc/11/file', thumbnail_urls: { small: 'desk-file://doc/11/thumbnail' }, mimetype: 'image/jpeg', dataset_id: 7, doc_rem: null, owner: 1 },
    { id: 13, doc_type: 1, folder_name: null, file_name: 'c.jpg', original_file_name: 'Habit.jpg', file_url: 'desk-file://doc/13/file', thumbnail_urls: { small: 'desk-file://doc/13/thumbnail' }, mimetype: 'image/jpeg', dataset_id: 7, doc_rem: 'Whole shrub', owner: 1 },
    { id: 12, doc_type: 1, folder_name: null, file_name: 'b.pdf', original_file_name: 'Report.pdf', file_url: 'desk-file://doc/12/file', thumbnail_urls: {}, mimetype: 'application/pdf', dataset_id: 7, doc_rem: null, owner: 1 },
  ] : []));
  handle('supplements.get', ({ occurrence_id }: { occurrence_id: number }) => state.supplements.get(occurrence_id) ?? null);
  handle('supplements.put', ({ occurrence_id, values, base }: { occurrence_id: number; values: Record<string, unknown>; base?: object | null }) => {
    assertVersion(`The supplement of observation ${occurrence_id}`, state.supplements.get(occurrence_id), base);
    const next = { ...(state.supplements.get(occurrence_id) ?? {}), ...values, occurrence_id };
    state.supplements.set(occurrence_id, next);
    return next;
  });
  handle('supplements.remove', ({ occurrence_id, base }: { occurrence_id: number; base?: object }) => {
    assertVersion(`The supplement of observation ${occurrence_id}`, state.supplements.get(occurrence_id), base);
    state.supplements.delete(occurrence_id);
    return { occurrence_id };
  });
  handle('neophytes.get', () => null);
  handle('neophytes.put', ({ occurrence_id, values }: { occurrence_id: number; values: Record<string, unknown> }) => ({ ...values, occurrence_id }));
  handle('neophytes.remove', ({ occurrence_id }: { occurrence_id: number }) => ({ occurrence_id }));
  handle('reference.vocabularies', () => VOCABULARIES);
  handle('reference.taxonNames', () => [{ id: 100, scientific_name: 'Prunus spinosa', vernacular_name_en: 'Blackthorn', vernacular_name_de: 'Schwarzdorn', vernacular_name_fr: null, vernacular_name_it: null }]);
  handle('reference.people', () => [{ id: 1, first_name: 'Sabine', last_name: 'Steiner' }, { id: 2, first_name: 'Marco', last_name: 'Rossi' }]);
  handle('reference.projects', () => [{ id: 7, project_name: 'Flora of Ticino' }]);
  handle('reference.administrativeUnits', () => [{ id: 5192, name: 'Lugano', unit_type: 'municipality' }]);
  handle('reference.habitats', () => []);
  return state;
}
