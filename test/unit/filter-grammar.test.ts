import { describe, expect, it } from 'vitest';
import {
  FilterSyntaxError, OPS, checkFilterClause, parseFilterParam, serializeFilterClauses, splitFilterKey, type FilterSpec,
} from '../../src-shared/filters/grammar.js';

const spec: FilterSpec = {
  taxon_id: { type: 'integer', operations: OPS.code },
  event_date: { type: 'date', operations: OPS.ordered },
  verbatim_identification: { type: 'string', operations: OPS.text },
  with_observation: { type: 'boolean', operations: OPS.boolean },
  footprint_wkt: { type: 'wkt', operations: OPS.geometry },
  unit_type: { type: 'string', operations: OPS.code, values: ['canton', 'municipality'] },
};

const fails = (key: string, value: string): FilterSyntaxError => {
  try {
    parseFilterParam(key, value, spec);
  } catch (e) {
    if (e instanceof FilterSyntaxError) return e;
    throw e;
  }
  throw new Error(`${key}=${value} was accepted`);
};

describe('filter grammar field[op]=value (interface v5 common rule 4)', () => {
  it('defaults to eq and parses integers', () => {
    expect(parseFilterParam('taxon_id', '12', spec)).toEqual({ field: 'taxon_id', operation: 'eq', value: 12 });
  });

  it('splits lists on comma and tilde for in/not_in', () => {
    expect(parseFilterParam('taxon_id[in]', '1,2~3', spec)?.value).toEqual([1, 2, 3]);
    expect(parseFilterParam('taxon_id[not_in]', '4', spec)?.value).toEqual([4]);
  });

  it('refuses a list separator without in/not_in, naming the parameter', () => {
    const e = fails('taxon_id[eq]', '1,2');
    expect(e.parameter).toBe('taxon_id[eq]');
    expect(e.message).toMatch(/taxon_id\[in\]/);
  });

  it('refuses unknown operations and operations the field does not allow', () => {
    expect(fails('taxon_id[like]', '1').message).toMatch(/Unknown filter operation "like"/);
    expect(fails('taxon_id[gt]', '1').message).toMatch(/not allowed on taxon_id/);
  });

  it('accepts null checks with no value or true, and nothing else', () => {
    expect(parseFilterParam('taxon_id[is_null]', '', spec)).toEqual({ field: 'taxon_id', operation: 'is_null' });
    expect(parseFilterParam('taxon_id[is_not_null]', 'true', spec)).toEqual({ field: 'taxon_id', operation: 'is_not_null' });
    expect(fails('taxon_id[is_null]', 'false').parameter).toBe('taxon_id[is_null]');
  });

  it('checks value types: integers, dates, booleans', () => {
    expect(fails('taxon_id', 'abc').message).toMatch(/not an integer/);
    expect(fails('taxon_id', '1.5').message).toMatch(/not an integer/);
    expect(fails('event_date[gte]', '2025-13-45x').message).toMatch(/ISO 8601/);
    // Date.parse rolls these over to March: the service must refuse them, not filter from 1 March.
    expect(fails('event_date[gte]', '2024-02-30').message).toMatch(/ISO 8601/);
    expect(fails('event_date[lte]', '2025-02-29T10:00:00Z').message).toMatch(/ISO 8601/);
    expect(parseFilterParam('event_date[gte]', '2025-06-14T09:30:00.000+02:00', spec)?.value).toBe('2025-06-14T09:30:00.000+02:00');
    expect(parseFilterParam('with_observation', 'true', spec)?.value).toBe(true);
    expect(fails('with_observation', 'yes').message).toMatch(/boolean/);
  });

  it('takes only the listed values of a field that lists them, each list item checked', () => {
    expect(parseFilterParam('unit_type[in]', 'canton,municipality', spec)).toEqual({ field: 'unit_type', operation: 'in', value: ['canton', 'municipality'] });
    expect(fails('unit_type', 'state').message).toContain('canton, municipality');
    expect(fails('unit_type[not_in]', 'canton,state').parameter).toBe('unit_type[not_in]');
    expect(parseFilterParam('unit_type[is_null]', 'true', spec)).toEqual({ field: 'unit_type', operation: 'is_null' });
  });

  it('lets a WKT value contain commas', () => {
    const wkt = 'POLYGON((8 46,9 46,9 47,8 46))';
    expect(parseFilterParam('footprint_wkt[eq]', wkt, spec)?.value).toBe(wkt);
  });

  it('returns null for fields outside the spec and malformed keys', () => {
    expect(parseFilterParam('taxa', '1', spec)).toBeNull();
    expect(splitFilterKey('taxon_id[in')).toBeNull();
  });

  it('serialises clauses back into the same parameters', () => {
    const pairs = serializeFilterClauses([
      { field: 'taxon_id', operation: 'in', value: [1, 2] },
      { field: 'verbatim_identification', operation: 'iw_eq', value: 'Dianthus*' },
      { field: 'event_date', operation: 'is_null' },
    ]);
    expect(pairs).toEqual([['taxon_id[in]', '1,2'], ['verbatim_identification[iw_eq]', 'Dianthus*'], ['event_date[is_null]', 'true']]);
    for (const [k, v] of pairs) expect(parseFilterParam(k, v, spec)).not.toBeNull();
  });
});

