import type { CheckModule } from './check-module.js';
import { skipped, verdict } from './check-module.js';

/** At most this many names are listed in the evidence. */
const MAX_NAMES_LISTED = 20;
/** Qualifiers and marks that say nothing about which name was meant (`cf.`, `aff.`, `agg.`, `s.l.`, `?`). */
const QUALIFIERS = /\b(cf|aff|agg|s\.\s*l|s\.\s*str|sensu lato|sensu stricto)\b\.?|[?!()"]/gi;
/** Rank markers that stay in a canonical name. */
const RANK_MARKERS = new Set(['subsp.', 'ssp.', 'var.', 'f.', 'subvar.']);

/** Lower case, accents dropped, qualifiers removed, whitespace collapsed. */
export function normalisedName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').replace(QUALIFIERS, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
}

/**
 * The canonical part of a scientific name: the genus and the lower-case words after it
 * (epithets and rank markers) up to the authorship (`Dianthus sylvestris Wulfen` → `dianthus sylvestris`).
 */
export function canonicalName(name: string): string {
  const words = name.normalize('NFD').replace(/\p{M}/gu, '').replace(QUALIFIERS, ' ').trim().split(/\s+/);
  const kept = words.slice(0, 1);
  for (const word of words.slice(1)) {
    if (!/^[a-z]/.test(word) && !RANK_MARKERS.has(word)) break;
    kept.push(word);
  }
  return kept.join(' ').toLowerCase();
}

/**
 * True when `verbatim` names the same taxon as one of `names`: its canonical form equals a
 * name's canonical form or is the start of one on a word boundary (a genus alone matches its
 * species), or it equals a (vernacular) name once normalised.
 */
export function identificationMatches(verbatim: string, names: readonly string[]): boolean {
  const canonical = canonicalName(verbatim);
  const plain = normalisedName(verbatim);
  return names.some((name) => {
    const other = canonicalName(name);
    return other === canonical || other.startsWith(`${canonical} `) || normalisedName(name) === plain;
  });
}

/**
 * The verbatim identification matches no name of the taxon (accepted name, synonyms and
 * vernacular names of the taxonomy endpoints). Follows TDWG BDQ
 * VALIDATION_TAXON_UNAMBIGUOUS / the NBN Record Cleaner's "Taxon name" check, comparing the
 * recorder's name with the taxon's names. Names the taxonomy could not give: skipped,
 * `no_reference_data`.
 */
export const identificationMatchesTaxon: CheckModule<'identification_matches_taxon'> = {
  definition: {
    id: 'identification_matches_taxon',
    severity: 'warning',
    names: { en: 'Identification does not match the taxon', de: 'Bestimmung passt nicht zum Taxon', fr: "L'identification ne correspond pas au taxon", it: "L'identificazione non corrisponde al taxon" },
    standard: 'TDWG BDQ VALIDATION_TAXON_UNAMBIGUOUS',
    parameters: [],
    uses_taxon_facts: true,
  },
  run(record, { facts }) {
    const verbatim_identification = record.verbatim_identification?.trim();
    if (!verbatim_identification) return skipped('no_verbatim_identification');
    const names = facts?.names;
    if (!names || names.names.length === 0) return skipped('no_reference_data');
    return verdict(!identificationMatches(verbatim_identification, names.names), {
      verbatim_identification,
      accepted_scientific_name: names.accepted_scientific_name,
      names_compared: names.names.slice(0, MAX_NAMES_LISTED),
    });
  },
};
