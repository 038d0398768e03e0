import { describe, expect, it } from 'vitest';
import { mapPalette, statusColour } from './map-theme.js';

/** WCAG 2 relative luminance of `#rrggbb`. */
function luminance(hex: string): number {
  const n = Number.parseInt(hex.slice(1), 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string): number => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

describe('map colours', () => {
  for (const dark of [false, true]) {
    const palette = mapPalette(dark);
    const name = dark ? 'dark' : 'light';

    it(`${name}: every validation colour and the selection stand out from the land (≥ 3:1)`, () => {
      for (const colour of [...Object.values(palette.status), palette.selection, palette.clusterFill]) {
        expect(contrast(colour, palette.land), colour).toBeGreaterThanOrEqual(3);
      }
    });

    it(`${name}: cluster numbers are readable on their circles (≥ 4.5:1)`, () => {
      expect(contrast(palette.clusterText, palette.clusterFill)).toBeGreaterThanOrEqual(4.5);
    });

    it(`${name}: place and lake names are readable on their halo, the land and the lakes (≥ 4.5:1), the border stands out (≥ 3:1)`, () => {
      expect(contrast(palette.labelText, palette.labelHalo)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.labelText, palette.land)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.lakeLabelText, palette.lakeFill)).toBeGreaterThanOrEqual(3);
      expect(contrast(palette.lakeLabelText, palette.labelHalo)).toBeGreaterThanOrEqual(4.5);
      expect(contrast(palette.countryBorder, palette.background)).toBeGreaterThanOrEqual(3);
    });

    it(`${name}: the status colours differ from each other and from the selection`, () => {
      const colours = [...Object.values(palette.status), palette.selection];
      expect(new Set(colours).size).toBe(colours.length);
    });
  }

  it('falls back to the "unknown" colour for codes it does not know and for none', () => {
    const palette = mapPalette(false);
    expect(statusColour(palette, 99)).toBe(palette.status.unknown);
    expect(statusColour(palette, null)).toBe(palette.status.unknown);
    expect(statusColour(palette, 2)).toBe(palette.status[2]);
  });
});
