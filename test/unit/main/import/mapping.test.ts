import { describe, expect, it } from 'vitest';
import { dryRun } from '../../../../src-main/import/dry-run.js';
import { convertRow, matchKey, type ConfirmedMatches } from '../../../../src-main/import/mapping/convert.js';
import { proposeMapping, recogniseColumn } from '../../../../src-main/import/mapping/recognise.js';
import { readEventDate, readNumber } from '../../../../src-main/import/mapping/values.js';
import { openCsv } from '../../../../src-main/import/readers/csv.js';

const matches = (over: Partial<ConfirmedMatches> = {}): ConfirmedMatches => ({
  taxa: new Map([[matchKey('Eriophorum vaginatum L.'), 11], [matchKey('Dianthus sylvestris Wulfen'), 12]]),
  people: new Map([[matchKey('Airoldi Fedele'), 5]]),
  codes: new Map([
    ['basis_of_record', new Map([[matchKey('HumanObservation'), 1], [matchKey('PRESERVED_SPECIMEN'), 2], ['1', 1]])],
    ['occurrence_status', new Map([[matchKey('present'), 1], [matchKey('vorhanden'), 1]])],
  ]),
  date_precision: { day: 1, month: 2, year: 3, decade: 4 },
  ...over,
});
const row = (values: Record<string, string>) => ({ row_number: 7, values });

describe('column recognition', () => {
  it('knows v5 names, v4 names and Darwin Core terms in any letter case', () => {
    expect(recogniseColumn('event_date')).toBe('event_date');
    expect(recogniseColumn('ALTITUDE_MIN')).toBe('minimum_elevation_in_meters');
    expect(recogniseColumn('x')).toBe('coordinate_x');
    expect(recogniseColumn('dwc:scientificName')).toBe('scientific_name');
    expect(recogniseColumn('decimalLatitude')).toBe('decimal_latitude');
    expect(recogniseColumn('Bemerkung')).toBeNull();
    // another system's identifiers are not this service's ids; the desk's own terms are its fields
    expect(recogniseColumn('taxonID')).toBe('ignore');
    expect(recogniseColumn('taxon_id')).toBe('taxon_id');
    expect(recogniseColumn('urn:observation-recording-service:v5:date_expert')).toBe('date_expert');
  });

  it('proposes a mapping: remembered choices first, each target once, the rest listed for the user', () => {
    const { mapping, unmapped } = proposeMapping(['locality', 'verbatimLocality', 'Bemerkung', 'gbifID'], { Bemerkung: 'occurrence_remarks' });
    expect(mapping).toEqual({ locality: 'verbatim_locality', Bemerkung: 'occurrence_remarks' });
    expect(unmapped).toEqual(['gbifID']);
  });
});

describe('values', () => {
  it('reads dates with their precision: ISO, dd.mm.yyyy, GBIF midnight, Darwin Core intervals', () => {
    expect(readEventDate('2024-06-14')).toEqual({ event_date: '2024-06-14T00:00:00.000+02:00', precision: 'day' });
    expect(readEventDate('2021-08-12T00:00:00')).toEqual({ event_date: '2021-08-12T00:00:00.000+02:00', precision: 'day' });
    expect(readEventDate('2024-06-14T09:30')).toEqual({ event_date: '2024-06-14T09:30:00.000+02:00', precision: 'day' });
    expect(readEventDate('14.01.2024')).toEqual({ event_date: '2024-01-14T00:00:00.000+01:00', precision: 'day' });
    expect(readEventDate('2024-06')).toMatchObject({ event_date: '2024-06-01T00:00:00.000+02:00', precision: 'month' });
    expect(readEventDate('1903')).toMatchObject({ precision: 'year' });
    expect(readEventDate('2024-06-01/2024-06-30')).toMatchObject({ event_date: '2024-06-01T00:00:00.000+02:00', precision: 'month' });
    expect(readEventDate('2024-05/2024-08')).toMatchObject({ precision: 'year' });
    expect(readEventDate('1901/1909')).toMatchObject({ precision: 'decade' });
    expect(readEventDate('2024-06-30/2024-06-01')).toEqual({ problem: 'ends-before-start' });
    expect(readEventDate('31.02.2024')).toMatchObject({ problem: expect.any(String) });
    expect(readEventDate('')).toBeNull();
  });

  it('reads numbers as de/fr/it spreadsheets write them', () => {
    expect(readNumber("2'600'000")).toBe(2_600_000);
    expect(readNumber('1,5')).toBe(1.5);
    expect(readNumber('1,500.5')).toEqual({ problem: 'not-a-number' });
    expect(readNumber('')).toBeNull();
  });
});

