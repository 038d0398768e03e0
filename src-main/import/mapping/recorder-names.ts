/**
 * A `recordedBy` cell into the names of its people. Darwin Core's `recordedBy` is "a list
 * (concatenated and separated) of names"; it recommends ` | ` but files use `;` too, and GBIF's
 * Swiss downloads write `Persico Andrea, Enz Peter`. A comma is also how one person is written
 * "Last, First", so a comma separates people only when every part has at least two words (a
 * name and a surname each); `Muster, Hans` stays one person. Markers that name nobody (`s.n.`,
 * *sine nomine*, `anonymous`, `et al.`) are not people: they are left out, and a row holding
 * only them has no recorder (docs/interface-notes.md "import recorders").
 */

/** Separators that always separate people (` & ` between two names, as in "Keller & Keller"). */
const LIST_SEPARATORS = /\s*(?:\||;|\s&\s)\s*/;

/** What stands for no person, compared case-insensitively without a trailing dot. */
const NOBODY = new Set(['s.n', 'sn', 'anonymous', 'anon', 'anonym', 'anonyme', 'anonimo', 'unknown', 'unbekannt', 'inconnu', 'sconosciuto', 'ignotus', 'et al', 'al', '& al', 'et alii']);

const isNobody = (name: string): boolean => NOBODY.has(name.toLowerCase().replace(/\.+$/, '').replace(/\s+/g, ' '));

/** Splits one part at its commas when it is a list of full names (see the module comment). */
function commaList(part: string): string[] {
  const pieces = part.split(',').map((p) => p.trim()).filter(Boolean);
  // "… , Egli Andreas & al." leaves "al." after the & split; a one-word piece that names nobody does not make the comma a "Last, First"
  const named = pieces.filter((p) => !isNobody(p));
  return pieces.length > 1 && named.length > 0 && named.every((p) => p.split(/\s+/).length >= 2) ? pieces : [part];
}

/** The names of the people in a `recordedBy` cell, in order, without markers of nobody. */
export function splitRecorderNames(cell: string): string[] {
  return cell.split(LIST_SEPARATORS).flatMap((part) => commaList(part.trim()))
    .map((name) => name.trim()).filter((name) => name !== '' && !isNobody(name));
}
