/**
 * Scientific names of a file to taxa (issue 14 "Matching"): exact (the name, or its canonical form
 * without authorship), then a synonym's accepted taxon, then near matches offered with their
 * score. Unmatched names are listed, never guessed: only exact and synonym matches are proposed
 * as chosen, near ones wait for the user.
 */
import type { TaxonName } from '../../../src-shared/contract/reference.js';
import { fold } from '../../domains/reference-search.js';
import { canonicalName, nameScore } from './name-similarity.js';

/** How a name was matched. */
export type TaxonMatchKind = 'exact' | 'synonym' | 'near' | 'none';

/** One candidate taxon: the accepted taxon id with the name found and its score (1 for exact and synonym). */
export interface TaxonCandidate {
  taxon_id: number;
  scientific_name: string;
  accepted_scientific_name: string | null;
  score: number;
}

/** The matching of one distinct name. `taxon_id` is the proposal (null for near and none: the user decides). */
export interface TaxonMatch {
  name: string;
  rows: number;
  kind: TaxonMatchKind;
  taxon_id: number | null;
  candidates: TaxonCandidate[];
}

/** Near matches offered from this score on, at most {@link NEAR_MATCHES_SHOWN}. */
export const NEAR_MATCH_MIN_SCORE = 0.75;
export const NEAR_MATCHES_SHOWN = 5;

/** Searches names containing a text (the reference domain's `scientific_name[iw_contains]`). */
export type NameSearch = (text: string) => Promise<TaxonName[]>;

const candidateOf = (n: TaxonName, score: number): TaxonCandidate => ({
  taxon_id: n.accepted_taxon_id ?? n.id,
  scientific_name: n.scientific_name,
  accepted_scientific_name: n.accepted_scientific_name ?? null,
  score,
});

/**
 * Matches one name: searches by its genus and epithet (then by the first four letters of the genus
 * for near matches) and ranks what comes back.
 */
export async function matchTaxon(name: string, rows: number, search: NameSearch): Promise<TaxonMatch> {
  const canonical = canonicalName(name);
  const [genus = '', epithet = ''] = canonical.split(' ');
  const found = await search(epithet ? `${genus} ${epithet}` : genus);
  const same = found.filter((n) => fold(n.scientific_name) === fold(name.trim()))
    .concat(found.filter((n) => canonicalName(n.scientific_name) === canonical));
  const best = same.find((n) => n.taxonomic_status !== 'synonym') ?? same[0];
  if (best) {
    const kind: TaxonMatchKind = best.taxonomic_status === 'synonym' ? 'synonym' : 'exact';
    const candidate = candidateOf(best, 1);
    return { name, rows, kind, taxon_id: candidate.taxon_id, candidates: [candidate] };
  }
  const wider = genus.length >= 4 ? await search(genus.slice(0, 4)) : found;
  const near = new Map<number, TaxonCandidate>();
  for (const n of [...found, ...wider]) {
    const score = nameScore(name, n.scientific_name);
    const candidate = candidateOf(n, score);
    if (score >= NEAR_MATCH_MIN_SCORE && (near.get(candidate.taxon_id)?.score ?? 0) < score) near.set(candidate.taxon_id, candidate);
  }
  const candidates = [...near.values()].sort((a, b) => b.score - a.score).slice(0, NEAR_MATCHES_SHOWN);
  return { name, rows, kind: candidates.length > 0 ? 'near' : 'none', taxon_id: null, candidates };
}
