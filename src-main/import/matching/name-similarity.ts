/**
 * How alike two scientific names are, for the near matches the matching step offers (never
 * applied without the user). Levenshtein distance over the folded canonical names, as a score
 * 0…1 (1 = same). Hand-rolled: no string-distance library is among the project's dependencies,
 * and the two-row dynamic programme is a dozen lines.
 */
import { fold } from '../../domains/reference-search.js';

/** The canonical name: genus, epithet and an infraspecific rank and epithet, without authorship (`Carex flacca Schreb.` → `carex flacca`). */
export function canonicalName(name: string): string {
  const words = fold(name).replace(/[×]/g, 'x').split(/\s+/).filter(Boolean);
  const kept = words.slice(0, 2);
  const rank = words.findIndex((w, i) => i >= 2 && /^(subsp|ssp|var|f|subvar|forma)\.?$/.test(w));
  if (rank >= 2 && words[rank + 1]) kept.push(words[rank]!.replace(/\.$/, '').replace(/^ssp$/, 'subsp'), words[rank + 1]!);
  return kept.join(' ');
}

/** Levenshtein edit distance of `a` and `b`. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** 1 − distance / longer length of the canonical names, rounded to two places. */
export function nameScore(a: string, b: string): number {
  const [x, y] = [canonicalName(a), canonicalName(b)];
  const longer = Math.max(x.length, y.length);
  return longer === 0 ? 0 : Math.round((1 - editDistance(x, y) / longer) * 100) / 100;
}