describe('checkFilterClause: a structured clause checked as the service reads it, without a query string', () => {
  const checked = (clause: Parameters<typeof checkFilterClause>[0]) => checkFilterClause(clause, spec);
  const refusal = (clause: Parameters<typeof checkFilterClause>[0]): FilterSyntaxError => {
    try {
      checked(clause);
    } catch (e) {
      if (e instanceof FilterSyntaxError) return e;
      throw e;
    }
    throw new Error('expected a FilterSyntaxError');
  };

  it('types values as the service parses them, like the same clause sent as a parameter', () => {
    const clauses = [
      { field: 'taxon_id', operation: 'in', value: ['1', 2, ' 3 '] },
      { field: 'taxon_id', operation: 'eq', value: 7 },
      { field: 'event_date', operation: 'gte', value: '2025-01-01' },
      { field: 'taxon_id', operation: 'is_null' },
      { field: 'with_observation', operation: 'eq', value: true },
      { field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((0 0, 1 0, 1 1, 0 0))' },
    ] as const;
    for (const clause of clauses) {
      const [[key, raw] = ['', '']] = serializeFilterClauses([clause as never]);
      expect(checked(clause)).toEqual(parseFilterParam(key, raw, spec));
    }
    expect(checked({ field: 'taxon_id', operation: 'in', value: ['1', 2, ' 3 '] })).toEqual({ field: 'taxon_id', operation: 'in', value: [1, 2, 3] });
  });

  it('answers null for a field the endpoint does not filter on', () => {
    expect(checked({ field: 'nope', operation: 'eq', value: 1 })).toBeNull();
  });

  it('refuses a list item holding a separator instead of letting the service split it into two', () => {
    // Sent as `verbatim_identification[in]=Müller, Anna` the service would look for "Müller" and "Anna".
    expect(refusal({ field: 'verbatim_identification', operation: 'in', value: ['Müller, Anna'] }).message).toMatch(/list separator/);
  });

  it('refuses unknown and disallowed operations, lists on scalar operations, missing and malformed values', () => {
    expect(refusal({ field: 'taxon_id', operation: 'near', value: 1 }).parameter).toBe('taxon_id[near]');
    expect(refusal({ field: 'taxon_id', operation: 'gt', value: 1 }).message).toMatch(/not allowed/);
    expect(refusal({ field: 'taxon_id', operation: 'eq', value: [1, 2] }).message).toMatch(/\[in\]/);
    expect(refusal({ field: 'taxon_id', operation: 'eq' }).message).toMatch(/needs a value/);
    expect(refusal({ field: 'taxon_id', operation: 'in', value: [] }).message).toMatch(/at least one value/);
    expect(refusal({ field: 'taxon_id', operation: 'in', value: [1, ' '] }).message).toMatch(/empty item/);
    expect(refusal({ field: 'taxon_id', operation: 'eq', value: 1.5 }).message).toMatch(/not an integer/);
    expect(refusal({ field: 'event_date', operation: 'eq', value: 20250101 }).message).toMatch(/ISO 8601/);
  });
});
