/**
 * Styles of footprints (points, lines, polygons from `footprint_wkt`) by validation status, the
 * selected ones with a halo in the selection colour drawn beneath. Cached per palette, status and
 * selection.
 */
import type { FeatureLike } from 'ol/Feature.js';
import LineString from 'ol/geom/LineString.js';
import MultiPoint from 'ol/geom/MultiPoint.js';
import Polygon from 'ol/geom/Polygon.js';
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import { statusColour, type MapPalette } from './map-theme.js';

/** `#rrggbb` with an alpha (0–1) as `rgba(…)`. */
export function withAlpha(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

const cache = new Map<string, Style[]>();

/** The styles of a footprint with validation code `validation` (null: none), selected or not. */
export function footprintStyle(palette: MapPalette, validation: number | null, selected: boolean): Style[] {
  const colour = statusColour(palette, validation);
  const key = `${colour}|${palette.selection}|${selected}`;
  let styles = cache.get(key);
  if (!styles) {
    const main = new Style({
      image: new CircleStyle({
        radius: selected ? 7 : 6,
        fill: new Fill({ color: colour }),
        stroke: new Stroke({ color: selected ? palette.selection : palette.pointOutline, width: selected ? 3 : 1.5 }),
      }),
      stroke: new Stroke({ color: colour, width: 2.5 }),
      fill: new Fill({ color: withAlpha(colour, 0.22) }),
      zIndex: selected ? 2 : 1,
    });
    styles = selected
      ? [new Style({ stroke: new Stroke({ color: palette.selection, width: 7 }), zIndex: 2 }), main]
      : [main];
    cache.set(key, styles);
  }
  return styles;
}

/** The style of the polygon being drawn or shown as the spatial filter. */
export function drawingStyle(palette: MapPalette): Style {
  const key = `drawing|${palette.drawing}`;
  let styles = cache.get(key);
  if (!styles) {
    styles = [
      new Style({
        stroke: new Stroke({ color: palette.drawing, width: 2, lineDash: [6, 4] }),
        fill: new Fill({ color: withAlpha(palette.drawing, 0.08) }),
        image: new CircleStyle({ radius: 5, fill: new Fill({ color: palette.drawing }), stroke: new Stroke({ color: palette.pointOutline, width: 1.5 }) }),
      }),
    ];
    cache.set(key, styles);
  }
  return styles[0]!;
}

/** The vertices of a line's or polygon's outer ring as points (EPSG:3857), to show them as handles. */
function vertices(feature: FeatureLike): MultiPoint | undefined {
  const geometry = feature.getGeometry();
  if (geometry instanceof Polygon) return new MultiPoint(geometry.getCoordinates()[0] ?? []);
  if (geometry instanceof LineString) return new MultiPoint(geometry.getCoordinates());
  return undefined;
}

/** The footprint being edited: like a selected footprint, with its vertices shown as handles. */
export function editedFootprintStyle(palette: MapPalette): Style[] {
  const key = `edited|${palette.selection}`;
  let styles = cache.get(key);
  if (!styles) {
    const handle = new Style({
      geometry: vertices,
      image: new CircleStyle({ radius: 4, fill: new Fill({ color: palette.pointOutline }), stroke: new Stroke({ color: palette.selection, width: 2 }) }),
      zIndex: 3,
    });
    styles = [...footprintStyle(palette, null, true), handle];
    cache.set(key, styles);
  }
  return styles;
}
