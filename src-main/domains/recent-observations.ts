/**
 * The observations main served last (list pages and single reads), so that the checks of a page
 * just listed need no second request (issue 13: "nothing requested per record that a cache can
 * answer"), and the hook that tells the checks a record's validation changed. Bounded: the least
 * recently stored go first.
 */
import type { Observation } from '../../src-shared/schemas/observation.js';

/** How many observations are kept (about 2 kB each). */
export const RECENT_OBSERVATIONS_SIZE = 5000;

/** Called after a validation was set: the observation's id and its taxon when main knew it. */
export type ValidationListener = (occurrence_id: number, taxon_id: number | null) => void;

/** See the file comment. */
export class RecentObservations {
  private readonly records = new Map<number, Observation>();
  private readonly listeners = new Set<ValidationListener>();

  constructor(private readonly size = RECENT_OBSERVATIONS_SIZE) {}

  /** Keeps these observations as the latest version main saw. */
  remember(records: readonly Observation[]): void {
    for (const record of records) {
      this.records.delete(record.occurrence_id);
      this.records.set(record.occurrence_id, record);
    }
    for (const oldest of this.records.keys()) {
      if (this.records.size <= this.size) break;
      this.records.delete(oldest);
    }
  }

  /** The kept observation, or undefined. */
  get(occurrence_id: number): Observation | undefined {
    return this.records.get(occurrence_id);
  }

  /** Forgets one observation (it changed or is gone). */
  forget(occurrence_id: number): void {
    this.records.delete(occurrence_id);
  }

  /** A validation of this observation was set: forgets it (its `validation` changed) and tells the listeners. */
  validationSet(occurrence_id: number): void {
    const taxon_id = this.records.get(occurrence_id)?.taxon_id ?? null;
    this.forget(occurrence_id);
    for (const listener of [...this.listeners]) listener(occurrence_id, taxon_id);
  }

  /** Adds a validation listener; returns the function that removes it. */
  onValidationSet(listener: ValidationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
