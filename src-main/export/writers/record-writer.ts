/**
 * The one shape of every export format's writer (./csv.ts, ./xlsx.ts, ./geojson.ts, ./dwca.ts):
 * pages of records in, a file's bytes out to a Node `Writable`, with the stream's backpressure
 * honoured so that memory stays flat however many pages come.
 */
import { once } from 'node:events';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import type { ExportRecord } from '../columns.js';

/** Writes records to one output stream. */
export interface RecordWriter {
  /** Writes one page; resolves when the output can take more. Rejects with the output's error. */
  write(records: readonly ExportRecord[]): Promise<void>;
  /** Completes the file and ends the output; resolves once the output has flushed every byte. */
  end(): Promise<void>;
}

/** Writes `chunk` (bytes, text, or an object to an object-mode stream) and waits for `drain` when the stream's buffer is full (rejects on its `error`). */
export async function writeChunk(stream: Writable, chunk: unknown): Promise<void> {
  if (!stream.write(chunk)) await once(stream, 'drain');
}

/** Ends `stream` and waits until every byte is flushed (rejects on its error). */
export async function endStream(stream: Writable): Promise<void> {
  stream.end();
  await finished(stream);
}
