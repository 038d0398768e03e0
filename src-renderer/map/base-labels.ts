/**
 * Place names of the offline base map (issue 17, item 5), each kind at the zooms where it reads:
 * canton names over the whole country, district names from the regional view, municipality names
 * close in, lake names from the regional view — so that the map is more than bare outlines.
 * Each name sits at an interior point of its unit's largest part (a canton of several pieces is
 * named once), names that would overlap are left out (OpenLayers' declutter), and the layers are
 * image layers drawn when the view rests, like the boundaries. Canton, municipality and lake
 * names share the boundaries' sources; district names read districts-2024 (fetched only from
 * {@link DISTRICT_LABELS_MIN_ZOOM}).
 */
import type Feature from 'ol/Feature.js';
import type { FeatureLike } from 'ol/Feature.js';
import type MultiPolygon from 'ol/geom/MultiPolygon.js';
import type Point from 'ol/geom/Point.js';
import type Polygon from 'ol/geom/Polygon.js';
import VectorImageLayer from 'ol/layer/VectorImage.js';
import type VectorSource from 'ol/source/Vector.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import type { MapPalette } from './map-theme.js';

/** View zooms (OpenLayers' 256-px levels) between which each kind of name is shown: from (exclusive) … to (inclusive). */
export const CANTON_LABELS_MIN_ZOOM = 6.5;
export const DISTRICT_LABELS_MIN_ZOOM = 9.5;
export const MUNICIPALITY_LABELS_MIN_ZOOM = 11.5;
export const LAKE_LABELS_MIN_ZOOM = 8.5;

/**
 * z-index of the names: above the online background (5) and the layers of one's own (6.x,
 * ./user-layers.ts), so that names stay readable over them; below the observations (10).
 */
export const PLACE_LABELS_Z_INDEX = 8;

/** The kinds of names, each with its lettering. */
export type LabelKind = 'canton' | 'district' | 'municipality' | 'lake';

const FONTS: Record<LabelKind, string> = {
  canton: '600 14px system-ui, sans-serif',
  district: 'italic 12px system-ui, sans-serif',
  municipality: '12px system-ui, sans-serif',
  lake: 'italic 12px system-ui, sans-serif',
};

const labelPoints = new WeakMap<FeatureLike, Point | null>();

/**
 * Where a unit's name goes: the interior point of its polygon, or of the largest polygon of a
 * multipolygon (OpenLayers would name every part); null for other geometries.
 */
export function labelPoint(feature: FeatureLike): Point | null {
  if (labelPoints.has(feature)) return labelPoints.get(feature)!;
  const geometry = feature.getGeometry();
  let point: Point | null = null;
  if (geometry?.getType() === 'Polygon') point = (geometry as Polygon).getInteriorPoint();
  else if (geometry?.getType() === 'MultiPolygon') {
    const parts = (geometry as MultiPolygon).getPolygons();
    const largest = parts.reduce<Polygon | null>((best, part) => (!best || part.getArea() > best.getArea() ? part : best), null);
    point = largest?.getInteriorPoint() ?? null;
  }
  labelPoints.set(feature, point);
  return point;
}

/** The text of a name in the style of its kind. */
function labelStyle(kind: LabelKind, name: string, palette: MapPalette): Style {
  return new Style({
    geometry: (feature) => labelPoint(feature) ?? undefined,
    text: new Text({
      text: kind === 'canton' ? name.toLocaleUpperCase('de-CH') : name,
      font: FONTS[kind],
      fill: new Fill({ color: kind === 'lake' ? palette.lakeLabelText : palette.labelText }),
      stroke: new Stroke({ color: palette.labelHalo, width: 3 }),
      padding: [2, 4, 2, 4],
    }),
  });
}

/** A label layer of `kind` over `source` (features with a `name` property). */
function labelLayer(kind: LabelKind, source: VectorSource<Feature>, palette: () => MapPalette, zooms: { min: number; max?: number }): VectorImageLayer<VectorSource<Feature>> {
  const styles = new Map<string, Style>();
  return new VectorImageLayer({
    source,
    zIndex: PLACE_LABELS_Z_INDEX,
    imageRatio: 1.5,
    declutter: true,
    minZoom: zooms.min,
    ...(zooms.max === undefined ? {} : { maxZoom: zooms.max }),
    style: (feature) => {
      const name = feature.get('name') as unknown;
      if (typeof name !== 'string' || !name) return undefined;
      const p = palette();
      const key = `${name}|${p.labelText}`;
      let style = styles.get(key);
      if (!style) styles.set(key, (style = labelStyle(kind, name, p)));
      return style;
    },
    properties: { name: `${kind}-labels` },
  });
}

/** The sources the names are read from (EPSG:3857 features with `name`). */
export interface LabelSources {
  cantons: VectorSource<Feature>;
  districts: VectorSource<Feature>;
  municipalities: VectorSource<Feature>;
  lakes: VectorSource<Feature>;
}

/** The label layers, canton to municipality, then lakes (see the file comment). */
export function createLabelLayers(sources: LabelSources, palette: () => MapPalette): Array<VectorImageLayer<VectorSource<Feature>>> {
  return [
    labelLayer('canton', sources.cantons, palette, { min: CANTON_LABELS_MIN_ZOOM, max: DISTRICT_LABELS_MIN_ZOOM }),
    labelLayer('district', sources.districts, palette, { min: DISTRICT_LABELS_MIN_ZOOM, max: MUNICIPALITY_LABELS_MIN_ZOOM }),
    labelLayer('municipality', sources.municipalities, palette, { min: MUNICIPALITY_LABELS_MIN_ZOOM }),
    labelLayer('lake', sources.lakes, palette, { min: LAKE_LABELS_MIN_ZOOM }),
  ];
}
