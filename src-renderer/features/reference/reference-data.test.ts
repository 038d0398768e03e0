import { describe, expect, it } from 'vitest';
import { habitatTree } from './habitat-tree.js';
import { matchingUnits, UNITS_QUERY } from './units-query.js';

const HABITATS = [
  { id: 1, code: '1', parent_code: null, name_de: 'Gewässer', name_fr: 'Eaux', name_it: null, name_en: 'Waters' },
  { id: 2, code: '1.1', parent_code: '1', name_de: 'Stehende Gewässer', name_fr: 'Eaux stagnantes', name_it: null, name_en: null },
  { id: 3, code: '1.10', parent_code: '1', name_de: 'Quellen', name_fr: 'Sources', name_it: null, name_en: 'Springs' },
  { id: 4, code: '1.2', parent_code: '1', name_de: 'Fliessgewässer', name_fr: 'Eaux courantes', name_it: null, name_en: null },
  { id: 5, code: '6', parent_code: null, name_de: 'Wälder', name_fr: 'Forêts', name_it: 'Boschi', name_en: 'Forests' },
];

describe('habitatTree', () => {
  it('puts children under their parent by code, names in the UI language or German', () => {
    const tree = habitatTree(HABITATS, 'en', '');
    expect(tree.map((node) => [node.code, node.name])).toEqual([['1', 'Waters'], ['6', 'Forests']]);
    // numeric order of codes: 1.2 before 1.10; a missing English name falls back to German
    expect(tree[0]!.children.map((node) => [node.code, node.name])).toEqual([['1.1', 'Stehende Gewässer'], ['1.2', 'Fliessgewässer'], ['1.10', 'Springs']]);
  });

  it('keeps the matches of a search in any language with their ancestors, accents ignored', () => {
    const tree = habitatTree(HABITATS, 'fr', 'foret');
    expect(tree.map((node) => node.code)).toEqual(['6']);
    const nested = habitatTree(HABITATS, 'de', 'courantes');
    expect(nested).toHaveLength(1);
    expect(nested[0]).toMatchObject({ code: '1', match: false });
    expect(nested[0]!.children).toEqual([expect.objectContaining({ code: '1.2', name: 'Fliessgewässer', match: true })]);
  });
});

describe('the administrative unit address and search', () => {
  it('reads kind, search and chosen unit; leaves out a kind that does not exist', () => {
    expect(UNITS_QUERY.decode({ unit_type: 'canton', name: 'ber', id: '10002' }).state).toMatchObject({ unit_type: 'canton', name: 'ber', id: 10002 });
    expect(UNITS_QUERY.decode({ unit_type: 'region' }).ignored).toEqual(['unit_type']);
  });

  it('matches names without case and accents, sorted in the UI language', () => {
    const units = [{ name: 'Zürich' }, { name: 'Neuchâtel' }, { name: 'Zug' }, { name: 'Aarau' }];
    expect(matchingUnits(units, 'zurich', 'de').map((u) => u.name)).toEqual(['Zürich']);
    expect(matchingUnits(units, '', 'de').map((u) => u.name)).toEqual(['Aarau', 'Neuchâtel', 'Zug', 'Zürich']);
    expect(matchingUnits(units, 'NEUCHATEL', 'fr').map((u) => u.name)).toEqual(['Neuchâtel']);
  });
});
