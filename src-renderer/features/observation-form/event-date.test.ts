import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../../../src-shared/contract/reference.js';
import { fits, granularityOf, partsOf, valueOf } from './event-date.js';
import { footprintKindOf } from '../../components/forms/footprint-kind.js';

const precision = (code: number, en: string): VocabularyEntry => ({ field_name: 'date_precision', code, label_en: en, label_de: null, label_fr: null, label_it: null, dwc_value: null });

describe('event date and its precision', () => {
  it('read the granularity from the vocabulary label, never from the code', () => {
    expect([precision(1, 'day'), precision(2, 'Month'), precision(7, 'year'), precision(4, 'decade')].map(granularityOf)).toEqual(['day', 'month', 'year', 'decade']);
    expect(granularityOf(precision(9, 'century'))).toBe('day');
    expect(granularityOf(undefined)).toBe('day');
  });

  it('read a recorded date as recorded (its own day and time, no time zone change)', () => {
    expect(partsOf('2024-06-14T09:30:00.000+02:00')).toEqual({ year: 2024, month: 6, day: 14, time: '09:30' });
    expect(partsOf('2024-06-14T00:00:00.000+02:00')).toEqual({ year: 2024, month: 6, day: 14, time: null });
    expect(partsOf('2024-06-14')).toEqual({ year: 2024, month: 6, day: 14, time: null });
    expect(partsOf('June')).toBeNull();
  });

  it('write the first day of the month, year or decade, and a time only for a day', () => {
    const parts = { year: 2024, month: 6, day: 14, time: '09:30' };
    expect(valueOf(parts, 'day')).toBe('2024-06-14T09:30');
    expect(valueOf({ ...parts, time: null }, 'day')).toBe('2024-06-14');
    expect(valueOf(parts, 'month')).toBe('2024-06-01');
    expect(valueOf(parts, 'year')).toBe('2024-01-01');
    expect(valueOf(parts, 'decade')).toBe('2020-01-01');
  });

  it('leave a date alone that fits its precision already (no change on opening a record)', () => {
    expect(fits('2024-06-01T00:00:00.000+02:00', 'month')).toBe(true);
    expect(fits('2024-06-14T00:00:00.000+02:00', 'month')).toBe(false);
    expect(fits('2024-06-14T09:30:00.000+02:00', 'day')).toBe(true);
    expect(fits('2024-01-01', 'year')).toBe(true);
    expect(fits(null, 'year')).toBe(true);
  });
});

describe('footprint kind', () => {
  it('follows the stored geometry', () => {
    expect(['POINT (8.95 46)', 'multilinestring((1 2,3 4))', 'SRID=4326;POLYGON((0 0,1 0,1 1,0 0))', 'GEOMETRYCOLLECTION(POINT(1 2))', null].map(footprintKindOf))
      .toEqual(['point', 'line', 'polygon', null, null]);
  });
});
