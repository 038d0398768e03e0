import { badParameter } from '../http/problem.js';

/** Parses and checks `{z}/{x}/{y}` of the Web Mercator tile scheme; 400 when out of range. */
export function parseTile(z: string, x: string, y: string): { z: number; x: number; y: number } {
  const [zn, xn, yn] = [z, x, y].map(Number) as [number, number, number];
  if (![z, x, y].every((s) => /^\d{1,8}$/.test(s)) || zn > 24)
    throw badParameter('z', { key: 'tile-coordinates' });
  const n = 2 ** zn;
  if (xn >= n || yn >= n) throw badParameter('x', { key: 'tile-range', values: { z: zn, n } });
  return { z: zn, x: xn, y: yn };
}

/** Checks the `{srid}` path segment of a cluster tile: only 3857 (interface v5, Limits). */
export function assertTileSrid(srid: string): void {
  if (srid !== '3857') throw badParameter('srid', { key: 'tile-srid', values: { srid } });
}

/** The WGS84 bounds [west, south, east, north] of a Web Mercator tile. */
export function tileBounds(z: number, x: number, y: number): [number, number, number, number] {
  const n = 2 ** z;
  const lon = (i: number): number => (i / n) * 360 - 180;
  const lat = (j: number): number => (Math.atan(Math.sinh(Math.PI * (1 - (2 * j) / n))) * 180) / Math.PI;
  return [lon(x), lat(y + 1), lon(x + 1), lat(y)];
}

