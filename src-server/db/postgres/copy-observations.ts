/**
 * The COPY writer of generated observations for the PostgreSQL store: implements the seeding's
 * ObservationSink (db/seed/writer.ts), so that ObservationGenerator writes to either store. Rows
 * are queued as COPY text and written by {@link CopyObservationSink.flush}; occurrence ids are
 * assigned here from a block reserved on the table's identity sequence.
 */
import { GEOMETRY_COLUMNS, SUPPLEMENT_COLUMNS, VALUE_COLUMNS, type ObservationInsert, type ObservationSink } from '../seed/writer.js';
import { copyLines, copyTextLine } from './copy.js';
import type { PgClient } from './pool.js';
import type { PublishObservation } from './published-values.js';

const OBSERVATION_COLUMNS = ['occurrence_id', ...VALUE_COLUMNS, ...GEOMETRY_COLUMNS, 'created_at', 'updated_at'];
const PUBLISHED_COLUMNS = ['is_neophyte', 'published_event_date_utc', 'published_event_day'];
const OBSERVER_COLUMNS = ['occurrence_id', 'person_id', 'position'];
const SUPPLEMENTS_COLUMNS = ['occurrence_id', ...SUPPLEMENT_COLUMNS];
const NEOPHYTE_COLUMNS = ['occurrence_id', 'control_type', 'eradication', 'control_dtype', 'control_result'];
const HISTORY_COLUMNS = ['occurrence_id', 'validation', 'v_presence_status', 'comment', 'validated_by', 'validated_at'];

/** Queues observations with their observers, supplements, neophyte data and validation history as COPY text. */
export class CopyObservationSink implements ObservationSink {
  private observations: string[] = [];
  private observers: string[] = [];
  private supplements: string[] = [];
  private neophytes: string[] = [];
  private history: string[] = [];
  private nextId: number;

  private readonly columns: string[];

  /**
   * @param firstId the occurrence_id of the first observation (ids run up from it: the caller reserves them).
   * @param now created_at/updated_at of every row (ISO 8601).
   * @param publish when given, each row carries its published-neophyte columns (published-values.ts),
   *   for a load with migration 040's row trigger off; without it that trigger computes them.
   */
  constructor(firstId: number, private readonly now: string, private readonly publish?: PublishObservation) {
    this.nextId = firstId;
    this.columns = publish ? [...OBSERVATION_COLUMNS, ...PUBLISHED_COLUMNS] : OBSERVATION_COLUMNS;
  }

  /** Observations queued and not yet flushed. */
  get queued(): number {
    return this.observations.length;
  }

  /** Queues the observation and its dependent rows; returns its occurrence_id. */
  insert(o: ObservationInsert): number {
    const id = this.nextId++;
    const v = o.values;
    const f = o.footprint;
    const row: unknown[] = [id, ...VALUE_COLUMNS.map((c) => v[c] ?? null), ...GEOMETRY_COLUMNS.map((c) => (f ? f[c] : null)), this.now, this.now];
    if (this.publish) row.push(...this.publish(v, !!o.neophyte));
    this.observations.push(copyTextLine(row));
    // The SQLite writer's INSERT OR IGNORE: a person listed twice is one observer.
    const seen = new Set<number>();
    o.observers.forEach((person, i) => {
      if (seen.has(person)) return;
      seen.add(person);
      this.observers.push(copyTextLine([id, person, i + 1]));
    });
    const s = o.supplements;
    if (s) this.supplements.push(copyTextLine([id, ...SUPPLEMENT_COLUMNS.map((c) => s[c] ?? null)]));
    const n = o.neophyte;
    if (n) this.neophytes.push(copyTextLine([id, n.control_type, n.eradication, n.control_dtype, n.control_result]));
    for (const h of o.history ?? []) this.history.push(copyTextLine([id, h.validation, h.v_presence_status, h.comment, h.validated_by, h.validated_at]));
    return id;
  }

  /** Writes everything queued on `client` (in the caller's transaction), observations first, and empties the queues. */
  async flush(client: PgClient): Promise<void> {
    const batches: Array<[string, string[], string[]]> = [
      ['observations', this.columns, this.observations],
      ['observation_observers', OBSERVER_COLUMNS, this.observers],
      ['supplements', SUPPLEMENTS_COLUMNS, this.supplements],
      ['neophytes', NEOPHYTE_COLUMNS, this.neophytes],
      ['validation_history', HISTORY_COLUMNS, this.history],
    ];
    this.observations = [];
    this.observers = [];
    this.supplements = [];
    this.neophytes = [];
    this.history = [];
    for (const [table, columns, lines] of batches) if (lines.length) await copyLines(client, table, columns, lines);
  }
}
