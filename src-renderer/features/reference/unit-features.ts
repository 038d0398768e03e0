/**
 * The administrative units' boundaries as OpenLayers features, built once per unit set: a
 * VectorSource of one feature per unit with a geometry (id = the unit's `id`, property `name`),
 * read from the interface's GeoJSON (`with_geometry`, EPSG:4326) into EPSG:3857. Every map of the
 * same set shares it, so opening the screen again neither parses 2,134 boundaries again nor loses
 * OpenLayers' simplified geometries of the last zoom (both are most of a warm draw;
 * bench/browse.bench.ts). Plain objects outside Vue: a set is the data layer's frozen answer,
 * so the source lives as long as that answer is cached (a WeakMap entry).
 */
import Feature from 'ol/Feature.js';
import GeoJSON from 'ol/format/GeoJSON.js';
import type Geometry from 'ol/geom/Geometry.js';
import VectorSource from 'ol/source/Vector.js';
import type { AdministrativeUnit } from '../../../src-shared/contract/reference.js';
import { WEB_MERCATOR, WGS84 } from '../../map/crs.js';

const format = new GeoJSON({ dataProjection: WGS84, featureProjection: WEB_MERCATOR });
const sources = new WeakMap<readonly AdministrativeUnit[], VectorSource<Feature<Geometry>>>();

/**
 * The features of `units` (units without geometry left out), built on the first call for this
 * array and answered from the cache for every later one. The caller must not add or remove
 * features: other maps show the same source.
 */
export function unitFeatureSource(units: readonly AdministrativeUnit[]): VectorSource<Feature<Geometry>> {
  let source = sources.get(units);
  if (!source) {
    const features = units.flatMap((unit) => {
      if (!unit.geometry) return [];
      const feature = new Feature<Geometry>({ geometry: format.readGeometry(unit.geometry) as Geometry, name: unit.name });
      feature.setId(unit.id);
      return [feature];
    });
    // `overlaps: false`: units tile the country, so OpenLayers may batch their fills and strokes
    source = new VectorSource<Feature<Geometry>>({ features, overlaps: false });
    sources.set(units, source);
  }
  return source;
}
