import { describe, expect, it } from 'vitest';
import { validatableClauses, validatableSelection } from './validate-scope.js';

describe('what a bulk validation may touch', () => {
  it('adds the validatable projects as dataset_id[in] to "all matching"', () => {
    const taxon = { field: 'taxon_id', operation: 'in' as const, value: [12] };
    expect(validatableClauses([taxon], [5, 3])).toEqual([taxon, { field: 'dataset_id', operation: 'in', value: [3, 5] }]);
  });

  it('intersects a project filter already set (a parameter is given once), and gives null when none is left', () => {
    expect(validatableClauses([{ field: 'dataset_id', operation: 'in', value: [1, 3, 4] }], [3, 4, 9])).toEqual([{ field: 'dataset_id', operation: 'in', value: [3, 4] }]);
    expect(validatableClauses([{ field: 'dataset_id', operation: 'eq', value: 2 }], [3])).toBeNull();
    expect(validatableClauses([], [])).toBeNull();
    const excluded = { field: 'dataset_id', operation: 'not_in' as const, value: [4] };
    expect(validatableClauses([excluded], [4, 6])).toEqual([excluded, { field: 'dataset_id', operation: 'in', value: [4, 6] }]);
  });

  it('keeps only the selected rows of validatable projects (rows not loaded are left to the service)', () => {
    const dataset: Record<number, number | undefined> = { 10: 3, 11: 8, 12: undefined };
    const may = (id: number | null | undefined) => id == null || id === 3;
    expect(validatableSelection([10, 11, 12], (id) => dataset[id], may)).toEqual([10, 12]);
  });
});
