import { describe, expect, it } from 'vitest';
import type { VocabularyEntry } from '../../../src-shared/schemas/vocabulary.js';
import { plotAreaDiffers, statedAreaInSquareMeters } from './plot-size.js';

const unit = (code: number, dwc_value: string): VocabularyEntry => ({ field_name: 'sample_size_unit', code, dwc_value });

describe('the stated sample size against the drawn plot', () => {
  it('reads the stated size in square metres by the unit\'s Darwin Core value', () => {
    expect(statedAreaInSquareMeters(25, unit(1, 'square metre'))).toBe(25);
    expect(statedAreaInSquareMeters(2.5, unit(2, 'hectare'))).toBe(25_000);
    expect(statedAreaInSquareMeters(1.5, unit(3, 'square kilometre'))).toBe(1_500_000);
  });

  it('compares nothing for a transect length, a missing unit or value', () => {
    expect(statedAreaInSquareMeters(50, unit(4, 'metre'))).toBeNull();
    expect(statedAreaInSquareMeters(25, undefined)).toBeNull();
    expect(statedAreaInSquareMeters(null, unit(1, 'square metre'))).toBeNull();
    expect(statedAreaInSquareMeters(0, unit(1, 'square metre'))).toBeNull();
  });

  it('warns for a 1.5 km² plot stated as 25 m², not for a hand-drawn 30 m² one', () => {
    expect(plotAreaDiffers(1_500_000, 25)).toBe(true);
    expect(plotAreaDiffers(10, 25)).toBe(true);
    expect(plotAreaDiffers(30, 25)).toBe(false);
    expect(plotAreaDiffers(15, 25)).toBe(false);
  });
});
