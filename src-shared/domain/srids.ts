/**
 * The coordinate systems of the interface's `srid` parameter as EPSG numbers, without proj4, so
 * contract schemas and the renderer's first bundle can name them; the definitions and transforms
 * are crs.ts. No Node, no DOM.
 */

/** The coordinate systems the project reads and writes, as EPSG numbers (the interface's `srid`). */
export const SUPPORTED_SRIDS = [4326, 2056, 21781, 3857] as const;
/** One of {@link SUPPORTED_SRIDS}. */
export type SupportedSrid = (typeof SUPPORTED_SRIDS)[number];

/** True when `srid` is one of {@link SUPPORTED_SRIDS}. */
export function isSupportedSrid(srid: number): srid is SupportedSrid {
  return (SUPPORTED_SRIDS as readonly number[]).includes(srid);
}

/** The EPSG code of an srid (`2056` → `'EPSG:2056'`, the interface's `geodetic_datum`). */
export function epsgCode(srid: SupportedSrid): `EPSG:${SupportedSrid}` {
  return `EPSG:${srid}`;
}