describe('row conversion', () => {
  const gbif = { scientificName: 'scientific_name', recordedBy: 'recorded_by', basisOfRecord: 'basis_of_record', eventDate: 'event_date',
    decimalLatitude: 'decimal_latitude', decimalLongitude: 'decimal_longitude', occurrenceStatus: 'occurrence_status', occurrenceID: 'source_record_id' } as const;

  it('turns a GBIF record into a v5 body: taxon, people, codes, footprint, date and precision', () => {
    const converted = convertRow(row({ scientificName: 'Eriophorum vaginatum L.', recordedBy: 'Airoldi Fedele', basisOfRecord: 'HUMAN_OBSERVATION',
      eventDate: '2021-08-12T00:00:00', decimalLatitude: '46.33882', decimalLongitude: '8.51019', occurrenceStatus: 'PRESENT', occurrenceID: 'X-1' }),
    gbif, matches(), { dataset_id: 3 });
    expect(converted.errors).toEqual([]);
    expect(converted).toMatchObject({ source_record_id: 'X-1' });
    expect(converted.body).toEqual({
      dataset_id: 3, taxon_id: 11, verbatim_identification: 'Eriophorum vaginatum L.', recorded_by_id: [5], basis_of_record: 1,
      occurrence_status: 1, event_date: '2021-08-12T00:00:00.000+02:00', date_precision: 1, footprint_wkt: 'POINT (8.51019 46.33882)',
    });
  });

  it('puts LV95 and LV03 coordinates on the same WGS84 point, within a metre', () => {
    const lv95 = convertRow(row({ e: "2'717'000", n: '1095500' }), { e: 'lv95_easting', n: 'lv95_northing' }, matches(), { dataset_id: 1, basis_of_record: 1 });
    const lv03 = convertRow(row({ x: '717000', y: '95500' }), { x: 'coordinate_x', y: 'coordinate_y' }, matches(), { dataset_id: 1, basis_of_record: 1 });
    const [lon95, lat95] = /POINT \((\S+) (\S+)\)/.exec(lv95.body?.footprint_wkt ?? '')!.slice(1).map(Number);
    const [lon03, lat03] = /POINT \((\S+) (\S+)\)/.exec(lv03.body?.footprint_wkt ?? '')!.slice(1).map(Number);
    expect(lon95).toBeCloseTo(8.95, 1);
    expect(lat95).toBeCloseTo(46.0, 1);
    expect(Math.abs(lon95! - lon03!)).toBeLessThan(1e-5);
    expect(Math.abs(lat95! - lat03!)).toBeLessThan(1e-5);
  });

  it('names row, column, value and reason of every problem, and never guesses a name', () => {
    const converted = convertRow(row({ scientificName: 'Eriophorum vaginatun', recordedBy: 'Airoldi Fedele | Nobody Known', basisOfRecord: 'Beobachtung',
      eventDate: '2021-13-01', decimalLatitude: '46.3', decimalLongitude: '', occurrenceStatus: 'present', occurrenceID: '' }), gbif, matches(), { dataset_id: 3 });
    expect(converted.body).toBeNull();
    expect(converted.errors).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 7, column: 'scientificName', value: 'Eriophorum vaginatun', reason: 'has no confirmed taxon (see matching)' }),
      expect.objectContaining({ row: 7, column: 'recordedBy', value: 'Nobody Known', reason: 'has no confirmed person (see matching)' }),
      expect.objectContaining({ row: 7, column: 'basisOfRecord', value: 'Beobachtung', reason: 'is not a value of the basis_of_record vocabulary', code: 'not-in-vocabulary', params: { vocabulary: 'basis_of_record' } }),
      expect.objectContaining({ row: 7, column: 'eventDate', value: '2021-13-01', reason: expect.stringMatching(/is not a date/) }),
      expect.objectContaining({ row: 7, column: 'decimalLatitude', value: '46.3', reason: 'needs its pair (decimal_longitude)' }),
    ]));
  });

  it('reports what the shared schema refuses under the column that fed it', () => {
    const converted = convertRow(row({ min: '1200', max: '900' }), { min: 'minimum_elevation_in_meters', max: 'maximum_elevation_in_meters' },
      matches(), { dataset_id: 1, basis_of_record: 1 });
    expect(converted.errors).toEqual([{
      row: 7, column: 'max', value: '900', reason: 'maximum_elevation_in_meters: Must not be below minimum_elevation_in_meters.',
      code: 'schema', params: { field: 'maximum_elevation_in_meters', message: 'Must not be below minimum_elevation_in_meters.' },
    }]);
  });
});

describe('dry run', () => {
  it('validates every shipped GBIF Ticino record and lists what is not matched', async () => {
    const source = await openCsv('resources/demo/occurrences/occurrence-ticino.csv');
    const { mapping } = proposeMapping(source.columns);
    const report = await dryRun(source, { mapping, matches: matches(), defaults: { dataset_id: 3 } });
    expect(report.rows_read).toBe(377);
    expect(report.rows_valid + report.rows_invalid).toBe(377);
    expect(report.rows_valid).toBeGreaterThan(0);
    expect(report.errors.every((e) => e.row >= 2 && e.column !== '')).toBe(true);
  });
});
