import { describe, expect, it } from 'vitest';
import { EN_HEMISPHERES } from './coordinate-format.js';
import { formatVertexLines, parseVertexLines } from './coordinate-list.js';

describe('the editor coordinate list', () => {
  const vertices: Array<[number, number]> = [[7.438632, 46.951083], [8.95, 46.0]];

  it('writes one vertex per line in LV95 or WGS84', () => {
    const lv95 = formatVertexLines(vertices, 'lv95', 'de-CH', EN_HEMISPHERES).split('\n');
    expect(lv95).toHaveLength(2);
    expect(lv95[0]).toMatch(/^2'600'000\.\d \/ 1'200'000\.\d$/);
    expect(formatVertexLines(vertices, 'wgs84', 'en-CH', EN_HEMISPHERES)).toBe('46.951083° N, 7.438632° E\n46.000000° N, 8.950000° E');
  });

  it('reads back what it writes, to about a decimetre (LV95) or better (WGS84)', () => {
    for (const crs of ['lv95', 'wgs84'] as const) {
      const parsed = parseVertexLines(formatVertexLines(vertices, crs, 'fr-CH', EN_HEMISPHERES), crs, EN_HEMISPHERES);
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) continue;
      parsed.vertices.forEach(([lon, lat], i) => {
        expect(lon).toBeCloseTo(vertices[i]![0], 5);
        expect(lat).toBeCloseTo(vertices[i]![1], 5);
      });
    }
  });

  it('skips blank lines and reports every bad line by its number', () => {
    const parsed = parseVertexLines("2'600'000 / 1'200'000\n\nhello\n600000 200000", 'lv95', EN_HEMISPHERES);
    expect(parsed).toEqual({ ok: false, errors: [{ line: 3, error: 'twoNumbers' }, { line: 4, error: 'outsideLv95' }] });
  });
});
