import { describe, expect, it } from 'vitest';
import { footprintAreaInSquareMeters } from './footprint-area.js';

describe('footprintAreaInSquareMeters', () => {
  it('measures a polygon on the ground, not in Web Mercator metres', () => {
    // 0.01° × 0.01° at 46.5° N: about 1,112 m × 766 m on the ground.
    const area = footprintAreaInSquareMeters('POLYGON((8.9 46.5,8.91 46.5,8.91 46.51,8.9 46.51,8.9 46.5))')!;
    expect(area).toBeGreaterThan(0.84e6);
    expect(area).toBeLessThan(0.86e6);
  });

  it('has no area for points, lines, nothing or unreadable text', () => {
    expect(footprintAreaInSquareMeters('POINT(8.9 46.5)')).toBeNull();
    expect(footprintAreaInSquareMeters('LINESTRING(8.9 46.5,8.91 46.5)')).toBeNull();
    expect(footprintAreaInSquareMeters(null)).toBeNull();
    expect(footprintAreaInSquareMeters('POLYGON((')).toBeNull();
  });
});
