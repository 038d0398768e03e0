import { describe, expect, it } from 'vitest';
import { orderBy } from '../../../src-server/query/list.js';
import { observationOrderBy } from '../../../src-server/query/observation-columns.js';

describe('the ORDER BY of the observation lists', () => {
  it('writes a NOT NULL column without NULLS LAST, so that PostgreSQL reads DESC from the ascending index backwards', () => {
    expect(observationOrderBy({ sort: 'dataset_id', dir: 'desc' })).toBe('o.dataset_id DESC, o.occurrence_id DESC');
    expect(observationOrderBy({ sort: 'basis_of_record', dir: 'asc' })).toBe('o.basis_of_record ASC, o.occurrence_id ASC');
  });

  it('keeps NULLS LAST on a nullable column in both directions', () => {
    expect(observationOrderBy({ sort: 'taxon_id', dir: 'desc' })).toBe('o.taxon_id DESC NULLS LAST, o.occurrence_id DESC');
    expect(observationOrderBy({ sort: 'event_date', dir: 'asc' })).toBe('o.event_date_utc ASC NULLS LAST, o.occurrence_id ASC');
  });

  it('sorts on the key alone when no field is asked', () => {
    expect(observationOrderBy({ sort: undefined, dir: 'desc' })).toBe('o.occurrence_id DESC');
  });

  it('leaves NULLS LAST to every caller of orderBy that does not say the column is NOT NULL', () => {
    expect(orderBy('p.created_at', 'desc', 'p.id')).toBe('p.created_at DESC NULLS LAST, p.id DESC');
  });
});
