/**
 * The TypoCH habitat tree from the flat list of GET /public/v5/habitats (`code`, `parent_code`,
 * `name_de|fr|it|en`; docs/interface-notes.md), pure and tested: children under their parent by
 * code, roots those without a parent the list holds; a search keeps the matches (name in any
 * language or code, case and accents ignored) with their ancestors, so a match is shown in place.
 */
import type { Language } from '../../../src-shared/contract/settings.js';
import { fold } from '../../../src-shared/domain/fold.js';

/** A habitat as the service lists it (loose: other services may send more or less). */
export interface HabitatRecord {
  id: number;
  code: string;
  parent_code?: string | null;
  [key: string]: unknown;
}

/** One node of the tree. */
export interface HabitatNode {
  id: number;
  code: string;
  /** The name in the UI language, else German, else the code. */
  name: string;
  /** Whether the node matches the search itself (not only as an ancestor). */
  match: boolean;
  children: HabitatNode[];
}

/** The name of `habitat` in `language`, else in German (TypoCH's own language), else its code. */
export function habitatName(habitat: HabitatRecord, language: Language): string {
  const own = habitat[`name_${language}`];
  const german = habitat.name_de;
  return (typeof own === 'string' && own) || (typeof german === 'string' && german) || habitat.code;
}

/** The tree of `habitats` for `query` ('' for all), siblings by code. */
export function habitatTree(habitats: readonly HabitatRecord[], language: Language, query: string): HabitatNode[] {
  const byCode = new Map(habitats.map((habitat) => [habitat.code, habitat]));
  const wanted = fold(query.trim());
  const matches = (habitat: HabitatRecord): boolean =>
    !wanted || fold(habitat.code).includes(wanted) || (['de', 'fr', 'it', 'en'] as const).some((l) => typeof habitat[`name_${l}`] === 'string' && fold(habitat[`name_${l}`] as string).includes(wanted));
  const kept = new Set<string>();
  for (const habitat of habitats) {
    if (!matches(habitat)) continue;
    // the match and every ancestor (a cycle in bad data stops at a code seen before)
    for (let at: HabitatRecord | undefined = habitat; at && !kept.has(at.code); at = at.parent_code ? byCode.get(at.parent_code) : undefined) kept.add(at.code);
  }
  const nodes = new Map<string, HabitatNode>();
  for (const habitat of habitats) {
    if (kept.has(habitat.code)) nodes.set(habitat.code, { id: habitat.id, code: habitat.code, name: habitatName(habitat, language), match: Boolean(wanted) && matches(habitat), children: [] });
  }
  const roots: HabitatNode[] = [];
  for (const habitat of habitats) {
    const node = nodes.get(habitat.code);
    if (!node) continue;
    const parent = habitat.parent_code ? nodes.get(habitat.parent_code) : undefined;
    (parent && parent !== node ? parent.children : roots).push(node);
  }
  const byCodeOrder = (a: HabitatNode, b: HabitatNode): number => a.code.localeCompare(b.code, undefined, { numeric: true });
  const sort = (list: HabitatNode[]): HabitatNode[] => list.sort(byCodeOrder).map((node) => ({ ...node, children: sort(node.children) }));
  return sort(roots);
}
