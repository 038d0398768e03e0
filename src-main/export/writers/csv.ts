/**
 * CSV (RFC 4180) export with csv-stringify: UTF-8, a header row of the column names, `,` or `;`
 * as separator, an optional BOM (spreadsheet users in de/fr/it, issue 14), CRLF line ends. A
 * field holding a separator, a quote or a line break is quoted; a text starting with `=`, `+`,
 * `-`, `@` is prefixed with `'` so that a spreadsheet does not run it as a formula (OWASP "CSV
 * injection"); numbers are written as they are.
 */
import type { Writable } from 'node:stream';
import { stringify, type Stringifier } from 'csv-stringify';
import { finished } from 'node:stream/promises';
import { writeChunk, type RecordWriter } from './record-writer.js';

/** Options of {@link createCsvWriter}. */
export interface CsvOptions {
  separator: ',' | ';' | '\t';
  bom: boolean;
  /** `windows` (CRLF, RFC 4180; default) or `unix` (LF, a Darwin Core Archive's `\n`). */
  lineEnd?: 'windows' | 'unix';
  /** Guard spreadsheet formulas (default true; an archive is read by programs, not spreadsheets). */
  escapeFormulas?: boolean;
}

/** A CSV stringifier of `headers` (written at once) piped into `out`. */
export function csvStringifier(out: Writable, headers: readonly string[], options: CsvOptions): Stringifier {
  const stringifier = stringify({
    delimiter: options.separator,
    bom: options.bom,
    record_delimiter: options.lineEnd ?? 'windows',
    quoted_match: /[\r\n]/,
    escape_formulas: options.escapeFormulas ?? true,
  });
  stringifier.on('error', (error) => out.destroy(error));
  stringifier.pipe(out);
  stringifier.write([...headers]);
  return stringifier;
}

/** A {@link RecordWriter} of CSV rows under `headers`. */
export function createCsvWriter(out: Writable, headers: readonly string[], options: CsvOptions): RecordWriter {
  const stringifier = csvStringifier(out, headers, options);
  return {
    async write(records) {
      for (const record of records) await writeChunk(stringifier, record.cells);
    },
    async end() {
      stringifier.end(); // the pipe ends `out` once the stringifier has pushed its last row
      await finished(out);
    },
  };
}
