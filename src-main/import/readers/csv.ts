/**
 * CSV with a header row: separator, quote and encoding detected from the first 64 KiB, or chosen
 * by the user (`CsvChoices`). Encodings: a UTF-8 or UTF-16 byte order mark wins; otherwise text
 * that is valid UTF-8 is UTF-8 and anything else windows-1252 (what spreadsheet programs of de,
 * fr and it locales write).
 */
import { createReadStream } from 'node:fs';
import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import iconv from 'iconv-lite';
import { delimitedRows, type DelimitedFormat } from './delimited.js';
import { SourceError, type ImportSource } from './source.js';

/** What the user may choose instead of the detected values. */
export interface CsvChoices {
  encoding?: string;
  delimiter?: string;
  quote?: string | null;
}

const SAMPLE_BYTES = 64 * 1024;
const DELIMITERS = [',', ';', '\t', '|'] as const;

/** The first bytes of a file (fewer when it is shorter). */
async function readSample(path: string): Promise<Buffer> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The encoding of `sample`: BOM, else UTF-8 when its bytes decode strictly (a sequence cut at
 * the end of the sample is not counted), else windows-1252.
 */
export function detectEncoding(sample: Uint8Array): string {
  if (sample[0] === 0xef && sample[1] === 0xbb && sample[2] === 0xbf) return 'utf-8';
  if (sample[0] === 0xff && sample[1] === 0xfe) return 'utf-16le';
  if (sample[0] === 0xfe && sample[1] === 0xff) return 'utf-16be';
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: true });
    return 'utf-8';
  } catch {
    return 'windows-1252';
  }
}

/** The separator of a header line: the candidate found most often outside quotes (`,` on a tie or none). */
export function detectDelimiter(headerLine: string, quote = '"'): string {
  const counts = new Map<string, number>(DELIMITERS.map((d) => [d, 0]));
  let quoted = false;
  for (const ch of headerLine) {
    if (ch === quote) quoted = !quoted;
    else if (!quoted && counts.has(ch)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  }
  return [...counts].reduce((best, c) => (c[1] > best[1] ? c : best), [',', 0] as [string, number])[0];
}

/**
 * Opens a CSV file with a header row. Reads only the first 64 KiB here; `rows()` streams the rest.
 * @throws SourceError `empty-file` (no bytes, or nothing but white space), `no-header`.
 */
export async function openCsv(path: string, choices: CsvChoices = {}): Promise<ImportSource> {
  const file_name = basename(path);
  const sample = await readSample(path);
  const encoding = choices.encoding ?? detectEncoding(sample);
  const text = iconv.decode(sample, encoding, { stripBOM: true });
  if (text.trim() === '') throw new SourceError('empty-file', { file_name }, 'The file is empty.');
  const quote = choices.quote === undefined ? '"' : choices.quote;
  const headerLine = text.split(/\r?\n/, 1)[0] ?? '';
  const format: DelimitedFormat = { encoding, delimiter: choices.delimiter ?? detectDelimiter(headerLine, quote ?? undefined), quote, header_lines: 1 };
  let columns: string[] = [];
  const onHeader = (c: readonly string[]): void => { columns = [...c]; };
  // Reading stops at the first data row; the generator's `finally` closes the file.
  for await (const _row of delimitedRows(createReadStream(path), format, { file_name, columns: null, onHeader })) break;
  if (columns.length === 0) throw new SourceError('no-header', { file_name, row: 1 }, 'The file has no header row naming its columns.');
  return {
    format: 'csv',
    file_name,
    encoding,
    columns,
    skipped: [],
    rows: () => delimitedRows(createReadStream(path), format, { file_name, columns: null }),
  };
}
