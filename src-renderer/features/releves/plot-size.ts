/**
 * The relevé's stated plot size (`sample_size_value` in `sample_size_unit`) against the plot
 * drawn on the map (issue 17, item 5): a plot drawn over 1.5 km² with "25 m²" stated is a slip
 * in one of them. Units are recognised by the vocabulary entry's Darwin Core value (`square
 * metre`, `hectare`, `square kilometre`), not by code, so another service's codes work too; a
 * transect length (`metre`) is no area and is not compared.
 */
import type { VocabularyEntry } from '../../../src-shared/schemas/vocabulary.js';

/** Square metres in one unit of `sample_size_unit`, by the entry's `dwc_value`. */
const SQUARE_METERS_PER_UNIT: Readonly<Record<string, number>> = { 'square metre': 1, hectare: 10_000, 'square kilometre': 1_000_000 };

/** Drawn and stated areas further apart than this factor (either way) are worth a warning: a hand-drawn plot is never exact. */
export const PLOT_AREA_TOLERANCE_FACTOR = 2;

/** The stated sample size in square metres; null without a value, without a unit or for a unit that is no area. */
export function statedAreaInSquareMeters(sample_size_value: unknown, unit: VocabularyEntry | undefined): number | null {
  const perUnit = unit?.dwc_value ? SQUARE_METERS_PER_UNIT[unit.dwc_value] : undefined;
  if (perUnit === undefined || typeof sample_size_value !== 'number' || !Number.isFinite(sample_size_value) || sample_size_value <= 0) return null;
  return sample_size_value * perUnit;
}

/** True when the drawn plot and the stated size differ by more than {@link PLOT_AREA_TOLERANCE_FACTOR}. */
export function plotAreaDiffers(drawn_in_square_meters: number, stated_in_square_meters: number): boolean {
  const ratio = drawn_in_square_meters / stated_in_square_meters;
  return ratio > PLOT_AREA_TOLERANCE_FACTOR || ratio < 1 / PLOT_AREA_TOLERANCE_FACTOR;
}
