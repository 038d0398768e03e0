import { describe, expect, it } from 'vitest';
import { orderBy } from '../../../src-server/query/list.js';
import { observationOrder } from '../../../src-server/query/observation-columns.js';

describe('the ORDER BY of the observation lists', () => {
  it('writes a NOT NULL column without NULLS LAST, so that PostgreSQL reads DESC from the ascending index backwards', () => {
    expect(observationOrder({ sort: 'dataset_id', dir: 'desc' }).orderBy).toBe('o.dataset_id DESC, o.occurrence_id DESC');
    expect(observationOrder({ sort: 'basis_of_record', dir: 'asc' }).orderBy).toBe('o.basis_of_record ASC, o.occurrence_id ASC');
  });

  it('keeps NULLS LAST on a nullable column in both directions', () => {
    expect(observationOrder({ sort: 'taxon_id', dir: 'desc' }).orderBy).toBe('o.taxon_id DESC NULLS LAST, o.occurrence_id DESC');
    expect(observationOrder({ sort: 'event_date', dir: 'asc' }).orderBy).toBe('o.event_date_utc ASC NULLS LAST, o.occurrence_id ASC');
  });

  it('names the column of a descending order of a nullable column only, which PostgreSQL reads in two parts', () => {
    expect(observationOrder({ sort: 'taxon_id', dir: 'desc' }).descNullsLast).toBe('o.taxon_id');
    expect(observationOrder({ sort: 'event_date', dir: 'desc' }).descNullsLast).toBe('o.event_date_utc');
    expect(observationOrder({ sort: 'taxon_id', dir: 'asc' }).descNullsLast).toBeUndefined();
    expect(observationOrder({ sort: 'dataset_id', dir: 'desc' }).descNullsLast).toBeUndefined();
    expect(observationOrder({ sort: 'occurrence_id', dir: 'desc' }).descNullsLast).toBeUndefined();
  });

  it('sorts on the key alone when no field is asked', () => {
    expect(observationOrder({ sort: undefined, dir: 'desc' }).orderBy).toBe('o.occurrence_id DESC');
  });

  it('leaves NULLS LAST to every caller of orderBy that does not say the column is NOT NULL', () => {
    expect(orderBy('p.created_at', 'desc', 'p.id')).toBe('p.created_at DESC NULLS LAST, p.id DESC');
  });
});
