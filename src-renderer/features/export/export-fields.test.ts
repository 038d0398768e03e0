import { describe, expect, it } from 'vitest';
import { visibleExportFields } from './export-fields.js';

describe('visibleExportFields', () => {
  it('exports the visible columns, with the names beside a taxon or project shown by name', () => {
    expect(visibleExportFields(['occurrence_id', 'taxon_id', 'dataset_id', 'validation']))
      .toEqual(['occurrence_id', 'taxon_id', 'scientific_name', 'vernacular_name', 'dataset_id', 'dataset_name', 'validation']);
  });

  it('drops keys that are no export field', () => {
    expect(visibleExportFields(['event_date', 'no_such_column'])).toEqual(['event_date']);
  });
});
