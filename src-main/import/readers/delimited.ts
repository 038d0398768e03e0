/**
 * Delimited text (CSV files and the data files of a Darwin Core Archive) as {@link SourceRow}s:
 * bytes → iconv-lite decoder → csv-parse, streamed. Parse errors become {@link SourceError}s that
 * name file, row and column.
 */
import { pipeline, type Readable } from 'node:stream';
import { CsvError, parse } from 'csv-parse';
import iconv from 'iconv-lite';
import { SourceError, type SourceRow } from './source.js';

/**
 * How to read one delimited file. `header_lines`: lines before the data (the first of them names
 * the columns when `columns` is null). `quote`: `null` when fields are never enclosed (Darwin
 * Core's `fieldsEnclosedBy=""`). `encoding`: any name iconv-lite knows (`utf-8`, `windows-1252` …).
 */
export interface DelimitedFormat {
  encoding: string;
  delimiter: string;
  quote: string | null;
  header_lines: number;
}

/**
 * The longest row read, in characters: a row longer than this is a file without line breaks or a
 * quote never closed, which csv-parse would otherwise gather whole into memory (a 1 GB file, one
 * string). A real row of the 110 GBIF columns is a few kilobytes.
 */
export const ROW_MAX_CHARACTERS = 1024 * 1024;

/** The replacement character a decoder puts where bytes are not valid in the chosen encoding. */
const REPLACEMENT = '\uFFFD';

/**
 * Reads the rows of `bytes` in `format`. `columns` names the columns by position (null: the first
 * header line does). `defaults` fills columns with no value in the file (Darwin Core `default`).
 * @throws SourceError `unclosed-quote`, `bad-row` (more or fewer cells than columns), `too-large`
 *   (a row longer than {@link ROW_MAX_CHARACTERS}),
 *   `wrong-encoding` (bytes that are not text in the chosen encoding; the row and column named),
 *   `no-header` (no header line).
 */
export async function* delimitedRows(
  bytes: Readable,
  format: DelimitedFormat,
  where: {
    file_name: string;
    columns: readonly string[] | null;
    defaults?: Readonly<Record<string, string>>;
    /** Called once the columns are known (after the header line, or at once when given). */
    onHeader?: (columns: readonly string[]) => void;
  },
): AsyncGenerator<SourceRow> {
  // pipeline, not pipe: a read error of the bytes (a truncated zip entry) must end the iteration.
  const parser = pipeline(bytes, iconv.decodeStream(format.encoding, { stripBOM: true }), parse({
    delimiter: format.delimiter,
    quote: format.quote ?? false,
    relax_column_count: false,
    skip_empty_lines: true,
    info: true,
    max_record_size: ROW_MAX_CHARACTERS,
  }), () => undefined);
  let columns = where.columns;
  if (columns !== null) where.onHeader?.(columns);
  let line = 0;
  const recordLength = (): number | undefined => columns?.length;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      line = info.lines;
      if (line <= format.header_lines) {
        if (columns === null) {
          columns = record.map((c) => c.trim());
          where.onHeader?.(columns);
        }
        continue;
      }
      if (columns === null) throw new SourceError('no-header', { file_name: where.file_name, row: line }, 'The file has no header row naming its columns.');
      if (record.length !== recordLength() && !(record.length === 1 && record[0] === '')) {
        throw new SourceError('bad-row', { file_name: where.file_name, row: line },
          `The row has ${record.length} cells, the header names ${recordLength()} columns.`);
      }
      const values: Record<string, string> = { ...where.defaults };
      columns.forEach((name, i) => {
        const value = record[i] ?? '';
        if (value.includes(REPLACEMENT)) {
          throw new SourceError('wrong-encoding', { file_name: where.file_name, row: line, column: name },
            `"${value}" is not ${format.encoding} text; choose the file's encoding (e.g. windows-1252).`);
        }
        if (value !== '' || !(name in values)) values[name] = value;
      });
      yield { row_number: line, values };
    }
  } catch (error) {
    throw asSourceError(error, where.file_name, columns, line);
  } finally {
    bytes.destroy();
  }
}

/** csv-parse's errors in the user's terms; a {@link SourceError} passes through. */
function asSourceError(error: unknown, file_name: string, columns: readonly string[] | null, lastRecordLine: number): unknown {
  if (!(error instanceof CsvError)) return error;
  const row = typeof error.lines === 'number' ? error.lines : null;
  const index = typeof error.index === 'number' ? error.index : null;
  const column = columns && index !== null ? columns[index] ?? null : null;
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') {
    // csv-parse reports where the file ended; the quote opened on the line after the last whole record.
    return new SourceError('unclosed-quote', { file_name, row: lastRecordLine + 1, column },
      'A quote opened in this row is never closed (the file ends inside it).');
  }
  if (error.code === 'CSV_MAX_RECORD_SIZE') {
    return new SourceError('too-large', { file_name, row: lastRecordLine + 1 },
      `The row is longer than ${ROW_MAX_CHARACTERS / 1024 / 1024} MB: the file has no line breaks here, or a quote opened in this row is never closed.`);
  }
  if (error.code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH') {
    return new SourceError('bad-row', { file_name, row }, 'The row has another number of cells than the header.');
  }
  return new SourceError('bad-row', { file_name, row, column }, error.message);
}
