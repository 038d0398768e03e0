/**
 * Bulk writes into PostgreSQL with `COPY … FROM STDIN` (pg-copy-streams): the way to load
 * millions of rows, several times faster than multi-row INSERTs.
 */
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { from as copyFrom } from 'pg-copy-streams';
import type { PgClient } from './pool.js';

/** Rows per chunk handed to the stream: big enough to keep the socket busy, small enough not to hold much. */
const CHUNK_ROWS = 2_000;

/**
 * One value in COPY's text format (postgresql.org/docs/15/sql-copy.html "Text Format"): `\N` for
 * null, backslash escapes for backslash, newline, carriage return and tab. Numbers as JavaScript
 * prints them (PostgreSQL reads exponents), anything else through String().
 * @throws TypeError for an object: a JSON value must be stringified by the caller.
 */
export function copyTextValue(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new TypeError(`COPY: ${value} is not a finite number`);
    return String(value);
  }
  if (typeof value === 'object') throw new TypeError('COPY: objects must be stringified first');
  const text = String(value);
  // Most values need no escape: a test is cheaper than a replace with a callback (the seeding writes ~60 values a row).
  return ESCAPED.test(text) ? text.replace(ESCAPES, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t')) : text;
}

const ESCAPED = /[\\\n\r\t]/;
const ESCAPES = /[\\\n\r\t]/g;

/** One row as a line of COPY's text format. */
export const copyTextLine = (row: readonly unknown[]): string => `${row.map(copyTextValue).join('\t')}\n`;

/**
 * Appends the values of `columns` of `record` (`\N` for a missing one, or for all when `record`
 * is null) in COPY's text format to `values`: a row's values gathered without building the row's
 * objects first, for one `join('\t')` into a {@link copyTextLine}. Joined once rather than added
 * value by value: each `+=` leaves a rope node, ~70 a row that the load's batches keep alive.
 */
export function pushCopyTextValues<K extends string>(values: string[], record: Partial<Record<K, unknown>> | null, columns: readonly K[]): void {
  for (const column of columns) values.push(copyTextValue(record ? record[column] : null));
}

async function* chunks(lines: Iterable<string>): AsyncGenerator<string> {
  let chunk = '';
  let n = 0;
  for (const line of lines) {
    chunk += line;
    if (++n === CHUNK_ROWS) {
      yield chunk;
      chunk = '';
      n = 0;
    }
  }
  if (chunk) yield chunk;
}

/**
 * Copies `rows` (values in `columns` order) into `table` on `client` (inside the caller's
 * transaction, if any). Table and column names are the service's own, quoted here.
 * @returns the number of rows PostgreSQL reports copied.
 * @throws the database error of a row it refused (a constraint, a bad value); the COPY is void.
 */
export async function copyRows(client: PgClient, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<number> {
  return copyLines(client, table, columns, (function* () {
    for (const row of rows) yield copyTextLine(row);
  })());
}

/** {@link copyRows} for rows already written as COPY text lines ({@link copyTextLine}). */
export async function copyLines(client: PgClient, table: string, columns: readonly string[], lines: Iterable<string>): Promise<number> {
  return copyChunks(client, table, columns, chunks(lines));
}

/** Bytes per chunk of {@link copyBytes} at least (cut after the next line end, never inside a character). */
const CHUNK_BYTES = 1 << 20;

/** {@link copyRows} for rows already written as UTF-8 COPY text (lines of {@link copyTextLine}), without copying the bytes. */
export async function copyBytes(client: PgClient, table: string, columns: readonly string[], text: Uint8Array): Promise<number> {
  return copyChunks(client, table, columns, (function* () {
    for (let at = 0; at < text.length;) {
      const lineEnd = text.indexOf(10, Math.min(at + CHUNK_BYTES, text.length - 1));
      const end = lineEnd < 0 ? text.length : lineEnd + 1;
      yield Buffer.from(text.buffer, text.byteOffset + at, end - at);
      at = end;
    }
  })());
}

async function copyChunks(client: PgClient, table: string, columns: readonly string[], data: Iterable<string | Buffer> | AsyncIterable<string | Buffer>): Promise<number> {
  const quote = (name: string): string => `"${name.replaceAll('"', '""')}"`;
  const stream = client.query(copyFrom(`COPY ${quote(table)} (${columns.map(quote).join(', ')}) FROM STDIN`));
  await pipeline(Readable.from(data), stream);
  return stream.rowCount;
}
