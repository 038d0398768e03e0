import Feature from 'ol/Feature.js';
import MultiPolygon from 'ol/geom/MultiPolygon.js';
import Polygon from 'ol/geom/Polygon.js';
import VectorSource from 'ol/source/Vector.js';
import type Style from 'ol/style/Style.js';
import { describe, expect, it } from 'vitest';
import { createLabelLayers, labelPoint } from './base-labels.js';
import { createBaseLayers } from './base-layers.js';
import { mapPalette } from './map-theme.js';

const square = (x: number, y: number, size: number): number[][][] => [[[x, y], [x + size, y], [x + size, y + size], [x, y + size], [x, y]]];

/** Whether a layer is drawn at view zoom `zoom` (OpenLayers: minZoom < zoom ≤ maxZoom). */
const shownAt = (layer: { getMinZoom(): number; getMaxZoom(): number }, zoom: number): boolean => zoom > layer.getMinZoom() && zoom <= layer.getMaxZoom();

describe('place names of the base map', () => {
  it('names a unit of several parts once, inside its largest part', () => {
    const feature = new Feature({ geometry: new MultiPolygon([square(0, 0, 10), square(100, 100, 1000)]), name: 'Schaffhausen' });
    const [x, y] = labelPoint(feature)!.getCoordinates();
    expect(x).toBeGreaterThan(100);
    expect(y).toBeGreaterThan(100);
    expect(labelPoint(new Feature({ geometry: new Polygon(square(0, 0, 10)) }))).not.toBeNull();
  });

  it('shows canton names over the country, district names regionally, municipality names close in', () => {
    const sources = { cantons: new VectorSource(), districts: new VectorSource(), municipalities: new VectorSource(), lakes: new VectorSource() };
    const [cantons, districts, municipalities, lakes] = createLabelLayers(sources, () => mapPalette(false));
    expect([8, 10, 12].map((zoom) => shownAt(cantons!, zoom))).toEqual([true, false, false]);
    expect([8, 10, 12].map((zoom) => shownAt(districts!, zoom))).toEqual([false, true, false]);
    expect([8, 10, 12].map((zoom) => shownAt(municipalities!, zoom))).toEqual([false, false, true]);
    expect([8, 10, 12].map((zoom) => shownAt(lakes!, zoom))).toEqual([false, true, true]);
    expect(cantons!.getDeclutter()).toBeTruthy();
  });

  it('writes each name in the palette of the theme', () => {
    const sources = { cantons: new VectorSource(), districts: new VectorSource(), municipalities: new VectorSource(), lakes: new VectorSource() };
    let dark = false;
    const [cantons] = createLabelLayers(sources, () => mapPalette(dark));
    const feature = new Feature({ geometry: new Polygon(square(0, 0, 10)), name: 'Zürich' });
    const styleOf = () => (cantons!.getStyleFunction()!(feature, 100) as Style).getText()!;
    expect(styleOf().getText()).toBe('ZÜRICH');
    expect(styleOf().getFill()!.getColor()).toBe(mapPalette(false).labelText);
    dark = true;
    expect(styleOf().getFill()!.getColor()).toBe(mapPalette(true).labelText);
  });
});

describe('the offline base layers', () => {
  it('draw the country border beneath the cantons and offer the names as a layer of their own', () => {
    const layers = createBaseLayers(() => mapPalette(false));
    expect(layers.cantons.map((layer) => layer.get('name'))).toEqual(['country-border', 'cantons']);
    expect(layers.cantons[0]!.getZIndex()).toBeLessThan(layers.cantons[1]!.getZIndex()!);
    expect(layers.labels.map((layer) => layer.get('name'))).toEqual(['canton-labels', 'district-labels', 'municipality-labels', 'lake-labels']);
  });
});
