import type { FastifyRequest } from 'fastify';
import type { FeatureCollection, Point } from 'geojson';

/** True when the client asks for `application/geo+json` (Accept header) rather than JSON. */
export function wantsGeoJson(request: FastifyRequest): boolean {
  const accept = request.headers.accept ?? '';
  return /application\/geo\+json/i.test(accept);
}

/**
 * A list of flat records with `decimal_longitude`/`decimal_latitude` as a GeoJSON
 * FeatureCollection of Points (RFC 7946; WGS84 degrees). Records without coordinates get a null
 * geometry. The coordinates stay among the properties too, as in the JSON form.
 */
export function toPointCollection(rows: ReadonlyArray<Record<string, unknown>>, idField: string): FeatureCollection<Point | null> {
  return {
    type: 'FeatureCollection',
    features: rows.map((r) => ({
      type: 'Feature',
      id: r[idField] as number,
      geometry: typeof r.decimal_longitude === 'number' && typeof r.decimal_latitude === 'number'
        ? { type: 'Point', coordinates: [r.decimal_longitude, r.decimal_latitude] }
        : null,
      properties: r,
    })),
  };
}
