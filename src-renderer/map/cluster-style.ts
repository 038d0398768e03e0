/**
 * Styles of the cluster layer: a circle sized by the bucket of `total` with the count in it, one
 * small dot for a single observation. Styles are cached (by palette, bucket and label), so a
 * frame of clusters creates no style objects (part of the 17 ms frame budget, issue 4).
 */
import CircleStyle from 'ol/style/Circle.js';
import Fill from 'ol/style/Fill.js';
import Stroke from 'ol/style/Stroke.js';
import Style from 'ol/style/Style.js';
import Text from 'ol/style/Text.js';
import type { MapPalette } from './map-theme.js';

/** Upper bounds (exclusive) of the size buckets of `total`, and each bucket's radius in pixels. */
const BUCKETS: ReadonlyArray<readonly [number, number]> = [
  [2, 6],
  [10, 12],
  [100, 15],
  [1000, 19],
  [10_000, 23],
  [Infinity, 27],
];

/** The size bucket (0 for a single observation) of a cluster with `total` observations. */
export function clusterBucket(total: number): number {
  return BUCKETS.findIndex(([below]) => total < below);
}

/** The circle radius in pixels of a bucket. */
export function bucketRadius(bucket: number): number {
  return BUCKETS[Math.max(0, Math.min(bucket, BUCKETS.length - 1))]![1];
}

/** The count shown on a cluster: exact below 1,000, then `1.2k`, `12k`, `123k`, `1.2M`. */
export function clusterLabel(total: number): string {
  if (total < 1000) return String(total);
  const [value, unit] = total < 1_000_000 ? [total / 1000, 'k'] : [total / 1_000_000, 'M'];
  return `${value < 10 ? Math.floor(value * 10) / 10 : Math.floor(value)}${unit}`;
}

const cache = new Map<string, Style>();

/**
 * The style of a cluster (`total` > 1) or a single observation (`total` = 1, drawn as a dot,
 * ringed in the selection colour when `selected`), from the cache.
 */
export function clusterStyle(palette: MapPalette, total: number, selected: boolean): Style {
  const bucket = clusterBucket(total);
  const label = bucket === 0 ? '' : clusterLabel(total);
  const key = `${palette.clusterFill}|${bucket}|${label}|${selected}`;
  let style = cache.get(key);
  if (!style) {
    const radius = bucketRadius(bucket);
    style = new Style({
      image: new CircleStyle({
        radius: selected ? radius + 2 : radius,
        fill: new Fill({ color: palette.clusterFill }),
        stroke: new Stroke({ color: selected ? palette.selection : palette.clusterStroke, width: selected ? 3 : 2 }),
      }),
      text: label
        ? new Text({ text: label, font: '600 12px system-ui, sans-serif', fill: new Fill({ color: palette.clusterText }), overflow: true })
        : undefined,
    });
    if (cache.size > 4000) cache.clear();
    cache.set(key, style);
  }
  return style;
}
