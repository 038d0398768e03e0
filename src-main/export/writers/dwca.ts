/**
 * Darwin Core Archive export (https://dwc.tdwg.org/text/): a zip (yazl, streamed) of
 * `meta.xml`, `eml.xml` and the occurrence core `occurrence.txt`, tab-separated UTF-8 under a
 * header line of camel-case Darwin Core terms. The core is compressed as it is written: neither
 * it nor the zip is ever held whole in memory.
 */
import { PassThrough, type Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import yazl from 'yazl';
import { csvStringifier } from './csv.js';
import { buildMetaXml, EML_FILE, OCCURRENCE_FILE } from './meta-xml.js';
import { writeChunk, type RecordWriter } from './record-writer.js';

/** What the archive holds besides the rows. */
export interface DwcaParts {
  /** The v5 fields of the columns, in file order (first `occurrence_id`): their terms go to meta.xml. */
  fields: readonly string[];
  /** The header line: each column's Darwin Core term (or v5 name where it has none). */
  headers: readonly string[];
  /** eml.xml's text (./eml-xml.ts). */
  emlXml: string;
}

/** A {@link RecordWriter} of a Darwin Core Archive into `out`. Throws Error when `fields` does not start with occurrence_id. */
export function createDwcaWriter(out: Writable, parts: DwcaParts): RecordWriter {
  const zip = new yazl.ZipFile();
  const mtime = new Date();
  zip.addBuffer(Buffer.from(buildMetaXml(parts.fields)), 'meta.xml', { mtime });
  zip.addBuffer(Buffer.from(parts.emlXml), EML_FILE, { mtime });
  const core = new PassThrough();
  zip.addReadStream(core, OCCURRENCE_FILE, { mtime });
  zip.outputStream.on('error', (error) => out.destroy(error));
  zip.outputStream.pipe(out);
  zip.end();
  const rows = csvStringifier(core, parts.headers, { separator: '\t', bom: false, lineEnd: 'unix', escapeFormulas: false });
  return {
    async write(records) {
      for (const record of records) await writeChunk(rows, record.cells);
    },
    async end() {
      rows.end();
      await finished(out);
    },
  };
}
