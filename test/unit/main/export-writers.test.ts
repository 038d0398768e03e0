import { PassThrough } from 'node:stream';
import { DOMParser } from '@xmldom/xmldom';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { DWC_NAMESPACE, V5_TERMS_NAMESPACE } from '../../../src-shared/darwin-core/terms.js';
import type { ExportRecord } from '../../../src-main/export/columns.js';
import { createRecordWriter, type WriterSpec } from '../../../src-main/export/writers/create-writer.js';
import { buildEmlXml } from '../../../src-main/export/writers/eml-xml.js';
import type { ExportFormat } from '../../../src-shared/contract/exports.js';

/** Darwin Core terms (https://dwc.tdwg.org/terms/) the desk may declare; a typo in the mapping fails here. */
const KNOWN_DWC_TERMS = new Set([
  'occurrenceID', 'datasetID', 'datasetName', 'eventID', 'eventType', 'eventDate', 'taxonID', 'scientificName', 'vernacularName',
  'verbatimIdentification', 'identificationQualifier', 'identifiedBy', 'degreeOfEstablishment', 'recordedByID', 'verbatimLocality',
  'footprintWKT', 'decimalLongitude', 'decimalLatitude', 'geodeticDatum', 'georeferenceProtocol', 'coordinateUncertaintyInMeters',
  'minimumElevationInMeters', 'maximumElevationInMeters', 'occurrenceStatus', 'organismQuantityType', 'organismQuantity', 'lifeStage',
  'occurrenceRemarks', 'habitat', 'basisOfRecord', 'establishmentMeans', 'identificationVerificationStatus', 'identificationRemarks',
  'relatedResourceID', 'relationshipOfResource',
]);

const FIELDS = ['occurrence_id', 'verbatim_locality', 'minimum_elevation_in_meters', 'occurrence_remarks', 'event_date'];
const rows: ExportRecord[] = [
  { cells: [1, 'Ponte Tresa; "Lanca"', -12, '=HYPERLINK("x")', '2025-06-14T09:30:00.000+02:00'], geometry: { type: 'Point', coordinates: [8.86, 45.97] } },
  { cells: [2, 'line\nbreak\tand tab', null, 'Grüße', null], geometry: null },
];

async function written(format: ExportFormat, spec: Partial<WriterSpec> = {}, records = rows): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (chunk: Buffer) => chunks.push(chunk));
  const writer = createRecordWriter(format, out, { fields: FIELDS, headers: FIELDS, csv: { separator: ',', bom: false }, ...spec });
  await writer.write(records.slice(0, 1));
  await writer.write(records.slice(1));
  await writer.end();
  return Buffer.concat(chunks);
}

describe('CSV writer', () => {
  it('quotes separators, quotes and line breaks, guards formulas, and ends lines with CRLF', async () => {
    const text = (await written('csv')).toString('utf8');
    expect(text.split('\r\n')).toEqual([
      FIELDS.join(','),
      `1,"Ponte Tresa; ""Lanca""",-12,"'=HYPERLINK(""x"")",2025-06-14T09:30:00.000+02:00`,
      '2,"line\nbreak\tand tab",,Grüße,',
      '',
    ]);
  });

  it('writes a UTF-8 BOM and ; as separator when asked (spreadsheets in de/fr/it)', async () => {
    const bytes = await written('csv', { csv: { separator: ';', bom: true } });
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.toString('utf8').slice(1).split('\r\n');
    expect(lines[0]).toBe(FIELDS.join(';'));
    expect(lines[1]).toBe(`1;"Ponte Tresa; ""Lanca""";-12;"'=HYPERLINK(""x"")";2025-06-14T09:30:00.000+02:00`);
  });
});

describe('GeoJSON writer', () => {
  it('writes one RFC 7946 FeatureCollection with the geometry and every other column as a property', async () => {
    const collection = JSON.parse((await written('geojson', { headers: [...FIELDS.slice(0, 4), 'footprint_wkt'] })).toString('utf8'));
    expect(collection.type).toBe('FeatureCollection');
    expect(collection.features).toEqual([
      { type: 'Feature', geometry: { type: 'Point', coordinates: [8.86, 45.97] }, properties: { occurrence_id: 1, verbatim_locality: 'Ponte Tresa; "Lanca"', minimum_elevation_in_meters: -12, occurrence_remarks: '=HYPERLINK("x")' } },
      { type: 'Feature', geometry: null, properties: { occurrence_id: 2, verbatim_locality: 'line\nbreak\tand tab', minimum_elevation_in_meters: null, occurrence_remarks: 'Grüße' } },
    ]);
  });

  it('is a valid empty collection when nothing matched', async () => {
    expect(JSON.parse((await written('geojson', {}, [])).toString('utf8'))).toEqual({ type: 'FeatureCollection', features: [] });
  });
});

