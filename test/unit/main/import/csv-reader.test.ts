import { mkdtempSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { detectDelimiter, detectEncoding, openCsv } from '../../../../src-main/import/readers/csv.js';
import { allRows as all, sourceFailure as failure } from './source-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'csv-reader-'));
const file = (name: string, bytes: string | Buffer): string => {
  const path = join(dir, name);
  writeFileSync(path, bytes);
  return path;
};

describe('CSV reader', () => {
  it('detects ";" and windows-1252 as spreadsheet programs of de/fr/it write them', async () => {
    const bytes = iconv.encode('scientificName;verbatimLocality\r\nAchillea millefolium;Lugano, Ufer\r\nÆthusa;Zürich\r\n', 'windows-1252');
    const source = await openCsv(file('de.csv', bytes));
    expect(source.encoding).toBe('windows-1252');
    expect(source.columns).toEqual(['scientificName', 'verbatimLocality']);
    expect(await all(source)).toEqual([
      { row_number: 2, values: { scientificName: 'Achillea millefolium', verbatimLocality: 'Lugano, Ufer' } },
      { row_number: 3, values: { scientificName: 'Æthusa', verbatimLocality: 'Zürich' } },
    ]);
  });

  it('reads the shipped GBIF Ticino records: 377 rows, Darwin Core columns', async () => {
    const source = await openCsv('resources/demo/occurrences/occurrence-ticino.csv');
    expect(source.encoding).toBe('utf-8');
    expect(source.columns).toContain('scientificName');
    const rows = await all(source);
    expect(rows).toHaveLength(377);
    expect(rows[0]?.values.occurrenceID).toBe('INFOFLORA-TRAC-10791614');
    expect(rows[0]?.values.decimalLatitude).toBe('46.33882');
  });

  it('names file, row and column of a quote never closed', async () => {
    const source = await openCsv(file('quote.csv', 'a,b\n1,2\n3,"never closed\n4,5\n'));
    const error = await failure(all(source));
    expect(error.code).toBe('unclosed-quote');
    expect(error).toMatchObject({ row: 3, column: 'b' });
    expect(error.message).toMatch(/^quote\.csv \(row 3, column "b"\): A quote/);
  });

  it('refuses a 1 GB file whose row never ends (no line break, or a quote never closed) at its first megabyte, naming file and row', async () => {
    // sparse: 1 GB on the file system's books, no disk used; without a record limit csv-parse would gather it all into one string
    const noLineBreak = file('huge.csv', 'a,b\n1,2\n3,');
    truncateSync(noLineBreak, 1024 ** 3);
    const error = await failure(all(await openCsv(noLineBreak, { encoding: 'windows-1252' })));
    expect(error).toMatchObject({ code: 'too-large', row: 3 });
    expect(error.message).toMatch(/^huge\.csv \(row 3\): The row is longer than 1 MB/);

    const quoted = file('huge-quote.csv', 'a,b\n1,2\n3,"never closed\n');
    truncateSync(quoted, 1024 ** 3);
    await expect(failure(all(await openCsv(quoted, { encoding: 'windows-1252' })))).resolves.toMatchObject({ code: 'too-large', row: 3 });
  });

  it('refuses an empty file by name', async () => {
    const error = await failure(openCsv(file('empty.csv', '')));
    expect(error.code).toBe('empty-file');
    expect(error.message).toBe('empty.csv: The file is empty.');
  });

  it('names row and column of bytes that are not text in the chosen encoding', async () => {
    const bytes = Buffer.concat([Buffer.from('a,b\nok,fine\nok,'), Buffer.from([0x5a, 0xfc, 0x72]), Buffer.from('\n')]);
    const source = await openCsv(file('latin.csv', bytes), { encoding: 'utf-8' });
    const error = await failure(all(source));
    expect(error).toMatchObject({ code: 'wrong-encoding', row: 3, column: 'b' });
  });

  it('names the row with a cell too many', async () => {
    const source = await openCsv(file('cells.csv', 'a,b\n1,2\n1,2,3\n'));
    expect(await failure(all(source))).toMatchObject({ code: 'bad-row', row: 3 });
  });

  it('detects separators outside quotes and encodings by byte order mark', () => {
    expect(detectDelimiter('"a;b",c,d')).toBe(',');
    expect(detectDelimiter('a\tb\tc')).toBe('\t');
    expect(detectEncoding(Buffer.from([0xef, 0xbb, 0xbf, 0x61]))).toBe('utf-8');
    expect(detectEncoding(Buffer.from([0xff, 0xfe, 0x61, 0]))).toBe('utf-16le');
    // "ü" cut after its first byte at the end of the sample is still UTF-8
    expect(detectEncoding(Buffer.from([0x61, 0xc3]))).toBe('utf-8');
  });
});
