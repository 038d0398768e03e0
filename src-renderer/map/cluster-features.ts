/**
 * The features of a cluster tile (`observations.clusterTile`, ARCHITECTURE.md "clustered tiles"):
 * a GeoJSON FeatureCollection of Point features in EPSG:3857 metres with `total`, and either
 * `cluster_id` + `expansion_zoom` (a cluster) or `occurrence_id` (one observation). Read here
 * into plain, checked records; anything malformed is skipped, unknown properties are ignored.
 */

/** One cluster or single observation of a tile; `x`, `y` in EPSG:3857 metres. */
export interface ClusterRecord {
  x: number;
  y: number;
  total: number;
  /** Set for a cluster (total > 1). */
  clusterId: number | null;
  /** Grid zoom at which the cluster splits (the service's `expansion_zoom`), for clusters. */
  expansionZoom: number | null;
  /** Set for a single observation (total = 1). */
  occurrenceId: number | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const finite = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** Reads the records of a tile answer (a FeatureCollection as plain JSON). */
export function readClusterTile(collection: unknown): ClusterRecord[] {
  if (!isRecord(collection) || !Array.isArray(collection.features)) return [];
  const records: ClusterRecord[] = [];
  for (const feature of collection.features as unknown[]) {
    if (!isRecord(feature) || !isRecord(feature.geometry) || feature.geometry.type !== 'Point') continue;
    const coordinates = feature.geometry.coordinates;
    if (!Array.isArray(coordinates)) continue;
    const [x, y] = [finite(coordinates[0]), finite(coordinates[1])];
    const properties = isRecord(feature.properties) ? feature.properties : {};
    const total = finite(properties.total) ?? 1;
    if (x === null || y === null || total < 1) continue;
    const occurrenceId = total === 1 ? finite(properties.occurrence_id) : null;
    records.push({
      x,
      y,
      total,
      clusterId: total > 1 ? finite(properties.cluster_id) : null,
      expansionZoom: total > 1 ? finite(properties.expansion_zoom) : null,
      occurrenceId,
    });
  }
  return records;
}

/** A stable feature id of a record within one key (`generation:z`), so duplicates at tile borders are dropped. */
export function clusterFeatureId(key: string, record: ClusterRecord): string {
  if (record.occurrenceId !== null) return `${key}:o${record.occurrenceId}`;
  if (record.clusterId !== null) return `${key}:c${record.clusterId}`;
  return `${key}:@${Math.round(record.x)},${Math.round(record.y)}`;
}
