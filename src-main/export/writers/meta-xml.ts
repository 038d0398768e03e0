/**
 * The `meta.xml` of a Darwin Core Archive (Darwin Core text guide, https://dwc.tdwg.org/text/):
 * one occurrence core file, tab-separated, fields enclosed in `"` when needed (./csv.ts quotes a
 * value holding a tab, quote or line break), `\n` line ends, one header line, UTF-8; the core id
 * in column 0 (`occurrence_id`); each column's term URI from src-shared/darwin-core/terms.ts.
 */
import { termUriOf, DWC_OCCURRENCE_ROW_TYPE } from '../../../src-shared/darwin-core/terms.js';
import { el, serializeXml, xmlDocument } from './xml-document.js';

/** The text guide's namespace of `meta.xml`. */
export const DWC_TEXT_NAMESPACE = 'http://rs.tdwg.org/dwc/text/';
/** The core data file's name inside the archive. */
export const OCCURRENCE_FILE = 'occurrence.txt';
/** The metadata file's name inside the archive. */
export const EML_FILE = 'eml.xml';

/**
 * meta.xml for an occurrence core whose columns are the v5 `fields` in file order (the first must
 * be `occurrence_id`). Throws Error when it is not: the core id would point at another column.
 */
export function buildMetaXml(fields: readonly string[]): string {
  if (fields[0] !== 'occurrence_id') throw new Error('The occurrence core must start with occurrence_id.');
  const doc = xmlDocument(DWC_TEXT_NAMESPACE, 'archive');
  const archive = doc.documentElement!;
  archive.setAttribute('metadata', EML_FILE);
  const ns = DWC_TEXT_NAMESPACE;
  archive.appendChild(el(doc, 'core', {
    encoding: 'UTF-8',
    fieldsTerminatedBy: '\\t',
    linesTerminatedBy: '\\n',
    fieldsEnclosedBy: '"',
    ignoreHeaderLines: '1',
    rowType: DWC_OCCURRENCE_ROW_TYPE,
  }, [
    el(doc, 'files', {}, [el(doc, 'location', {}, [OCCURRENCE_FILE], ns)], ns),
    el(doc, 'id', { index: '0' }, [], ns),
    ...fields.map((field, index) => el(doc, 'field', { index: String(index), term: termUriOf(field) }, [], ns)),
  ], ns));
  return serializeXml(doc);
}
