import { describe, expect, it } from 'vitest';
import { writeWkt } from '../../../src-shared/domain/wkt.js';
import { computeFootprint, footprintFromGeometry } from '../../../src-server/geo/footprint.js';
import { lineGeometry, patchGeometry } from '../../../src-server/db/seed/places.js';
import { createRng } from '../../../src-server/db/seed/random.js';

describe('generated footprints from the geometry at hand', () => {
  // The generator skips writing WKT and parsing it back (generator.ts newSite): that holds only while the two agree.
  it('are what computeFootprint gives for their WKT, for patches and lines', () => {
    const rng = createRng(27);
    for (let i = 0; i < 500; i++) {
      const p: [number, number] = [Math.round((5.9 + rng.next() * 4.6) * 1e6) / 1e6, Math.round((45.8 + rng.next() * 2) * 1e6) / 1e6];
      const geometry = i % 2 ? patchGeometry(p, rng.float(3, 25), rng) : lineGeometry(p, rng.float(20, 60), rng);
      expect(footprintFromGeometry(geometry, null)).toEqual(computeFootprint(writeWkt(geometry), null));
    }
  });
});
