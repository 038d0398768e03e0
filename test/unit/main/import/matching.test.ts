import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import type { PersonSummary, TaxonName } from '../../../../src-shared/contract/reference.js';
import type { VocabularyEntry } from '../../../../src-shared/schemas/vocabulary.js';
import { buildMatches, savedMatches } from '../../../../src-main/import/matching/build-matches.js';
import { matchPerson } from '../../../../src-main/import/matching/match-people.js';
import { matchTaxon } from '../../../../src-main/import/matching/match-taxa.js';
import { canonicalName, nameScore } from '../../../../src-main/import/matching/name-similarity.js';
import { proposeMapping } from '../../../../src-main/import/mapping/recognise.js';
import { openCsv } from '../../../../src-main/import/readers/csv.js';
import { fold } from '../../../../src-main/domains/reference-search.js';
import { dryRun } from '../../../../src-main/import/dry-run.js';
import { restoreMatches } from '../../../../src-main/import/job/run-job.js';

/** The shipped taxa as the names endpoint gives them, searched like `scientific_name[iw_contains]`. */
const names: TaxonName[] = (parse(readFileSync('resources/demo/reference/taxa.csv'), { columns: true }) as Array<Record<string, string>>).map((t) => ({
  id: Number(t.taxon_id), scientific_name: t.scientific_name!, taxonomic_status: t.taxonomic_status,
  accepted_taxon_id: t.accepted_taxon_id ? Number(t.accepted_taxon_id) : Number(t.taxon_id), accepted_scientific_name: null,
}));
const searchNames = async (text: string): Promise<TaxonName[]> => names.filter((n) => fold(n.scientific_name).includes(fold(text))).slice(0, 100);
const people: PersonSummary[] = [{ id: 5, first_name: 'Fedele', last_name: 'Airoldi' }, { id: 6, first_name: 'Anna', last_name: 'Meier' }];
const searchPeople = async (name: string): Promise<PersonSummary[]> =>
  people.filter((p) => name.split(/\s+/).some((w) => fold(`${p.first_name} ${p.last_name}`).includes(fold(w))));
const vocabularies: VocabularyEntry[] = (parse(readFileSync('resources/demo/reference/vocabularies.csv'), { columns: true }) as Array<Record<string, string>>)
  .map((v) => ({ ...v, code: Number(v.code) }) as VocabularyEntry);

describe('taxon matching', () => {
  it('matches exactly, with or without authorship', async () => {
    expect(await matchTaxon('Eriophorum vaginatum L.', 3, searchNames)).toMatchObject({ kind: 'exact', taxon_id: 1, rows: 3 });
    expect(await matchTaxon('eriophorum vaginatum', 1, searchNames)).toMatchObject({ kind: 'exact', taxon_id: 1 });
  });

  it('matches a synonym to its accepted taxon', async () => {
    expect(await matchTaxon('Acinos alpinus (L.) Moench', 1, searchNames)).toMatchObject({ kind: 'synonym', taxon_id: 5 });
  });

  it('offers near matches with their score and proposes none of them', async () => {
    const match = await matchTaxon('Eriophorum vaginatun', 1, searchNames);
    expect(match).toMatchObject({ kind: 'near', taxon_id: null });
    expect(match.candidates[0]).toMatchObject({ taxon_id: 1, score: 0.95 });
  });

  it('lists a name with nothing alike as unmatched', async () => {
    expect(await matchTaxon('Quercus imaginaria', 1, searchNames)).toMatchObject({ kind: 'none', taxon_id: null, candidates: [] });
  });

  it('compares canonical names', () => {
    expect(canonicalName('Carex flacca subsp. claviformis (Hoppe) Nyman')).toBe('carex flacca subsp claviformis');
    expect(nameScore('Carex flacca Schreb.', 'Carex flacca')).toBe(1);
  });
});

describe('people matching', () => {
  it('proposes a person whose name is the recorder in either order, otherwise lists the candidates', async () => {
    expect(await matchPerson('Airoldi Fedele', 2, searchPeople)).toMatchObject({ person_id: 5 });
    expect(await matchPerson('Fedele Airoldi', 2, searchPeople)).toMatchObject({ person_id: 5 });
    expect(await matchPerson('A. Meier', 1, searchPeople)).toMatchObject({ person_id: null, candidates: [{ id: 6 }] });
  });
});

describe('matching the shipped GBIF Ticino records', () => {
  it('counts rows per name and value, matches both taxa and the GBIF vocabulary values, and then passes the dry run', async () => {
    const source = await openCsv('resources/demo/occurrences/occurrence-ticino.csv');
    const { mapping } = proposeMapping(source.columns);
    const report = await buildMatches(source, mapping, { searchNames, searchPeople, vocabularies: async () => vocabularies });
    expect(report.taxa.map((t) => [t.name, t.kind, t.taxon_id])).toEqual(expect.arrayContaining([
      ['Eriophorum vaginatum L.', 'exact', 1], ['Dianthus sylvestris Wulfen', 'exact', 2],
    ]));
    expect(report.taxa.reduce((n, t) => n + t.rows, 0)).toBe(377);
    const basis = report.codes.find((c) => c.field === 'basis_of_record');
    expect(basis?.values.every((v) => v.code !== null)).toBe(true);
    expect(report.people.find((p) => p.name === 'Airoldi Fedele')).toMatchObject({ person_id: 5 });

    // the user leaves the other recorders out: recorded_by is then not imported
    const { recordedBy: _dropped, ...withoutRecorders } = mapping;
    const saved = savedMatches(report, vocabularies);
    const result = await dryRun(source, { mapping: withoutRecorders, matches: restoreMatches(saved), defaults: { dataset_id: 3 } });
    expect(result.errors.slice(0, 3)).toEqual([]);
    expect(result.rows_valid).toBe(377);
  });
});
