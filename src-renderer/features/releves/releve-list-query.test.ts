import { describe, expect, it } from 'vitest';
import { idsOf, isReleveListFiltered, RELEVE_LIST_QUERY, releveListInput } from './releve-list-query.js';

const { decode, encode, initial } = RELEVE_LIST_QUERY;

describe('relevé list ⇄ address', () => {
  it('reads every filter in the service grammar and writes it back the same', () => {
    const query = {
      'id[gte]': '40', 'dataset_id[in]': '1,2', 'recorded_by_id[in]': '7', 'taxon_id[in]': '100,101',
      'taxa_relations_reference_id[in]': '2', 'location_id[in]': '5192', 'date_precision[in]': '1',
      'event_date[gte]': '2024-05-01', 'event_date[lte]': '2024-09-30', 'footprint_wkt[eq]': 'POLYGON((8 46,9 46,9 47,8 46))', srid: '2056',
      sort: 'id', dir: 'asc',
    };
    const { state, ignored } = decode(query);
    expect(state).toMatchObject({ id: { operation: 'gte', value: '40' }, dataset_id: [1, 2], taxon_id: [100, 101], from: '2024-05-01', to: '2024-09-30', srid: 2056, sort: 'id', dir: 'asc' });
    expect(ignored).toEqual([]);
    expect(encode(state)).toEqual(query);
  });

  it('leaves out what does not fit: a bad id list, an unknown srid, a non-polygon, an impossible day', () => {
    const raw = { 'id[eq]': '4,5', 'dataset_id[in]': '1,x', srid: '9999', 'footprint_wkt[eq]': 'POINT(8 46)', 'event_date[gte]': '2024-02-31', 'event_date[gt]': '2024-01-01' };
    const { state, ignored } = decode(raw);
    expect(state).toEqual(initial());
    expect(ignored.sort()).toEqual(Object.keys(raw).sort());
    expect(isReleveListFiltered(state)).toBe(false);
    expect(encode(state)).toEqual({});
  });

  it('makes clauses for releves.list: id lists for in / not in, one id otherwise, srid apart', () => {
    const input = releveListInput(decode({ 'id[not_in]': '3,4', 'taxon_id[in]': '100', srid: '21781', 'event_date[lte]': '2025-01-01' }).state, 50, 50);
    expect(input.clauses).toEqual([
      { field: 'id', operation: 'not_in', value: [3, 4] },
      { field: 'taxon_id', operation: 'in', value: [100] },
      { field: 'event_date', operation: 'lte', value: '2025-01-01' },
    ]);
    expect(input).toMatchObject({ srid: 21781, offset: 50, limit: 50, sort: 'event_date', dir: 'desc' });
    expect(releveListInput(decode({ 'id[lt]': '9' }).state, 0, 10).clauses).toEqual([{ field: 'id', operation: 'lt', value: 9 }]);
  });

  it('writes ids typed with an operation that takes one id as that one id', () => {
    expect(encode({ ...initial(), id: { operation: 'eq', value: '7, 8' } })).toEqual({ 'id[eq]': '7' });
    expect(encode({ ...initial(), id: { operation: 'in', value: '7, 8' } })).toEqual({ 'id[in]': '7,8' });
  });

  it('reads typed ids separated by commas or spaces, refusing anything else', () => {
    expect(idsOf('3, 4 4,5')).toEqual([3, 4, 5]);
    expect(idsOf('')).toEqual([]);
    expect(idsOf('3a')).toBeNull();
  });
});
