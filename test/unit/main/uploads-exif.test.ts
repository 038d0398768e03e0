/**
 * EXIF help (src-main/uploads/exif.ts) on JPEGs made with sharp: capture time with and without
 * offset, GPS position with its hemisphere, photos without EXIF, files that are no images; and
 * the suggestion circle (src-main/domains/documents-suggest.ts).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import distance from '@turf/distance';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Polygon } from 'geojson';
import { circleWkt } from '../../../src-main/domains/documents-suggest.js';
import { readWkt } from '../../../src-shared/domain/wkt.js';
import { exifDateToIso, readExif } from '../../../src-main/uploads/exif.js';

let dir: string;
const jpeg = (exif?: Record<string, Record<string, string>>) => {
  const image = sharp({ create: { width: 32, height: 24, channels: 3, background: '#5a8' } }).jpeg();
  return (exif ? image.withExif(exif) : image).toBuffer();
};

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'exif-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readExif', () => {
  it('reads the capture time with its offset and the GPS position in decimal degrees', async () => {
    const path = join(dir, 'generoso.jpg');
    writeFileSync(path, await jpeg({
      IFD0: { Make: 'Desk' },
      IFD2: { DateTimeOriginal: '2024:05:17 10:42:07', OffsetTimeOriginal: '+02:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 55/1 4500/100', GPSLongitudeRef: 'E', GPSLongitude: '9/1 1/1 12/1' },
    }));
    const exif = await readExif(path);
    expect(exif.captured_at).toBe('2024-05-17T10:42:07+02:00');
    expect(exif.latitude).toBeCloseTo(45 + 55 / 60 + 45 / 3600, 6);
    expect(exif.longitude).toBeCloseTo(9 + 1 / 60 + 12 / 3600, 6);
    // the same from the first bytes of the file (a stored document)
    expect(await readExif(new Uint8Array(await readFile(path)))).toEqual(exif);
  });

  it('applies the southern and western hemispheres, and keeps a time without offset as local time', async () => {
    const path = join(dir, 'south.jpg');
    writeFileSync(path, await jpeg({
      IFD2: { DateTimeOriginal: '2023:12:01 06:00:00' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '33/1 52/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '70/1 30/1 0/1' },
    }));
    expect(await readExif(path)).toEqual({ captured_at: '2023-12-01T06:00:00', latitude: expect.closeTo(-33.8667, 3), longitude: expect.closeTo(-70.5, 6) });
  });

  it('gives nulls for a photo without EXIF, a text file and a missing file', async () => {
    const plain = join(dir, 'plain.jpg');
    writeFileSync(plain, await jpeg());
    const text = join(dir, 'notes.txt');
    writeFileSync(text, 'not an image');
    const none = { captured_at: null, longitude: null, latitude: null };
    expect(await readExif(plain)).toEqual(none);
    expect(await readExif(text)).toEqual(none);
    expect(await readExif(join(dir, 'missing.jpg'))).toEqual(none);
  });

  it('parses EXIF dates strictly', () => {
    expect(exifDateToIso('2024:05:17 10:42:07', '-04:00')).toBe('2024-05-17T10:42:07-04:00');
    expect(exifDateToIso('2024:05:17 10:42:07', 'bogus')).toBe('2024-05-17T10:42:07');
    expect(exifDateToIso('0000:00:00 00:00:00', null)).toBeNull();
    expect(exifDateToIso('    :  :     :  :  ', null)).toBeNull();
    expect(exifDateToIso('2024:13:45 10:42:07', null)).toBeNull();
    expect(exifDateToIso(20240517, null)).toBeNull();
  });
});

describe('circleWkt', () => {
  it('is a closed 33-position ring whose every vertex lies 500 m from the centre', () => {
    const wkt = circleWkt(8.95, 46.01, 500);
    const polygon = readWkt(wkt);
    expect(polygon.type).toBe('Polygon');
    const ring = (polygon as Polygon).coordinates[0]! as Array<[number, number]>;
    expect(ring).toHaveLength(33);
    expect(ring[0]).toEqual(ring[32]);
    for (const vertex of ring) expect(distance([8.95, 46.01], vertex, { units: 'kilometers' }) * 1000).toBeCloseTo(500, -1);
  });
});
