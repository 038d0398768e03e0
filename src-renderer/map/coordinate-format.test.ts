import { describe, expect, it } from 'vitest';
import { formatLv95, formatWgs84, parseLv95, parseWgs84, coordinateLocale, type HemisphereLetters } from './coordinate-format.js';

const DE: HemisphereLetters = { n: 'N', s: 'S', e: 'O', w: 'W' };
const FR: HemisphereLetters = { n: 'N', s: 'S', e: 'E', w: 'O' };

describe('formatting coordinates', () => {
  it('uses the Swiss locale of the UI language', () => {
    expect(coordinateLocale('de')).toBe('de-CH');
    expect(coordinateLocale('fr')).toBe('fr-CH');
  });

  it('writes LV95 with Swiss digit grouping', () => {
    expect(formatLv95([2_600_000.4, 1_199_999.6], 'de-CH')).toBe("2'600'000 / 1'200'000");
    expect(formatLv95([2_600_000, 1_200_000], 'it-CH')).toBe("2'600'000 / 1'200'000");
    expect(formatLv95([2_600_000, 1_200_000], 'fr-CH').replace(/\s/g, ' ')).toBe('2 600 000 / 1 200 000');
    expect(formatLv95([2_600_000.25, 1_200_000], 'de-CH', 1)).toBe("2'600'000.3 / 1'200'000.0");
  });

  it('writes WGS84 latitude first with hemisphere letters and 5 decimals', () => {
    expect(formatWgs84([7.438612, 46.951234], 'en-CH')).toBe('46.95123° N, 7.43861° E');
    expect(formatWgs84([7.438612, 46.951234], 'de-CH', DE)).toBe('46.95123° N, 7.43861° O');
    expect(formatWgs84([-0.1276, -33.8688], 'en-CH')).toBe('33.86880° S, 0.12760° W');
  });

  it('separates the halves with a semicolon where the decimal separator is a comma', () => {
    expect(formatWgs84([7.438612, 46.951234], 'fr-CH', FR)).toBe('46,95123° N; 7,43861° E');
  });
});

describe('parsing LV95', () => {
  it.each([
    ["2'600'000 / 1'200'000", [2_600_000, 1_200_000]],
    ['2600000, 1200000', [2_600_000, 1_200_000]],
    ['2 600 000 1 200 000', [2_600_000, 1_200_000]],
    ['2\u202f600\u202f000 / 1\u202f200\u202f000', [2_600_000, 1_200_000]],
    ['2600000.5 1200000.25', [2_600_000.5, 1_200_000.25]],
    ['2 600 000,5 / 1 200 000,25', [2_600_000.5, 1_200_000.25]],
    ["1'200'000 / 2'600'000", [2_600_000, 1_200_000]],
  ])('reads %s', (text, expected) => {
    expect(parseLv95(text)).toEqual({ ok: true, value: expected });
  });

  it('rejects one number, three numbers and places outside Switzerland', () => {
    expect(parseLv95('2600000')).toEqual({ ok: false, error: 'twoNumbers' });
    expect(parseLv95('2600000 1200000 500')).toEqual({ ok: false, error: 'twoNumbers' });
    expect(parseLv95('600000 200000')).toEqual({ ok: false, error: 'outsideLv95' });
  });

  it('reads back what it writes', () => {
    for (const locale of ['de-CH', 'fr-CH', 'it-CH', 'en-CH']) {
      expect(parseLv95(formatLv95([2_712_345, 1_098_765], locale))).toEqual({ ok: true, value: [2_712_345, 1_098_765] });
    }
  });
});

describe('parsing WGS84', () => {
  it.each([
    ['46.95123, 7.43861', [7.43861, 46.95123]],
    ['46.95123° N, 7.43861° E', [7.43861, 46.95123]],
    ['7.43861 E 46.95123 N', [7.43861, 46.95123]],
    ['46,95123; 7,43861', [7.43861, 46.95123]],
    ['46.95123,7.43861', [7.43861, 46.95123]],
    ['7.43861, 46.95123', [7.43861, 46.95123]],
    ['33.8688 S, 151.2093 E', [151.2093, -33.8688]],
  ])('reads %s', (text, expected) => {
    expect(parseWgs84(text)).toEqual({ ok: true, value: expected });
  });

  it('reads the letters of the UI language (German O = east, French O = west)', () => {
    expect(parseWgs84('46.95123° N, 7.43861° O', DE)).toEqual({ ok: true, value: [7.43861, 46.95123] });
    expect(parseWgs84('46.95123° N, 7.43861° O', FR)).toEqual({ ok: true, value: [-7.43861, 46.95123] });
  });

  it('reads back what it writes, in every locale', () => {
    const value: [number, number] = [8.95112, 46.00371];
    expect(parseWgs84(formatWgs84(value, 'de-CH', DE), DE)).toEqual({ ok: true, value });
    expect(parseWgs84(formatWgs84(value, 'fr-CH', FR), FR)).toEqual({ ok: true, value });
    expect(parseWgs84(formatWgs84(value, 'en-CH'))).toEqual({ ok: true, value });
  });

  it('rejects wrong counts and impossible values', () => {
    expect(parseWgs84('46.9')).toEqual({ ok: false, error: 'twoNumbers' });
    expect(parseWgs84('95, 200')).toEqual({ ok: false, error: 'outsideWgs84' });
  });
});
