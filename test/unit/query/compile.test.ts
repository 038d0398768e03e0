import { sqliteDialect } from '../../../src-server/store/dialect.js';
import Database from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { compileClauses, dateColumn, wildcardToLike, type ColumnMap } from '../../../src-server/query/compile.js';
import { registerTextFunctions } from '../../../src-server/query/text-functions.js';
import type { FilterClause } from '../../../src-shared/filters/grammar.js';

const db = new Database(':memory:');
const columns: ColumnMap = {
  id: 't.id',
  name: 't.name',
  event_date: dateColumn('substr(t.event_date, 1, 10)', 't.event_date_utc'),
};

beforeAll(() => {
  registerTextFunctions(db);
  db.exec(`CREATE TABLE t (id INTEGER PRIMARY KEY, name TEXT, event_date TEXT, event_date_utc TEXT);
    INSERT INTO t VALUES (1, 'Dianthus sylvestris', '2021-08-12T00:00:00.000+02:00', '2021-08-11T22:00:00.000Z');
    INSERT INTO t VALUES (2, 'Dianthus_carthusianorum', '2021-08-13T23:30:00.000+02:00', '2021-08-13T21:30:00.000Z');
    INSERT INTO t VALUES (3, NULL, NULL, NULL);
    INSERT INTO t VALUES (4, '100% Eriophorum', '2020-01-01T10:00:00.000+01:00', '2020-01-01T09:00:00.000Z');
    INSERT INTO t VALUES (5, 'Österreichischer Knöterich', NULL, NULL);
    INSERT INTO t VALUES (6, 'École de Lausanne', NULL, NULL);`);
});

const ids = (...clauses: FilterClause[]): number[] => {
  const f = compileClauses(clauses, columns, sqliteDialect);
  const where = f.map((x) => `(${x.sql})`).join(' AND ') || '1';
  return db.prepare(`SELECT id FROM t WHERE ${where} ORDER BY id`).pluck().all(...f.flatMap((x) => x.params)) as number[];
};

describe('filter clauses compiled to SQL', () => {
  it('neq and not_in keep NULL rows (NULL differs from every value)', () => {
    expect(ids({ field: 'id', operation: 'neq', value: 1 })).toEqual([2, 3, 4, 5, 6]);
    expect(ids({ field: 'name', operation: 'not_in', value: ['Dianthus sylvestris'] })).toEqual([2, 3, 4, 5, 6]);
  });

  it('in takes any number of values', () => {
    expect(ids({ field: 'id', operation: 'in', value: Array.from({ length: 5000 }, (_, i) => i * 2) })).toEqual([2, 4, 6]);
  });

  it('iw_eq is case-insensitive with * as wildcard and no other metacharacters', () => {
    expect(ids({ field: 'name', operation: 'iw_eq', value: 'dianthus*' })).toEqual([1, 2]);
    expect(ids({ field: 'name', operation: 'iw_eq', value: 'dianthus_*' })).toEqual([2]);
    expect(ids({ field: 'name', operation: 'iw_contains', value: '100%' })).toEqual([4]);
    expect(wildcardToLike('a_b%c*')).toBe('a\\_b\\%c%');
  });

  it('iw_* fold Unicode case and accents, not only ASCII', () => {
    expect(ids({ field: 'name', operation: 'iw_eq', value: 'österr*' })).toEqual([5]);
    expect(ids({ field: 'name', operation: 'iw_contains', value: 'KNÖTERICH' })).toEqual([5]);
    expect(ids({ field: 'name', operation: 'iw_contains', value: 'ecole' })).toEqual([6]);
  });

  it('a date-only bound covers the whole recorded day; a date-time compares instants', () => {
    expect(ids({ field: 'event_date', operation: 'lte', value: '2021-08-12' })).toEqual([1, 4]);
    expect(ids({ field: 'event_date', operation: 'eq', value: '2021-08-13' })).toEqual([2]);
    expect(ids({ field: 'event_date', operation: 'gte', value: '2021-08-13T23:00:00.000+01:00' })).toEqual([]);
    expect(ids({ field: 'event_date', operation: 'gte', value: '2021-08-13T21:00:00Z' })).toEqual([2]);
    expect(ids({ field: 'event_date', operation: 'is_null' })).toEqual([3, 5, 6]);
  });
});
