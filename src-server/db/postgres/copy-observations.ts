/**
 * The COPY writer of generated observations for the PostgreSQL store: implements the seeding's
 * ObservationSink (db/seed/writer.ts), so that ObservationGenerator writes to either store. Rows
 * are queued as COPY text, taken as one UTF-8 text per table ({@link CopyObservationSink.take}:
 * bytes a worker thread can hand over without a copy, synthetic-worker.ts) and written by
 * {@link copyBatch}; occurrence ids are assigned here from a block reserved on the table's
 * identity sequence.
 */
import type { FootprintFields } from '../../geo/footprint.js';
import { GEOMETRY_COLUMNS, SUPPLEMENT_COLUMNS, VALUE_COLUMNS, type ObservationInsert, type ObservationSink } from '../seed/writer.js';
import { copyBytes, copyTextLine, pushCopyTextValues } from './copy.js';
import type { PgClient } from './pool.js';
import type { PublishObservation } from '../published-values.js';

/** The tables of a batch and their columns, in the order they are copied (observations first: the others refer to them). */
const COPY_TABLES: ReadonlyArray<readonly [table: string, columns: readonly string[]]> = [
  ['observations', ['occurrence_id', ...VALUE_COLUMNS, ...GEOMETRY_COLUMNS, 'created_at', 'updated_at',
    'is_neophyte', 'published_event_date_utc', 'published_event_day']],
  ['observation_observers', ['occurrence_id', 'person_id', 'position']],
  ['supplements', ['occurrence_id', ...SUPPLEMENT_COLUMNS]],
  ['neophytes', ['occurrence_id', 'control_type', 'eradication', 'control_dtype', 'control_result']],
  ['validation_history', ['occurrence_id', 'validation', 'v_presence_status', 'comment', 'validated_by', 'validated_at']],
];

/** One batch of generated rows: the COPY text (UTF-8) of each table of COPY_TABLES, in that order (empty when it has no rows). */
export type CopyBatch = Uint8Array[];

const encoder = new TextEncoder();

/** The COPY text of `columns` of `record` (null: all null), tab-separated. */
function copyTextColumns<K extends string>(record: Partial<Record<K, unknown>> | null, columns: readonly K[]): string {
  const values: string[] = [];
  pushCopyTextValues(values, record, columns);
  return values.join('\t');
}

/** The geometry columns of an observation without a footprint. */
const NO_GEOMETRY = copyTextColumns(null, GEOMETRY_COLUMNS);
/** The indexes of PublishedValues, as columns of {@link pushCopyTextValues}. */
const PUBLISHED = ['0', '1', '2'] as const;

/**
 * Queues observations with their observers, supplements, neophyte data and validation history as
 * COPY text. Each observation row carries its published-neophyte columns (published-values.ts):
 * the load runs with migration 040's row trigger off.
 */
export class CopyObservationSink implements ObservationSink {
  private lines: string[][] = COPY_TABLES.map(() => []);
  private nextId: number;
  /** created_at and updated_at, tab-separated. */
  private readonly stamps: string;
  /** The geometry columns' text of a footprint: the generator's later visits to a site share its footprint object. */
  private readonly footprintText = new WeakMap<FootprintFields, string>();

  /**
   * @param firstId the occurrence_id of the first observation (ids run up from it: the caller reserves them).
   * @param now created_at/updated_at of every row (ISO 8601).
   * @param publish the published-neophyte values of a row.
   */
  constructor(firstId: number, now: string, private readonly publish: PublishObservation) {
    this.nextId = firstId;
    this.stamps = copyTextColumns({ created_at: now, updated_at: now }, ['created_at', 'updated_at']);
  }

  /** Observations queued and not yet taken. */
  get queued(): number {
    return this.lines[0]!.length;
  }

  /** Queues the observation and its dependent rows; returns its occurrence_id. */
  insert(o: ObservationInsert): number {
    const id = this.nextId++;
    const v = o.values;
    const f = o.footprint;
    const [observations, observers, supplements, neophytes, history] = this.lines as [string[], string[], string[], string[], string[]];
    const row = [String(id)];
    pushCopyTextValues(row, v, VALUE_COLUMNS);
    row.push(f ? this.geometryText(f) : NO_GEOMETRY, this.stamps);
    pushCopyTextValues(row, this.publish(v, !!o.neophyte), PUBLISHED);
    observations.push(`${row.join('\t')}\n`);
    // The SQLite writer's INSERT OR IGNORE: a person listed twice is one observer.
    o.observers.forEach((person, i) => {
      if (o.observers.indexOf(person) === i) observers.push(`${id}\t${person}\t${i + 1}\n`);
    });
    const s = o.supplements;
    if (s) supplements.push(`${id}\t${copyTextColumns(s, SUPPLEMENT_COLUMNS)}\n`);
    const n = o.neophyte;
    if (n) neophytes.push(copyTextLine([id, n.control_type, n.eradication, n.control_dtype, n.control_result]));
    for (const h of o.history ?? []) history.push(copyTextLine([id, h.validation, h.v_presence_status, h.comment, h.validated_by, h.validated_at]));
    return id;
  }

  private geometryText(f: FootprintFields): string {
    let text = this.footprintText.get(f);
    if (text === undefined) {
      text = copyTextColumns(f, GEOMETRY_COLUMNS);
      this.footprintText.set(f, text);
    }
    return text;
  }

  /** Takes everything queued as a {@link CopyBatch} and empties the queues. */
  take(): CopyBatch {
    const batch = this.lines.map((lines) => encoder.encode(lines.join('')));
    this.lines = COPY_TABLES.map(() => []);
    return batch;
  }
}

/** Writes `batch` on `client` (in the caller's transaction), table by table in COPY_TABLES order. */
export async function copyBatch(client: PgClient, batch: CopyBatch): Promise<void> {
  for (const [i, [table, columns]] of COPY_TABLES.entries()) {
    const bytes = batch[i];
    if (bytes?.length) await copyBytes(client, table, columns, bytes);
  }
}
