/**
 * The descriptor of a Darwin Core Archive (`meta.xml`, Darwin Core Text Guide,
 * https://dwc.tdwg.org/text/): core and extensions, each with its data file, separators, quote,
 * header lines, encoding and the term of every column (`index`) or its constant (`default`).
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { V5_TERMS_NAMESPACE } from '../../../src-shared/darwin-core/terms.js';

/** One column of a core or extension: `index` in the data file, or null for a constant `default`. */
export interface MetaField {
  index: number | null;
  /** The term URI, e.g. `http://rs.tdwg.org/dwc/terms/scientificName`. */
  term: string;
  default: string | null;
}

/** A core or an extension of the archive. */
export interface MetaFile {
  kind: 'core' | 'extension';
  row_type: string;
  /** The data file's path inside the archive (the first `<location>`). */
  location: string;
  encoding: string;
  fields_terminated_by: string;
  /** null: fields are never enclosed (`fieldsEnclosedBy=""`). */
  fields_enclosed_by: string | null;
  ignore_header_lines: number;
  fields: MetaField[];
}

/** The guide writes separators with backslash escapes (`\t`, `\n`, `\r`, `\\`). */
const unescapeSeparator = (text: string): string =>
  text.replace(/\\([tnr\\])/g, (_m, c: string) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[c] ?? c);

/** The child elements of `parent` with local name `name` (namespaces of real archives vary). */
const children = (parent: Element, name: string): Element[] =>
  Array.from(parent.childNodes).filter((n): n is Element => n.nodeType === 1 && (n as Element).localName === name);

/**
 * Parses meta.xml (@xmldom/xmldom). Defaults of the Text Guide where an attribute is absent: `,`
 * separator, `"` quote, UTF-8, no header line.
 * @throws Error naming what is wrong (not XML, no core, a core or extension without `<location>`,
 *   a field without `term`); the caller adds the file name.
 */
export function parseMetaXml(xml: string): MetaFile[] {
  let root: Element | null;
  try {
    root = new DOMParser({ onError: (level, message) => { if (level !== 'warning') throw new Error(message); } })
      .parseFromString(xml, 'text/xml').documentElement;
  } catch (error) {
    throw new Error(`not well-formed XML (${(error as Error).message.split('\n')[0]})`);
  }
  if (!root) throw new Error('not well-formed XML');
  const files: MetaFile[] = [...children(root, 'core'), ...children(root, 'extension')].map((element) => {
    const kind = element.localName as 'core' | 'extension';
    const attr = (name: string): string | null => (element.hasAttribute(name) ? element.getAttribute(name) : null);
    const filesElement = children(element, 'files')[0];
    const location = filesElement ? children(filesElement, 'location')[0]?.textContent?.trim() : undefined;
    if (!location) throw new Error(`The ${kind} ${attr('rowType') ?? ''} names no data file (<location>).`);
    const fields = children(element, 'field').map((f): MetaField => {
      const term = f.getAttribute('term');
      if (!term) throw new Error('A <field> has no term.');
      return { index: f.hasAttribute('index') ? Number(f.getAttribute('index')) : null, term, default: f.hasAttribute('default') ? f.getAttribute('default') : null };
    });
    const enclosed = attr('fieldsEnclosedBy');
    return {
      kind,
      row_type: attr('rowType') ?? '',
      location,
      encoding: attr('encoding') ?? 'UTF-8',
      fields_terminated_by: unescapeSeparator(attr('fieldsTerminatedBy') ?? ','),
      fields_enclosed_by: enclosed === null ? '"' : enclosed === '' ? null : unescapeSeparator(enclosed),
      ignore_header_lines: Number(attr('ignoreHeaderLines') ?? '0') || 0,
      fields,
    };
  });
  if (!files.some((f) => f.kind === 'core')) throw new Error('meta.xml declares no <core>.');
  return files;
}

/**
 * The column name of a term: its local name, camel case as Darwin Core writes it
 * (`…/terms/eventDate` → `eventDate`); the v5 field name of the desk's own terms
 * (`urn:observation-recording-service:v5:date_expert` → `date_expert`).
 */
export function termName(term: string): string {
  if (term.startsWith(V5_TERMS_NAMESPACE)) return term.slice(V5_TERMS_NAMESPACE.length);
  return term.slice(Math.max(term.lastIndexOf('/'), term.lastIndexOf('#')) + 1);
}
