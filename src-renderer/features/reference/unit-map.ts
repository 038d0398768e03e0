/**
 * The administrative unit map's OpenLayers side: the desk's base map (map/map-setup.ts) with the
 * units' boundaries from the interface (`with_geometry`, GeoJSON in EPSG:4326, read into
 * EPSG:3857 once per unit set: unit-features.ts) on a VectorImage layer: it draws once per view
 * change and pans as one image, which keeps a frame of all 2,134 municipalities well under 17 ms
 * (bench/browse.bench.ts). The units
 * that match the search are tinted, the chosen one drawn in the selection colour; a click reports
 * the unit's id. Styles are cached per state; no reactive object is held. The units are this
 * map's records: they draw where other maps draw their observations, above the layers of one's
 * own; while they are municipalities, the base map's own municipality outlines step aside, or
 * each boundary would be drawn twice when zoomed in.
 */
import type Feature from 'ol/Feature.js';
import type Geometry from 'ol/geom/Geometry.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import VectorSource from 'ol/source/Vector.js';
import { Fill, Stroke, Style } from 'ol/style.js';
import type { AdministrativeUnit } from '../../../src-shared/contract/reference.js';
import { createDeskMap, type MapControlLabels } from '../../map/map-setup.js';
import type { MapPalette } from '../../map/map-theme.js';
import { showExtent } from '../../map/view-extent.js';
import { unitFeatureSource } from './unit-features.js';

/** The units' z-index: that of the other maps' records (cluster-layer.ts), above one's own layers (USER_LAYER_Z_INDEX, 6.x). */
export const UNIT_LAYER_Z_INDEX = 10;

/** The map's controls. */
export interface UnitMapController {
  /** Replaces the units shown (those without geometry are left out). */
  setUnits(units: readonly AdministrativeUnit[]): void;
  /** Tints the units of `ids` (the search's matches); null: no search, none tinted. */
  setMatches(ids: ReadonlySet<number> | null): void;
  /** Draws `id` as chosen and brings it into view (0: none). */
  choose(id: number): void;
  setDark(dark: boolean): void;
  updateSize(): void;
  dispose(): void;
}

/** The three looks of a unit, built once per palette. */
function unitStyles(palette: MapPalette): { plain: Style; match: Style; chosen: Style } {
  return {
    plain: new Style({ stroke: new Stroke({ color: palette.cantonStroke, width: 1 }), fill: new Fill({ color: 'rgba(0,0,0,0.001)' }) }),
    match: new Style({ stroke: new Stroke({ color: palette.clusterFill, width: 1.5 }), fill: new Fill({ color: `${palette.clusterFill}33` }) }),
    chosen: new Style({ stroke: new Stroke({ color: palette.selection, width: 3 }), fill: new Fill({ color: `${palette.selection}40` }), zIndex: 2 }),
  };
}

/**
 * Creates the unit map in `target`; `onChoose` gets the id of a clicked unit. Once the units set
 * last are drawn, `target` carries `data-drawn-units="<count>"`.
 */
export function createUnitMap(target: HTMLElement, onChoose: (id: number) => void, options: { dark: boolean; labels: MapControlLabels }): UnitMapController {
  const desk = createDeskMap(target, options);
  const { map } = desk;
  let styles = unitStyles(desk.palette());
  let matches: ReadonlySet<number> | null = null;
  let chosen = 0;
  let source = new VectorSource<Feature<Geometry>>();
  const layer = new VectorImageLayer({
    source,
    zIndex: UNIT_LAYER_Z_INDEX,
    properties: { name: 'administrative-units' },
    style: (feature) => {
      const id = feature.getId() as number;
      if (id === chosen) return styles.chosen;
      return matches?.has(id) ? styles.match : styles.plain;
    },
  });
  map.addLayer(layer);
  desk.fitSwitzerland();

  map.on('singleclick', (event) => {
    const hit = map.forEachFeatureAtPixel(event.pixel, (feature) => feature, { layerFilter: (candidate) => candidate === layer });
    const id = hit?.getId();
    if (typeof id === 'number') onChoose(id);
  });

  function showChosen(): void {
    const feature = chosen ? source.getFeatureById(chosen) : null;
    const geometry = feature?.getGeometry();
    if (geometry) showExtent(map.getView(), geometry.getExtent(), { padding: [32, 32, 32, 32], maxZoom: 13 });
  }

  return {
    setUnits(units) {
      source = unitFeatureSource(units);
      layer.setSource(source);
      desk.setBaseLayerVisible('municipalities', !units.some((unit) => unit.unit_type === 'municipality'));
      showChosen();
      // the page (and bench/browse.bench.ts, e2e) can tell when the boundaries are on screen
      delete target.dataset.drawnUnits;
      const count = source.getFeatures().length;
      map.once('rendercomplete', () => (target.dataset.drawnUnits = String(count)));
    },
    setMatches(ids) {
      matches = ids;
      layer.changed();
    },
    choose(id) {
      chosen = id;
      layer.changed();
      showChosen();
    },
    setDark(dark) {
      desk.setDark(dark);
      styles = unitStyles(desk.palette());
      layer.changed();
    },
    updateSize: () => map.updateSize(),
    dispose() {
      // the source outlives this map (unit-features.ts): let go of it, or it keeps the layer
      layer.dispose();
      desk.dispose();
    },
  };
}
