/** The part of shpjs 6 used here (it ships no types): a zipped Shapefile to GeoJSON, reprojected to WGS84 with its `.prj`. */
declare module 'shpjs' {
  import type { FeatureCollection } from 'geojson';

  /** One FeatureCollection per layer (`fileName` names its layer when the zip holds several). */
  type Layer = FeatureCollection & { fileName?: string };
  /** Reads a zip (ArrayBuffer) holding .shp, .dbf and usually .prj; rejects on a broken zip or shapefile. */
  export function parseZip(buffer: ArrayBuffer): Promise<Layer | Layer[]>;
}
