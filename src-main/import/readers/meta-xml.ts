/**
 * The descriptor of a Darwin Core Archive (`meta.xml`, Darwin Core Text Guide,
 * https://dwc.tdwg.org/text/): core and extensions, each with its data file, separators, quote,
 * header lines, encoding and the term of every column (`index`) or its constant (`default`).
 *
 * Read with regular expressions rather than an XML library: none is among the project's
 * dependencies, and meta.xml is a flat document of five elements with attributes (no mixed
 * content, no namespaces that matter); entities and character references are decoded.
 */

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

const decodeEntities = (text: string): string =>
  text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (_m, e: string) => {
    const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
    if (e[0] !== '#') return named[e.toLowerCase()] ?? '';
    return String.fromCodePoint(e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10));
  });

/** The guide writes separators with backslash escapes (`\t`, `\n`, `\r`, `\\`). */
const unescapeSeparator = (text: string): string =>
  text.replace(/\\([tnr\\])/g, (_m, c: string) => ({ t: '\t', n: '\n', r: '\r', '\\': '\\' })[c] ?? c);

function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const m of tag.matchAll(/([\w:.-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    found.set(m[1] ?? '', decodeEntities(m[3] ?? m[4] ?? ''));
  }
  return found;
}

/**
 * Parses meta.xml. Defaults of the Text Guide where an attribute is absent: `,` separator, `"`
 * quote, UTF-8, no header line.
 * @throws Error naming what is missing (no core, a core or extension without `<location>`,
 *   a field without `term`); the caller adds the file name.
 */
export function parseMetaXml(xml: string): MetaFile[] {
  const files: MetaFile[] = [];
  for (const m of xml.matchAll(/<(core|extension)\b([^>]*)>([\s\S]*?)<\/\1\s*>/g)) {
    const kind = m[1] as 'core' | 'extension';
    const attrs = attributes(m[2] ?? '');
    const body = m[3] ?? '';
    const location = /<location>\s*([\s\S]*?)\s*<\/location>/.exec(body)?.[1];
    if (!location) throw new Error(`The ${kind} ${attrs.get('rowType') ?? ''} names no data file (<location>).`);
    const fields: MetaField[] = [];
    for (const f of body.matchAll(/<field\b([^>]*?)\/?>/g)) {
      const fa = attributes(f[1] ?? '');
      const term = fa.get('term');
      if (!term) throw new Error('A <field> has no term.');
      const index = fa.get('index');
      fields.push({ index: index === undefined ? null : Number(index), term, default: fa.get('default') ?? null });
    }
    const enclosed = attrs.get('fieldsEnclosedBy');
    files.push({
      kind,
      row_type: attrs.get('rowType') ?? '',
      location: decodeEntities(location),
      encoding: attrs.get('encoding') ?? 'UTF-8',
      fields_terminated_by: unescapeSeparator(attrs.get('fieldsTerminatedBy') ?? ','),
      fields_enclosed_by: enclosed === undefined ? '"' : enclosed === '' ? null : unescapeSeparator(enclosed),
      ignore_header_lines: Number(attrs.get('ignoreHeaderLines') ?? '0') || 0,
      fields,
    });
  }
  if (!files.some((f) => f.kind === 'core')) throw new Error('meta.xml declares no <core>.');
  return files;
}

/** The column name of a term: its local name, camel case as Darwin Core writes it (`…/terms/eventDate` → `eventDate`). */
export function termName(term: string): string {
  return term.slice(Math.max(term.lastIndexOf('/'), term.lastIndexOf('#')) + 1);
}
