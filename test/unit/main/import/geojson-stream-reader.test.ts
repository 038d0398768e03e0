/**
 * The streaming GeoJSON reader (src-main/import/readers/geojson.ts) on crafted files: the
 * collection's members in any order, a single Feature, a file truncated inside a feature and a
 * stray character (the message names the file and the line and column), and a large collection
 * read with a flat live heap (measured after a forced collection: V8's `gc`, exposed for this file).
 */
import { createWriteStream, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { finished } from 'node:stream/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { openGeojson } from '../../../../src-main/import/readers/geojson.js';
import { allRows, sourceFailure } from './source-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'geojson-stream-'));

const feature = (i: number): string =>
  JSON.stringify({ type: 'Feature', properties: { scientificName: `Carex ${i}`, individualCount: i }, geometry: { type: 'Point', coordinates: [8.9 + i / 1e6, 46] } });

describe('streaming GeoJSON reader', () => {
  it('reads a collection whose "type" comes after its features, nested "features" and "type" keys left alone, and a single Feature', async () => {
    const path = join(dir, 'late-type.geojson');
    writeFileSync(path, `{"name": "x", "features": [${feature(1)}, {"type": "Feature", "properties": {"features": [1], "type": "t"}, "geometry": null}], "bbox": [0, 0, 1, 1], "type": "FeatureCollection"}`);
    const source = await openGeojson(path);
    expect(source.columns).toEqual(['scientificName', 'individualCount', 'features', 'type', 'footprint_wkt']);
    expect(await allRows(source)).toEqual([
      { row_number: 1, values: { scientificName: 'Carex 1', individualCount: '1', features: '', type: '', footprint_wkt: 'POINT (8.900001 46)' } },
      { row_number: 2, values: { scientificName: '', individualCount: '', features: '[1]', type: 't', footprint_wkt: '' } },
    ]);

    const single = join(dir, 'single.geojson');
    writeFileSync(single, feature(7));
    expect((await allRows(await openGeojson(single))).map((row) => row.values.scientificName)).toEqual(['Carex 7']);
  });

  it('names the file and the line and column of a file cut inside its third feature, or with a stray character', async () => {
    const path = join(dir, 'cut.geojson');
    const text = `{"type": "FeatureCollection",\n"features": [\n${feature(1)},\n${feature(2)},\n${feature(3)}]}`;
    writeFileSync(path, text.slice(0, text.lastIndexOf('"coordinates"')));
    const cut = await sourceFailure(openGeojson(path));
    expect(cut).toMatchObject({ code: 'bad-json', file_name: 'cut.geojson' });
    expect(cut.message).toMatch(/^cut\.geojson: Not valid JSON at line 5, column \d+ \(byte \d+\): /);

    const stray = join(dir, 'stray.geojson');
    writeFileSync(stray, `{"type": "FeatureCollection", "features": [\n${feature(1)},\n  x${feature(2)}]}`);
    const failure = await sourceFailure(openGeojson(stray));
    expect(failure).toMatchObject({ code: 'bad-json', file_name: 'stray.geojson' });
    expect(failure.message).toContain('at line 3, column 3 (byte');
  });

  it('reads a large collection one feature at a time: the live heap stays flat, far below the file', async () => {
    setFlagsFromString('--expose-gc');
    const gc = runInNewContext('gc') as () => void;
    const path = join(dir, 'large.geojson');
    const out = createWriteStream(path);
    const count = 40_000;
    out.write('{"type": "FeatureCollection", "features": [');
    for (let i = 0; i < count; i += 1) {
      if (!out.write(`${i ? ',' : ''}${feature(i)}`)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    out.end(']}');
    await finished(out);
    const fileBytes = out.bytesWritten;
    gc();
    const before = process.memoryUsage().heapUsed;
    const source = await openGeojson(path);
    gc();
    let peak = process.memoryUsage().heapUsed;
    let rows = 0;
    for await (const _ of source.rows()) {
      rows += 1;
      if (rows % 10_000 === 0) {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }
    }
    expect(rows).toBe(count);
    expect(fileBytes).toBeGreaterThan(5 * 1024 * 1024);
    // parsed whole, the text alone would hold the file's size, the features several times more
    expect(peak - before).toBeLessThan(4 * 1024 * 1024);
  }, 60_000);
});
