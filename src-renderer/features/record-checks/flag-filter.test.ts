import { describe, expect, it } from 'vitest';
import { FLAG_FILTER_MAX_IDS, withFlaggedIds } from './flag-filter.js';

describe('withFlaggedIds', () => {
  it('narrows the filter by occurrence_id[in], replacing an earlier list and keeping the other clauses', () => {
    const clauses = [{ field: 'taxon_id', operation: 'in' as const, value: [187] }, { field: 'occurrence_id', operation: 'in' as const, value: [1, 2] }];
    expect(withFlaggedIds(clauses, [5, 9])).toEqual([{ field: 'taxon_id', operation: 'in', value: [187] }, { field: 'occurrence_id', operation: 'in', value: [5, 9] }]);
  });

  it('takes the flag clause away when no id is left', () => {
    expect(withFlaggedIds([{ field: 'occurrence_id', operation: 'in', value: [1] }], [])).toEqual([]);
  });

  it('keeps a request within the service’s request line: at most 1000 ids, the first ones', () => {
    const ids = Array.from({ length: 2500 }, (_, i) => 1_000_000 + i);
    const [clause] = withFlaggedIds([], ids);
    expect(clause!.value).toHaveLength(FLAG_FILTER_MAX_IDS);
    expect((clause!.value as number[])[0]).toBe(1_000_000);
    expect(`occurrence_id[in]=${(clause!.value as number[]).join('%2C')}`.length).toBeLessThan(16 * 1024 - 2048);
  });
});
