import { describe, expect, it } from 'vitest';
import { clusterFeatureId, readClusterTile } from './cluster-features.js';

describe('reading a cluster tile', () => {
  const tile = {
    type: 'FeatureCollection',
    features: [
      { type: 'Feature', geometry: { type: 'Point', coordinates: [828_000, 5_933_000] }, properties: { total: 42, cluster_id: 993, expansion_zoom: 9 } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: [829_000, 5_934_000] }, properties: { total: 1, occurrence_id: 17, extra: 'ignored' } },
      { type: 'Feature', geometry: { type: 'LineString', coordinates: [[0, 0], [1, 1]] }, properties: { total: 3 } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: ['a', 0] }, properties: { total: 2 } },
      { type: 'Feature', geometry: { type: 'Point', coordinates: [1, 2] }, properties: { total: 0 } },
      null,
    ],
  };

  it('keeps clusters and single observations, skipping what is malformed', () => {
    expect(readClusterTile(tile)).toEqual([
      { x: 828_000, y: 5_933_000, total: 42, clusterId: 993, expansionZoom: 9, occurrenceId: null },
      { x: 829_000, y: 5_934_000, total: 1, clusterId: null, expansionZoom: null, occurrenceId: 17 },
    ]);
  });

  it('reads anything that is not a FeatureCollection as empty', () => {
    expect(readClusterTile(null)).toEqual([]);
    expect(readClusterTile({ type: 'FeatureCollection' })).toEqual([]);
  });

  it('gives stable ids per key, so a cluster on a tile border is added once', () => {
    const [cluster, single] = readClusterTile(tile);
    expect(clusterFeatureId('3:8', cluster!)).toBe('3:8:c993');
    expect(clusterFeatureId('3:8', single!)).toBe('3:8:o17');
  });
});
