import { optionsFromCapabilities } from 'ol/source/WMTS.js';
import { describe, expect, it } from 'vitest';
import xml from '../../test/fixtures/map-layers/swisstopo-wmts-capabilities.xml?raw';
import { registerSwissProjections } from './crs.js';
import { parseCapabilities, wmtsExcerpt, wmtsLayerChoices } from './wmts-capabilities.js';

describe('a WMTS capabilities document in the layer manager', () => {
  registerSwissProjections();

  it('lists the layers the map can draw, with the Web Mercator matrix set', () => {
    const parsed = parseCapabilities(xml)!;
    expect(wmtsLayerChoices(parsed)).toEqual([
      { identifier: 'ch.swisstopo.pixelkarte-farbe', title: 'National Maps (colour)', matrix_set: '3857_18' },
      { identifier: 'ch.swisstopo.swissimage', title: 'SWISSIMAGE Background', matrix_set: '3857_18' },
    ]);
    expect(parseCapabilities('<Capabilities xmlns="http://www.opengis.net/wmts/1.0"><Contents/></Capabilities>')).toBeNull();
  });

  it('keeps an excerpt from which every map builds the same source, and whose tile host main allows', () => {
    const parsed = parseCapabilities(xml)!;
    const excerpt = JSON.parse(JSON.stringify(wmtsExcerpt(parsed, 'ch.swisstopo.swissimage', '3857_18'))) as Record<string, unknown>;
    expect((excerpt.Contents as { Layer: unknown[] }).Layer).toHaveLength(1);
    const options = optionsFromCapabilities(excerpt, { layer: 'ch.swisstopo.swissimage', matrixSet: '3857_18' })!;
    expect(options.urls).toEqual(['https://wmts.geo.admin.ch/1.0.0/ch.swisstopo.swissimage/default/{Time}/3857/{TileMatrix}/{TileCol}/{TileRow}.jpeg']);
    expect(options.dimensions).toEqual({ Time: 'current' });
    // where main reads the tile hosts of its CSP allow-list (src-main/map-layers/layer-origins.ts wmtsTileUrls)
    expect(excerpt).toMatchObject({
      Contents: { Layer: [{ ResourceURL: [{ template: expect.stringMatching(/^https:\/\/wmts\.geo\.admin\.ch\//) }] }] },
      OperationsMetadata: { GetTile: { DCP: { HTTP: { Get: [{ href: 'https://wmts.geo.admin.ch/' }] } } } },
    });
    expect(JSON.stringify(excerpt)).not.toContain('pixelkarte');
  });
});
