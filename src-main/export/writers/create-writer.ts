/** The {@link RecordWriter} of each export format. */
import type { Writable } from 'node:stream';
import type { ExportFormat } from '../../../src-shared/contract/exports.js';
import { createCsvWriter, type CsvOptions } from './csv.js';
import { createDwcaWriter } from './dwca.js';
import { createGeoJsonWriter } from './geojson.js';
import type { RecordWriter } from './record-writer.js';
import { createXlsxWriter } from './xlsx.js';

/** What a writer needs besides the output: the columns' v5 fields and headers, CSV options, and an archive's eml.xml. */
export interface WriterSpec {
  fields: readonly string[];
  headers: readonly string[];
  csv: Pick<CsvOptions, 'separator' | 'bom'>;
  /** eml.xml (format `dwca` only). */
  emlXml?: string;
}

/** The writer of `format` into `out`. */
export function createRecordWriter(format: ExportFormat, out: Writable, spec: WriterSpec): RecordWriter {
  switch (format) {
    case 'csv': return createCsvWriter(out, spec.headers, spec.csv);
    case 'xlsx': return createXlsxWriter(out, spec.headers);
    case 'geojson': return createGeoJsonWriter(out, spec.headers);
    case 'dwca': return createDwcaWriter(out, { fields: spec.fields, headers: spec.headers, emlXml: spec.emlXml ?? '' });
  }
}
