/**
 * A recorder's name as a file writes it into the first and last name of a person to create
 * (POST /people needs both): the import's "create person" (issue 14), in the renderer that
 * proposes it and wherever else a name is split. No Node, no DOM.
 */

/** How a file writes names: `last-first` (Info Flora's "Airoldi Fedele") or `first-last` ("Robert Keller"). */
export type NameOrder = 'first-last' | 'last-first';

/**
 * The first and last name of a recorder to create, from how the file writes names: `last-first`
 * (Info Flora's "Airoldi Fedele") or `first-last`; "Last, First" is always read as such.
 */
export function splitPersonName(name: string, order: NameOrder): { first_name: string | null; last_name: string } {
  const comma = /^([^,]+),\s*(.+)$/.exec(name.trim());
  if (comma) return { last_name: comma[1]!.trim(), first_name: comma[2]!.trim() };
  const words = name.trim().split(/\s+/);
  if (words.length === 1) return { first_name: null, last_name: words[0]! };
  return order === 'last-first'
    ? { last_name: words[0]!, first_name: words.slice(1).join(' ') }
    : { first_name: words.slice(0, -1).join(' '), last_name: words.at(-1)! };
}
