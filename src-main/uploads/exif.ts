/**
 * Capture time and GPS position of a photo (issue 5 "EXIF help") with exifr, a maintained reader
 * that reads only the segments it needs (a few KiB of a file, not the whole image). JPEG, TIFF,
 * HEIC, AVIF, PNG and WebP carry EXIF; anything else gives nulls.
 */
import exifr from 'exifr';
import type { ExifInfo } from '../../src-shared/contract/documents.js';

/** An {@link ExifInfo} with every field null. */
export const NO_EXIF: ExifInfo = { captured_at: null, longitude: null, latitude: null };

const EXIF_DATE = /^(\d{4}):(\d{2}):(\d{2})[ T](\d{2}):(\d{2}):(\d{2})/;
const OFFSET = /^[+-]\d{2}:\d{2}$/;

/**
 * EXIF `YYYY:MM:DD HH:MM:SS` (+ the `OffsetTime*` tag of EXIF 2.31 when present) as ISO 8601:
 * `2024-05-17T10:42:00+02:00`, or without offset (camera local time) when the photo has none.
 * Null for anything else (zeros, "    :  :  ", other text).
 */
export function exifDateToIso(value: unknown, offset: unknown): string | null {
  const match = typeof value === 'string' ? EXIF_DATE.exec(value) : null;
  if (!match || match[1] === '0000') return null;
  const [, y, mo, d, h, mi, s] = match;
  const iso = `${y}-${mo}-${d}T${h}:${mi}:${s}`;
  if (Number.isNaN(Date.parse(`${iso}Z`))) return null;
  return typeof offset === 'string' && OFFSET.test(offset.trim()) ? `${iso}${offset.trim()}` : iso;
}

const finiteIn = (value: unknown, limit: number): number | null =>
  typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= limit ? value : null;

/**
 * Reads `DateTimeOriginal` (else `CreateDate`) with its offset, and the GPS position in WGS84
 * decimal degrees (exifr applies the N/S, E/W references). `source` is a file path or the first
 * bytes of a file. Never throws: an unreadable or EXIF-less file gives {@link NO_EXIF}; a
 * position of exactly 0/0 (cameras without fix) counts as none.
 */
export async function readExif(source: string | Uint8Array): Promise<ExifInfo> {
  let tags: Record<string, unknown> | undefined;
  try {
    tags = (await exifr.parse(source instanceof Uint8Array ? Buffer.from(source.buffer, source.byteOffset, source.byteLength) : source, {
      reviveValues: false,
      gps: true,
      tiff: true,
      exif: true,
      xmp: false,
      icc: false,
      iptc: false,
      pick: ['DateTimeOriginal', 'CreateDate', 'OffsetTimeOriginal', 'OffsetTimeDigitized', 'OffsetTime', 'GPSLatitude', 'GPSLatitudeRef', 'GPSLongitude', 'GPSLongitudeRef'],
    })) as Record<string, unknown> | undefined;
  } catch {
    return NO_EXIF;
  }
  if (!tags) return NO_EXIF;
  const captured_at =
    exifDateToIso(tags.DateTimeOriginal, tags.OffsetTimeOriginal ?? tags.OffsetTime) ??
    exifDateToIso(tags.CreateDate, tags.OffsetTimeDigitized ?? tags.OffsetTime);
  let latitude = finiteIn(tags.latitude, 90);
  let longitude = finiteIn(tags.longitude, 180);
  if (latitude === 0 && longitude === 0) latitude = longitude = null;
  if (latitude === null || longitude === null) latitude = longitude = null;
  return { captured_at, longitude, latitude };
}
