/**
 * Sizes, transfer rates and times left of the upload queue as people read them, in the UI
 * language's regional conventions (`12.3 MB`, `3,2 MB/s`, `1 min 5 s`). Binary multiples
 * (1 MB = 1024 × 1024 bytes), as main's messages count them.
 */
import { displayLocale } from './format.js';

const UNITS = [
  { unit: 'gigabyte', bytes: 1024 ** 3 },
  { unit: 'megabyte', bytes: 1024 ** 2 },
  { unit: 'kilobyte', bytes: 1024 },
] as const;

function unitFormat(language: string, unit: string, digits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(displayLocale(language), { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: digits });
}

/** `bytes` (≥ 0) as `512 byte`, `12 kB`, `3.4 MB`, `1.25 GB`: one decimal from MB on, two for GB. */
export function formatBytes(bytes: number, language: string): string {
  const size = UNITS.find((entry) => bytes >= entry.bytes);
  if (!size) return unitFormat(language, 'byte', 0).format(Math.max(0, Math.round(bytes)));
  const digits = size.unit === 'gigabyte' ? 2 : size.unit === 'megabyte' ? 1 : 0;
  return unitFormat(language, size.unit, digits).format(bytes / size.bytes);
}

/** A rate in bytes per second as `850 kB/s` or `3.2 MB/s`. */
export function formatRate(bytesPerSecond: number, language: string): string {
  const perSecond = bytesPerSecond >= 1024 ** 2 ? { unit: 'megabyte-per-second', bytes: 1024 ** 2, digits: 1 } : { unit: 'kilobyte-per-second', bytes: 1024, digits: 0 };
  return unitFormat(language, perSecond.unit, perSecond.digits).format(bytesPerSecond / perSecond.bytes);
}

/** A duration in milliseconds, rounded up to whole seconds: `8 sec`, `2 min 5 sec`, `1 hr 4 min` (the language's short units). */
export function formatDuration(ms: number, language: string): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const rest = seconds % 60;
  const part = (value: number, unit: string): string => unitFormat(language, unit, 0).format(value);
  if (hours > 0) return `${part(hours, 'hour')} ${part(minutes, 'minute')}`;
  if (minutes > 0) return `${part(minutes, 'minute')} ${part(rest, 'second')}`;
  return part(rest, 'second');
}

/** Share of `sent` in `total` as a whole percentage 0–100 (100 for an empty file). */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 100;
  return Math.max(0, Math.min(100, Math.floor((sent / total) * 100)));
}
