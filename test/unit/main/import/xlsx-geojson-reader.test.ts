import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { openGeojson } from '../../../../src-main/import/readers/geojson.js';
import { detectFormat, openSource } from '../../../../src-main/import/readers/open-source.js';
import { openXlsx } from '../../../../src-main/import/readers/xlsx.js';
import { allRows, sourceFailure } from './source-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'xlsx-geojson-'));

describe('Excel reader', () => {
  it('reads the first worksheet: header row, numbers, dates as ISO days, formulas by result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Aufnahmen');
    sheet.addRow(['scientificName', 'eventDate', 'individualCount', 'doubled']);
    sheet.addRow(['Achillea millefolium', new Date(Date.UTC(2024, 5, 14)), 3, { formula: 'C2*2', result: 6 }]);
    sheet.addRow([]);
    sheet.addRow(['Carex flacca', new Date(Date.UTC(2024, 5, 15, 9, 30)), 1.25, null]);
    workbook.addWorksheet('Notes').addRow(['ignored']);
    const path = join(dir, 'records.xlsx');
    await workbook.xlsx.writeFile(path);
    const source = await openXlsx(path);
    expect(source.columns).toEqual(['scientificName', 'eventDate', 'individualCount', 'doubled']);
    expect(await allRows(source)).toEqual([
      { row_number: 2, values: { scientificName: 'Achillea millefolium', eventDate: '2024-06-14', individualCount: '3', doubled: '6' } },
      { row_number: 4, values: { scientificName: 'Carex flacca', eventDate: '2024-06-15T09:30:00', individualCount: '1.25', doubled: '' } },
    ]);
  });

  it('says a truncated workbook cannot be read, naming it', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('a').addRow(['x']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const path = join(dir, 'cut.xlsx');
    writeFileSync(path, bytes.subarray(0, Math.floor(bytes.length / 2)));
    const error = await sourceFailure(openXlsx(path));
    expect(error.code).toBe('bad-zip');
    expect(error.message).toMatch(/^cut\.xlsx: Not a readable Excel workbook/);
  });
});

describe('GeoJSON reader', () => {
  it('gives each feature its properties and its geometry as footprint_wkt', async () => {
    const path = join(dir, 'points.geojson');
    writeFileSync(path, JSON.stringify({
      type: 'FeatureCollection',
      features: [
        { type: 'Feature', properties: { scientificName: 'Carex flacca', count: 2 }, geometry: { type: 'Point', coordinates: [8.95, 46.0] } },
        { type: 'Feature', properties: { scientificName: 'Achillea', note: { a: 1 } }, geometry: null },
      ],
    }));
    const source = await openGeojson(path);
    expect(source.columns).toEqual(['scientificName', 'count', 'note', 'footprint_wkt']);
    expect(await allRows(source)).toEqual([
      { row_number: 1, values: { scientificName: 'Carex flacca', count: '2', note: '', footprint_wkt: 'POINT (8.95 46)' } },
      { row_number: 2, values: { scientificName: 'Achillea', count: '', note: '{"a":1}', footprint_wkt: '' } },
    ]);
  });

  it('names files that are not JSON or not features', async () => {
    writeFileSync(join(dir, 'bad.geojson'), '{"type": "FeatureCollection", "features": [');
    expect(await sourceFailure(openGeojson(join(dir, 'bad.geojson')))).toMatchObject({ code: 'bad-json', file_name: 'bad.geojson' });
    writeFileSync(join(dir, 'line.json'), '{"type": "LineString", "coordinates": []}');
    expect(await sourceFailure(openGeojson(join(dir, 'line.json')))).toMatchObject({ code: 'bad-json' });
    writeFileSync(join(dir, 'empty.geojson'), '');
    expect(await sourceFailure(openGeojson(join(dir, 'empty.geojson')))).toMatchObject({ code: 'empty-file' });
  });
});

describe('format detection', () => {
  it('goes by the name, else by the first bytes', async () => {
    const noName = join(dir, 'download');
    writeFileSync(noName, readFileSync('resources/demo/occurrences/occurrence-ticino.csv'));
    expect(await detectFormat(noName)).toBe('csv');
    expect((await openSource(noName)).columns).toContain('occurrenceID');
    writeFileSync(noName, '  {"type": "FeatureCollection", "features": []}');
    expect(await detectFormat(noName)).toBe('geojson');
    expect(await detectFormat(join(dir, 'x.ZIP'))).toBe('dwca');
  });
});
