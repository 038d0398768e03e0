/**
 * Coordinates as people read and type them: LV95 (EPSG:2056) as `2'600'000 / 1'200'000` and
 * WGS84 (EPSG:4326) as `46.95123° N, 7.43861° E`, in the coordinates' number locale of the
 * UI language (src-shared/domain/locale.ts: de-CH, fr-CH, it-CH, en-CH), formatted through
 * vue-i18n's named formats. Pure functions, no OpenLayers.
 */
import { localesOf } from '../../src-shared/domain/locale.js';
import { formatNumberIn } from '../i18n/format.js';
import { fixedDigitsKey } from '../i18n/formats.js';
import type { XY } from './crs.js';

/** The letters of the four hemispheres in the UI language (German writes O for Ost). */
export interface HemisphereLetters {
  n: string;
  s: string;
  e: string;
  w: string;
}

/** English hemisphere letters, the default. */
export const EN_HEMISPHERES: HemisphereLetters = { n: 'N', s: 'S', e: 'E', w: 'W' };

/** The Intl locale for coordinates of a UI language (`de` → `de-CH`, `en` → `en-CH`). */
export function coordinateLocale(language: string): string {
  return localesOf(language).coordinates;
}

/** `value` with exactly `digits` decimals in `locale`. */
const fixed = (value: number, locale: string, digits: number): string => formatNumberIn(value, locale, fixedDigitsKey(digits));

/** The decimal separator of `locale` (`.` or `,`): the character after the 1 of `1.5`. */
export function decimalSeparator(locale: string): string {
  return fixed(1.5, locale, 1).charAt(1);
}

/**
 * LV95 `[E, N]` (EPSG:2056, metres) as `E / N` with the locale's digit grouping, whole metres
 * unless `digits` asks for more: `2'600'000 / 1'200'000` in de-CH.
 */
export function formatLv95([e, n]: XY, locale: string, digits = 0): string {
  return `${fixed(e, locale, digits)} / ${fixed(n, locale, digits)}`;
}

/**
 * WGS84 `[lon, lat]` (EPSG:4326, degrees) as latitude first with hemisphere letters, 5 decimals
 * (about 1 m): `46.95123° N, 7.43861° E`. Where the decimal separator is a comma (fr-CH) the two
 * halves are separated by `; ` instead.
 */
export function formatWgs84([lon, lat]: XY, locale: string, letters: HemisphereLetters = EN_HEMISPHERES, digits = 5): string {
  const latText = `${fixed(Math.abs(lat), locale, digits)}° ${lat < 0 ? letters.s : letters.n}`;
  const lonText = `${fixed(Math.abs(lon), locale, digits)}° ${lon < 0 ? letters.w : letters.e}`;
  return `${latText}${decimalSeparator(locale) === ',' ? '; ' : ', '}${lonText}`;
}

/** A failed parse: why, as an i18n key under `map.coordinates.errors`. */
export type CoordinateParseError = 'twoNumbers' | 'outsideLv95' | 'outsideWgs84';

/** The result of parsing one coordinate pair. */
export type CoordinateParse = { ok: true; value: XY } | { ok: false; error: CoordinateParseError };

/** Removes digit grouping: a number of 1–3 digits followed by groups of three after an apostrophe or a (narrow) space. */
function ungroup(text: string): string {
  return text.replace(/(?<!\d)\d{1,3}(?:['’ʼ\u202f\u00a0 ]\d{3})+(?!\d)/g, (number) => number.replace(/\D/g, ''));
}

/** LV95 bounds (EPSG:2056) a Swiss coordinate falls into, generously. */
const LV95_E = [2_400_000, 2_900_000] as const;
const LV95_N = [1_000_000, 1_350_000] as const;
const within = (v: number, [lo, hi]: readonly [number, number]): boolean => v >= lo && v <= hi;

/**
 * Parses an LV95 pair `E N` (EPSG:2056, metres) as typed or pasted: `2'600'000 / 1'200'000`,
 * `2600000, 1200000`, `2 600 000 1 200 000`; decimals with a point or, for 1–3 decimals, a comma
 * (`2 600 000,5`, as fr-CH writes them). N before E is recognised
 * by the ranges and swapped. Outside Switzerland's LV95 ranges is an error.
 */
export function parseLv95(text: string): CoordinateParse {
  const decimalPoints = ungroup(text).replace(/(\d),(\d{1,3})(?!\d)/g, '$1.$2');
  const numbers = decimalPoints.match(/-?\d+(?:\.\d+)?/g)?.map(Number) ?? [];
  if (numbers.length !== 2) return { ok: false, error: 'twoNumbers' };
  let [e, n] = numbers as [number, number];
  if (within(e, LV95_N) && within(n, LV95_E)) [e, n] = [n, e];
  if (!within(e, LV95_E) || !within(n, LV95_N)) return { ok: false, error: 'outsideLv95' };
  return { ok: true, value: [e, n] };
}

/**
 * Parses a WGS84 pair and returns `[lon, lat]` (EPSG:4326, degrees). Accepts `46.95123, 7.43861`
 * (latitude first, ISO 6709), `46.95123° N, 7.43861° E` (letters decide, in any order; `letters`
 * are the UI language's, English ones always work), decimal commas with `;` or a space between
 * the numbers (`46,95123; 7,43861`). Without letters, a pair that reads as Swiss `lon, lat`
 * (first 5–11, second 45–48, as GeoJSON is written) is swapped.
 */
export function parseWgs84(text: string, letters: HemisphereLetters = EN_HEMISPHERES): CoordinateParse {
  const tokens = [...text.matchAll(/(-?\d+(?:[.,]\d+)?)\s*°?\s*([A-Za-z])?(?![A-Za-z])/g)].map((m) => ({
    value: Number(m[1]!.replace(',', '.')),
    letter: m[2]?.toUpperCase(),
  }));
  if (tokens.length !== 2) return { ok: false, error: 'twoNumbers' };
  const axisOf = (letter: string | undefined): { axis: 'lat' | 'lon'; sign: 1 | -1 } | undefined => {
    if (!letter) return undefined;
    for (const set of [letters, EN_HEMISPHERES]) {
      if (letter === set.n.toUpperCase()) return { axis: 'lat', sign: 1 };
      if (letter === set.s.toUpperCase()) return { axis: 'lat', sign: -1 };
      if (letter === set.e.toUpperCase()) return { axis: 'lon', sign: 1 };
      if (letter === set.w.toUpperCase()) return { axis: 'lon', sign: -1 };
    }
    return undefined;
  };
  const [a, b] = tokens as [(typeof tokens)[0], (typeof tokens)[0]];
  const axisA = axisOf(a.letter);
  const axisB = axisOf(b.letter);
  let lat: number;
  let lon: number;
  if (axisA && axisB && axisA.axis !== axisB.axis) {
    lat = axisA.axis === 'lat' ? a.value * axisA.sign : b.value * axisB.sign;
    lon = axisA.axis === 'lon' ? a.value * axisA.sign : b.value * axisB.sign;
  } else {
    [lat, lon] = [a.value, b.value];
    const swissLonLat = lat >= 5 && lat <= 11 && lon >= 45 && lon <= 48;
    if (swissLonLat || Math.abs(lat) > 90) [lat, lon] = [lon, lat];
  }
  if (Math.abs(lat) > 90 || Math.abs(lon) > 180) return { ok: false, error: 'outsideWgs84' };
  return { ok: true, value: [lon, lat] };
}
