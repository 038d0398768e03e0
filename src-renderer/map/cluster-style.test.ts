import { describe, expect, it } from 'vitest';
import { bucketRadius, clusterBucket, clusterLabel } from './cluster-style.js';

describe('cluster symbols', () => {
  it('sizes circles by buckets of total', () => {
    expect([1, 2, 9, 10, 99, 100, 999, 1000, 9999, 10_000, 1e6].map(clusterBucket)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    const radii = [0, 1, 2, 3, 4, 5].map(bucketRadius);
    expect([...radii].sort((a, b) => a - b)).toEqual(radii);
    expect(bucketRadius(99)).toBe(bucketRadius(5));
  });

  it('abbreviates large counts', () => {
    expect([2, 999, 1000, 1234, 9999, 12_345, 123_456, 1_234_567].map(clusterLabel)).toEqual(['2', '999', '1k', '1.2k', '9.9k', '12k', '123k', '1.2M']);
  });
});
