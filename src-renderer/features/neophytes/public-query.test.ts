import { describe, expect, it } from 'vitest';
import { NEOPHYTE_FILTERS } from '../../../src-shared/filters/neophytes.js';
import { PUBLIC_FILTER_FIELDS, UNEDITED_FIELDS } from './public-filter-fields.js';
import { PUBLIC_NEOPHYTES_QUERY, publicListInput } from './public-query.js';
import { presentFields, PUBLIC_RECORD_SECTIONS } from './public-record.js';

describe('the public neophyte address', () => {
  it('reads control filters, taxa_matching, view, page and order in the service grammar', () => {
    const { state, ignored } = PUBLIC_NEOPHYTES_QUERY.decode({
      'eradication[in]': '1,2', 'control_type[is_not_null]': '', 'taxon_id[in]': '187', taxa_matching: 'synonyms', view: 'map', offset: '50', sort: 'taxon_id', dir: 'asc',
    });
    expect(ignored).toEqual([]);
    expect(state).toMatchObject({ taxa_matching: 'synonyms', view: 'map', offset: 50, sort: 'taxon_id', dir: 'asc' });
    // in panel order: the taxon first, then the control fields
    expect(state.clauses.map((c) => `${c.field}[${c.operation}]`)).toEqual(['taxon_id[in]', 'control_type[is_not_null]', 'eradication[in]']);
    expect(publicListInput(state, 50, 50)).toEqual({
      clauses: state.clauses, taxa_matching: 'synonyms', offset: 50, limit: 50, sort: 'taxon_id', dir: 'asc',
    });
  });

  it('leaves out what the public endpoints do not offer, and writes defaults nowhere', () => {
    const { state, ignored } = PUBLIC_NEOPHYTES_QUERY.decode({ 'recorded_by_id[in]': '1', 'dataset_id[in]': '3', taxa_matching: 'fuzzy', view: 'table' });
    expect(ignored.sort()).toEqual(['dataset_id[in]', 'recorded_by_id[in]', 'taxa_matching', 'view']);
    expect(PUBLIC_NEOPHYTES_QUERY.encode(state)).toEqual({});
  });
});

describe('the public filter panel', () => {
  it('has an editor for every filter of the public endpoints but the polygon', () => {
    expect(UNEDITED_FIELDS).toEqual(['footprint_wkt']);
    for (const def of PUBLIC_FILTER_FIELDS) {
      for (const operation of def.operations) expect(NEOPHYTE_FILTERS[def.field]!.operations).toContain(operation);
    }
  });
});

describe('the public record page', () => {
  it('lists the fields the record carries, not the empty ones', () => {
    const occurrence = PUBLIC_RECORD_SECTIONS[0]!.fields;
    const shown = presentFields({ taxon_id: 187, identified_by: null, recorded_by: [], event_date: '2025-06-01T00:00:00.000+02:00', occurrence_remarks: '' }, occurrence);
    expect(shown.map((f) => f.field)).toEqual(['taxon_id', 'event_date']);
  });
});
