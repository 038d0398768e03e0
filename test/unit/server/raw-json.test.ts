import { describe, expect, it } from 'vitest';
import { RawJson, stringifyWithRawJson } from '../../../src-server/http/raw-json.js';
import { AreaGeometryText } from '../../../src-server/domain/administrative-unit-repo.js';

const square = '{"type":"Polygon","coordinates":[[[8,46],[9,46],[9,47],[8,46]]]}';

describe('a response with JSON text spliced in (http/raw-json.ts)', () => {
  it('writes each RawJson as its text and everything else as JSON.stringify does', () => {
    const body = { data: [{ id: 1, name: 'Zürich "Stadt"', geometry: new RawJson(square) }, { id: 2, name: 'Bern', geometry: null }] };
    const text = stringifyWithRawJson(body);
    expect(JSON.parse(text)).toEqual({ data: [{ id: 1, name: 'Zürich "Stadt"', geometry: JSON.parse(square) }, { id: 2, name: 'Bern', geometry: null }] });
    expect(stringifyWithRawJson({ a: [1, 'x'] })).toBe(JSON.stringify({ a: [1, 'x'] }));
  });

  it('leaves a string that looks like a token a string', () => {
    const posing = '\u0000raw-json:0';
    const text = stringifyWithRawJson({ name: posing, geometry: new RawJson('{"type":"Polygon","coordinates":[]}'), other: '\u00000:0' });
    expect(JSON.parse(text)).toEqual({ name: posing, geometry: { type: 'Polygon', coordinates: [] }, other: '\u00000:0' });
  });

  it('keeps a boundary text usable as the declared geometry', () => {
    const geometry = new AreaGeometryText(square);
    expect(geometry.type).toBe('Polygon');
    expect(geometry.coordinates).toEqual([[[8, 46], [9, 46], [9, 47], [8, 46]]]);
    expect(stringifyWithRawJson({ geometry })).toBe(`{"geometry":${square}}`);
  });
});