describe('Excel writer', () => {
  it('writes a worksheet with the header row and the cells as numbers and texts', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await written('xlsx') as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Observations')!;
    expect(sheet.getRow(1).values).toEqual([undefined, ...FIELDS]);
    expect(sheet.getRow(2).getCell(3).value).toBe(-12);
    expect(sheet.getRow(2).getCell(4).value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(3).getCell(2).value).toBe('line\nbreak\tand tab');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('Darwin Core Archive writer', () => {
  const fields = ['occurrence_id', 'verbatim_locality', 'minimum_elevation_in_meters', 'occurrence_remarks', 'date_expert'];
  const headers = ['occurrenceID', 'verbatimLocality', 'minimumElevationInMeters', 'occurrenceRemarks', 'date_expert'];
  const eml = buildEmlXml({
    packageId: '7d5c1f8e-0000-4000-8000-000000000001', title: 'Flora del Ticino & dintorni', description: null, licence: 'CC-BY-4.0',
    contact: { name: 'Sabine Steiner', email: 'sabine@example.org' }, filterDescription: 'Project: Flora del Ticino', filterQuery: 'dataset_id[eq]=3',
    language: 'it', pubDate: '2026-11-26',
  });

  async function archive(): Promise<JSZip> {
    return JSZip.loadAsync(await written('dwca', { fields, headers, emlXml: eml }));
  }

  it('zips meta.xml, eml.xml and a tab-separated occurrence core under Darwin Core terms', async () => {
    const zip = await archive();
    expect(Object.keys(zip.files).sort()).toEqual(['eml.xml', 'meta.xml', 'occurrence.txt']);
    const core = await zip.file('occurrence.txt')!.async('string');
    expect(core).toBe([
      headers.join('\t'),
      '1\t"Ponte Tresa; ""Lanca"""\t-12\t"=HYPERLINK(""x"")"\t2025-06-14T09:30:00.000+02:00',
      '2\t"line\nbreak\tand tab"\t\tGrüße\t',
      '',
    ].join('\n'));
  });

  it('declares in meta.xml every column by its index and a known term URI, the id in column 0', async () => {
    const meta = new DOMParser().parseFromString(await (await archive()).file('meta.xml')!.async('string'), 'text/xml');
    const core = meta.getElementsByTagName('core')[0]!;
    expect(core.getAttribute('rowType')).toBe('http://rs.tdwg.org/dwc/terms/Occurrence');
    expect(core.getAttribute('fieldsTerminatedBy')).toBe('\\t');
    expect(core.getAttribute('ignoreHeaderLines')).toBe('1');
    expect(core.getElementsByTagName('location')[0]!.textContent).toBe('occurrence.txt');
    expect(core.getElementsByTagName('id')[0]!.getAttribute('index')).toBe('0');
    const declared = Array.from(core.getElementsByTagName('field')).map((f) => [f.getAttribute('index'), f.getAttribute('term')]);
    expect(declared.map(([index]) => index)).toEqual(['0', '1', '2', '3', '4']);
    for (const [, term] of declared) {
      const known = term!.startsWith(DWC_NAMESPACE) ? KNOWN_DWC_TERMS.has(term!.slice(DWC_NAMESPACE.length)) : term!.startsWith(V5_TERMS_NAMESPACE);
      expect(known, term!).toBe(true);
    }
    expect(declared[0]![1]).toBe(`${DWC_NAMESPACE}occurrenceID`);
    expect(declared[4]![1]).toBe(`${V5_TERMS_NAMESPACE}date_expert`);
  });

  it("names in eml.xml the title, the licence, the contact and the filter used", async () => {
    const text = await (await archive()).file('eml.xml')!.async('string');
    const doc = new DOMParser().parseFromString(text, 'text/xml');
    expect(doc.getElementsByTagName('title')[0]!.textContent).toBe('Flora del Ticino & dintorni');
    expect(doc.getElementsByTagName('ulink')[0]!.getAttribute('url')).toBe('http://creativecommons.org/licenses/by/4.0/legalcode');
    const contact = doc.getElementsByTagName('contact')[0]!;
    expect(contact.getElementsByTagName('surName')[0]!.textContent).toBe('Steiner');
    expect(contact.getElementsByTagName('electronicMailAddress')[0]!.textContent).toBe('sabine@example.org');
    expect(Array.from(doc.getElementsByTagName('para')).map((p) => p.textContent)).toContain('dataset_id[eq]=3');
  });
});
