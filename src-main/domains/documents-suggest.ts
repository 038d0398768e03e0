/**
 * EXIF-based suggestions when attaching a photo (issue 5 item 4): the observations of the same
 * day within {@link SUGGEST_RADIUS_IN_METERS} of where it was taken. One `GET /observations` with
 * `event_date[gte]` and `event_date[lte]` = the capture day (calendar days as recorded,
 * docs/interface-notes.md "date filters"), `footprint_wkt[eq]` = a 32-sided polygon approximating
 * the circle in WGS84 (intersects the footprint) and `right=write` (attaching needs it), sorted by
 * the distance of each observation's representative point (decimal_longitude/latitude).
 */
import circle from '@turf/circle';
import distance from '@turf/distance';
import { SUGGEST_RADIUS_IN_METERS, type ExifInfo, type ObservationSuggestions } from '../../src-shared/contract/documents.js';
import { polygonOf, writeWkt } from '../../src-shared/domain/wkt.js';
import { errorFromResponse, type ApiClient } from '../api/client.js';
import { readExif, NO_EXIF } from '../uploads/exif.js';
import type { ObservationsDomain } from './observations.js';

/** Bytes of a stored document read to find its EXIF (JPEG and TIFF keep it near the start). */
export const EXIF_HEAD_BYTES = 256 * 1024;
/** Observations fetched before sorting by distance. */
const CANDIDATES = 200;

/**
 * The WKT POLYGON (EPSG:4326, closed ring of 33 positions) of the circle of `radius_in_meters`
 * around `longitude`/`latitude`.
 */
export function circleWkt(longitude: number, latitude: number, radius_in_meters: number): string {
  const ring = circle([longitude, latitude], radius_in_meters / 1000, { steps: 32, units: 'kilometers' }).geometry.coordinates[0]!;
  return writeWkt(polygonOf(ring), 7);
}

/**
 * Reads the first {@link EXIF_HEAD_BYTES} of document `docId`'s file (`Range: bytes=0-…`; a
 * service that ignores the range is read only that far). Throws DeskError for 403/404.
 */
export async function documentHead(api: ApiClient, docId: number): Promise<Uint8Array> {
  const response = await api.fetchResponse({ path: `/rest/v5/docs/${docId}/file`, headers: { range: `bytes=0-${EXIF_HEAD_BYTES - 1}` }, timeoutMs: 30_000 });
  if (response.status >= 400) throw await errorFromResponse(response);
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = response.body?.getReader();
  while (reader && length < EXIF_HEAD_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.byteLength;
  }
  await reader?.cancel().catch(() => undefined);
  return Buffer.concat(chunks).subarray(0, EXIF_HEAD_BYTES);
}

/** What {@link suggestObservations} needs. */
export interface SuggestDeps {
  api: ApiClient;
  observations: ObservationsDomain;
}

/**
 * The suggestions for a local file (`path`) or a stored document (`doc_id`); at most `limit`,
 * nearest first. Without an EXIF date or position nothing is searched and `reason` says why.
 * Throws DeskError from the service (e.g. `forbidden` on the document).
 */
export async function suggestObservations(
  deps: SuggestDeps,
  input: { path?: string; doc_id?: number; limit: number },
): Promise<ObservationSuggestions> {
  let exif: ExifInfo;
  if (input.path !== undefined) exif = await readExif(input.path);
  else exif = input.doc_id !== undefined ? await readExif(await documentHead(deps.api, input.doc_id)) : NO_EXIF;
  const none = (reason: ObservationSuggestions['reason']): ObservationSuggestions => ({ exif, observations: [], distances_in_meters: [], reason });
  if (exif.captured_at === null && exif.longitude === null) return none('unreadable');
  if (exif.captured_at === null) return none('no-exif-date');
  if (exif.longitude === null || exif.latitude === null) return none('no-exif-position');
  const day = exif.captured_at.slice(0, 10);
  const here: [number, number] = [exif.longitude, exif.latitude];
  const page = await deps.observations.list({
    clauses: [
      { field: 'event_date', operation: 'gte', value: day },
      { field: 'event_date', operation: 'lte', value: day },
      { field: 'footprint_wkt', operation: 'eq', value: circleWkt(here[0], here[1], SUGGEST_RADIUS_IN_METERS) },
    ],
    right: 'write',
    offset: 0,
    limit: CANDIDATES,
  });
  const ranked = page.rows
    .map((observation) => {
      const { decimal_longitude: x, decimal_latitude: y } = observation as { decimal_longitude?: number | null; decimal_latitude?: number | null };
      const meters = typeof x === 'number' && typeof y === 'number' ? distance(here, [x, y], { units: 'kilometers' }) * 1000 : SUGGEST_RADIUS_IN_METERS;
      return { observation, meters: Math.round(meters * 10) / 10 };
    })
    .sort((a, b) => a.meters - b.meters)
    .slice(0, input.limit);
  return { exif, observations: ranked.map((r) => r.observation), distances_in_meters: ranked.map((r) => r.meters), reason: null };
}
