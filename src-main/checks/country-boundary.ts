/**
 * Switzerland's boundary for the footprint check: the union of the shipped canton boundaries
 * (resources/demo/admin-units/cantons-2024.wgs84.geojson, BFS GEOSTAT / swisstopo, generalised;
 * WGS84). Point-in-polygon by @turf/boolean-point-in-polygon after a bounding-box test per canton.
 */
import bbox from '@turf/bbox';
import booleanPointInPolygon from '@turf/boolean-point-in-polygon';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';

/** A country's boundary as polygons with their bounding boxes, ready for point tests. */
export class CountryBoundary {
  private readonly parts: { feature: Feature<Polygon | MultiPolygon>; box: number[] }[];

  /** @param boundary (Multi)Polygon features in WGS84 whose union is the country (e.g. its cantons). */
  constructor(readonly country_code: 'CH', boundary: FeatureCollection<Polygon | MultiPolygon>) {
    this.parts = boundary.features.map((feature) => ({ feature, box: bbox(feature) }));
  }

  /** True when the WGS84 point lies inside the country or on its boundary. */
  contains(longitude: number, latitude: number): boolean {
    for (const { feature, box } of this.parts) {
      if (longitude < box[0]! || latitude < box[1]! || longitude > box[2]! || latitude > box[3]!) continue;
      if (booleanPointInPolygon([longitude, latitude], feature)) return true;
    }
    return false;
  }
}

/**
 * Reads the shipped canton boundaries (through the reference service's resource reader, which
 * the packaged app points at its own copy of resources/demo). Throws when the file is missing.
 */
export async function loadSwitzerland(): Promise<CountryBoundary> {
  const { DEFAULT_RESOURCES_DIR, readAdminGeojson, resourcePaths } = await import('../../src-server/db/seed/resources.js');
  return new CountryBoundary('CH', readAdminGeojson(resourcePaths(DEFAULT_RESOURCES_DIR).cantonsGeojson));
}
