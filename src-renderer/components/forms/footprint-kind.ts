import type { FootprintKind } from '../../map/wkt.js';

/**
 * What the footprint editor should draw for a stored footprint (WKT, any letter case): point,
 * line or polygon, also for their MULTI forms; null for none or for a geometry collection.
 */
export function footprintKindOf(wkt: string | number | boolean | number[] | null | undefined): FootprintKind | null {
  if (typeof wkt !== 'string') return null;
  const type = /^\s*(?:SRID=\d+;\s*)?(?:MULTI)?(POINT|LINESTRING|POLYGON)\b/i.exec(wkt)?.[1]?.toUpperCase();
  return type === 'POINT' ? 'point' : type === 'LINESTRING' ? 'line' : type === 'POLYGON' ? 'polygon' : null;
}
