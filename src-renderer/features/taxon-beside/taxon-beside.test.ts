import { describe, expect, it } from 'vitest';
import { monthBars, monthName, validatedObservationsOf } from './taxon-beside.js';

describe('validatedObservationsOf', () => {
  it('filters the workspace to the taxon’s validated records by the codes that counted', () => {
    expect(validatedObservationsOf(187, [2, 3])).toEqual({ path: '/observations', query: { 'taxon_id[in]': '187', 'validation[in]': '2,3' } });
  });

  it('adds the elevation range in metres on minimum_elevation_in_meters', () => {
    expect(validatedObservationsOf(187, [2], { minimum: 250, maximum: 1800 })).toEqual({
      path: '/observations',
      query: { 'taxon_id[in]': '187', 'validation[in]': '2', 'minimum_elevation_in_meters[gte]': '250', 'minimum_elevation_in_meters[lte]': '1800' },
    });
  });
});

describe('monthBars', () => {
  it('scales each month against the fullest one', () => {
    const bars = monthBars({ validated_month_counts: [0, 0, 1, 4, 2, 0, 0, 0, 0, 0, 0, 0] });
    expect(bars.map((bar) => bar.height_percent)).toEqual([0, 0, 25, 100, 50, 0, 0, 0, 0, 0, 0, 0]);
    expect(bars[3]).toEqual({ month: 4, count: 4, height_percent: 100 });
  });

  it('gives empty bars, not a division by zero, when no validated record has a date', () => {
    expect(monthBars({ validated_month_counts: new Array(12).fill(0) }).every((bar) => bar.height_percent === 0)).toBe(true);
  });
});

describe('monthName', () => {
  it('names the month in the UI language', () => {
    expect(monthName(1, 'en', 'long')).toBe('January');
    expect(monthName(3, 'de', 'long')).toBe('März');
    expect(monthName(8, 'fr', 'long')).toBe('août');
  });
});
