/**
 * The area of a drawn footprint (a relevé's plot), measured on the sphere: OpenLayers'
 * `getArea` of `ol/sphere` on the geometry in EPSG:3857, so Web Mercator's stretching (about
 * ×2 in area at 47° N) does not count. Points and lines have no area.
 */
import { getArea } from 'ol/sphere.js';
import { WEB_MERCATOR } from './crs.js';
import { readFootprint } from './wkt.js';

/** The area in square metres of a polygon footprint (`footprint_wkt`, EPSG:4326); null for none, points, lines or unreadable WKT. */
export function footprintAreaInSquareMeters(wkt: string | null): number | null {
  if (!wkt) return null;
  try {
    const geometry = readFootprint(wkt);
    const type = geometry.getType();
    if (type !== 'Polygon' && type !== 'MultiPolygon') return null;
    return getArea(geometry, { projection: WEB_MERCATOR });
  } catch {
    return null;
  }
}
