import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LocationQuery } from 'vue-router';
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { OBSERVATION_FILTERS, OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import { removeClause, replaceField, setClause } from './clause-edit.js';
import { UNCOVERED_FIELDS } from './filter-fields.js';
import {
  decodeQuery, DEFAULT_SORT, emptyQuery, encodeQuery, MAX_CLAUSES, normalizeClauses, queryFromKey, queryKey, type WorkspaceQuery,
} from './query-codec.js';

const asRouteQuery = (raw: ReturnType<typeof encodeQuery>): LocationQuery => raw as LocationQuery;

const SAMPLE: WorkspaceQuery = {
  clauses: [
    { field: 'taxon_id', operation: 'in', value: [12, 13] },
    { field: 'event_date', operation: 'gte', value: '2024-01-01' },
    { field: 'event_date', operation: 'lte', value: '2024-12-31' },
    { field: 'location_id', operation: 'in', value: [10021] },
    { field: 'validation', operation: 'not_in', value: [3] },
    { field: 'identification_qualifier', operation: 'is_null' },
    { field: 'verbatim_identification', operation: 'iw_eq', value: 'Dianth*' },
    { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((8.9 46.1, 9 46.1, 9 46.2, 8.9 46.1))' },
  ],
  right: 'validate',
  sort: 'taxon_id',
  dir: 'asc',
};

describe('query codec', () => {
  it('covers every filter of GET /observations', () => {
    expect(UNCOVERED_FIELDS).toEqual([]);
  });

  it('round-trips a full query through the route query and through its key', () => {
    const encoded = encodeQuery(SAMPLE);
    expect(encoded).toMatchObject({ 'taxon_id[in]': '12,13', 'event_date[gte]': '2024-01-01', 'identification_qualifier[is_null]': 'true', sort: 'taxon_id', dir: 'asc', right: 'validate' });
    const decoded = decodeQuery(asRouteQuery(encoded));
    expect(decoded.ignored).toEqual([]);
    expect(decoded.query).toEqual({ ...SAMPLE, clauses: normalizeClauses(SAMPLE.clauses) });
    expect(queryFromKey(queryKey(SAMPLE)).query).toEqual(decoded.query);
  });

  it('leaves the default order and scope out of the address', () => {
    expect(encodeQuery(emptyQuery())).toEqual({});
    expect(decodeQuery({}).query).toEqual({ clauses: [], right: null, ...DEFAULT_SORT });
  });

  it('gives equal addresses for equal filters written in another order or with repeats', () => {
    const a = queryKey({ ...emptyQuery(), clauses: [{ field: 'validation', operation: 'in', value: [1, 2, 2] }, { field: 'taxon_id', operation: 'in', value: [5] }] });
    const b = queryKey({ ...emptyQuery(), clauses: [{ field: 'taxon_id', operation: 'in', value: [5] }, { field: 'validation', operation: 'in', value: [1, 2] }] });
    expect(a).toBe(b);
    expect(a).toBe('taxon_id%5Bin%5D=5&validation%5Bin%5D=1%2C2');
  });

  it('reads a hand-written address the way the service would (eq without brackets, tilde lists)', () => {
    const { query, ignored } = decodeQuery({ taxon_id: '7', 'validation[in]': '1~2', 'event_date[lte]': '2025-06-14' });
    expect(ignored).toEqual([]);
    expect(query.clauses).toEqual([
      { field: 'taxon_id', operation: 'eq', value: 7 },
      { field: 'event_date', operation: 'lte', value: '2025-06-14' },
      { field: 'validation', operation: 'in', value: [1, 2] },
    ]);
  });

  it('ignores and reports garbage instead of failing', () => {
    const { query, ignored } = decodeQuery({
      'taxon_id[in]': 'abc',
      'event_date[gte]': '2024-13-45',
      'validation[like]': '1',
      'nonsense[in]': '1',
      '<script>': 'x',
      'location_id[is_null]': 'true',
      'footprint_wkt[eq]': 'POINT(8 46)',
      'dataset_id[in]': '1,,2',
      sort: 'password',
      dir: 'sideways',
      right: 'root',
      'occurrence_id[in]': '1,2,3',
    });
    expect(query.clauses).toEqual([{ field: 'occurrence_id', operation: 'in', value: [1, 2, 3] }]);
    expect(query.sort).toBe(DEFAULT_SORT.sort);
    expect(query.dir).toBe(DEFAULT_SORT.dir);
    expect(query.right).toBeNull();
    expect(ignored.sort()).toEqual([
      '<script>', 'dataset_id[in]', 'dir', 'event_date[gte]', 'footprint_wkt[eq]', 'location_id[is_null]', 'nonsense[in]', 'right', 'sort', 'taxon_id[in]', 'validation[like]',
    ].sort());
  });

  it('takes the last of repeated keys and copes with bare keys and nulls', () => {
    const { query, ignored } = decodeQuery({ 'validation[in]': ['1', '2'], 'identification_qualifier[is_not_null]': null, 'taxon_id[in]': [null] });
    expect(query.clauses).toEqual([
      { field: 'validation', operation: 'in', value: [2] },
      { field: 'identification_qualifier', operation: 'is_not_null' },
    ]);
    expect(ignored).toEqual(['taxon_id[in]']);
  });

  it('keeps at most the contract\'s number of clauses', () => {
    const raw: LocationQuery = {};
    for (let i = 0; i < MAX_CLAUSES + 5; i += 1) raw[`occurrence_id[${i % 2 ? 'neq' : 'eq'}]`] = String(i);
    const fields = Object.keys(OBSERVATION_FILTERS).filter((f) => OBSERVATION_FILTERS[f]!.operations.includes('is_null'));
    for (const field of fields) for (const op of ['is_null', 'is_not_null']) raw[`${field}[${op}]`] = '';
    const { query, ignored } = decodeQuery(raw);
    expect(query.clauses.length).toBeLessThanOrEqual(MAX_CLAUSES);
    expect(query.clauses.length + ignored.length).toBe(2 + fields.length * 2);
  });

  it('never throws on arbitrary input, and what it keeps survives a round trip', () => {
    const keys = fc.oneof(
      fc.string(),
      fc.constantFrom(...Object.keys(OBSERVATION_FILTERS)).chain((field) => fc.tuple(fc.constant(field), fc.constantFrom('eq', 'in', 'not_in', 'gte', 'iw_eq', 'is_null', 'bogus', '')).map(([f, op]) => `${f}[${op}]`)),
      fc.constantFrom('sort', 'dir', 'right'),
    );
    const values = fc.oneof(fc.string(), fc.constantFrom(...OBSERVATION_SORTABLE), fc.integer().map(String), fc.array(fc.nat(), { maxLength: 4 }).map((a) => a.join(',')));
    fc.assert(fc.property(fc.dictionary(keys, values), (raw) => {
      const first = decodeQuery(raw);
      const again = decodeQuery(asRouteQuery(encodeQuery(first.query)));
      expect(again.ignored).toEqual([]);
      expect(again.query).toEqual(first.query);
    }), { numRuns: 300 });
  });
});

describe('clause edits', () => {
  const base: FilterClauseInput[] = [{ field: 'event_date', operation: 'gte', value: '2024-01-01' }];

  it('sets, replaces and removes one operation of a field', () => {
    const both = setClause(base, 'event_date', 'lte', '2024-02-01');
    expect(both).toHaveLength(2);
    expect(setClause(both, 'event_date', 'lte', null)).toEqual(base);
    expect(setClause(both, 'event_date', 'gte', '')).toEqual([{ field: 'event_date', operation: 'lte', value: '2024-02-01' }]);
    expect(setClause([], 'recorded_by_id', 'is_null', undefined)).toEqual([{ field: 'recorded_by_id', operation: 'is_null' }]);
    expect(removeClause(both, 'event_date', 'gte')).toEqual([{ field: 'event_date', operation: 'lte', value: '2024-02-01' }]);
  });

  it('replaces a whole field (operation switch from in to not_in)', () => {
    const start = setClause(base, 'taxon_id', 'in', [1, 2]);
    expect(replaceField(start, 'taxon_id', [{ field: 'taxon_id', operation: 'not_in', value: [1, 2] }])).toEqual([
      { field: 'taxon_id', operation: 'not_in', value: [1, 2] },
      ...base,
    ]);
    expect(setClause(start, 'taxon_id', 'in', [])).toEqual(base);
  });
});
