/**
 * GeoJSON export (RFC 7946): one FeatureCollection, one Feature per observation with its
 * `footprint_wkt` as geometry (WGS84 longitude/latitude, the only CRS RFC 7946 allows; null
 * geometry for an observation without one, RFC 7946 §3.2) and every other column as a property.
 * Streamed by hand: the collection is a fixed opening and closing around each feature's
 * `JSON.stringify`, which no streaming-JSON library would make shorter.
 */
import type { Writable } from 'node:stream';
import type { ExportRecord } from '../columns.js';
import { endStream, writeChunk, type RecordWriter } from './record-writer.js';

/** The property left out because the geometry carries it. */
const GEOMETRY_FIELD = 'footprint_wkt';

/** A {@link RecordWriter} of GeoJSON features whose properties are named by `headers`. */
export function createGeoJsonWriter(out: Writable, headers: readonly string[]): RecordWriter {
  const kept = headers.map((header, index) => [header, index] as const).filter(([header]) => header !== GEOMETRY_FIELD);
  let first = true;
  let opened = false;
  const open = async (): Promise<void> => {
    if (opened) return;
    opened = true;
    await writeChunk(out, '{"type":"FeatureCollection","features":[\n');
  };
  return {
    async write(records: readonly ExportRecord[]) {
      await open();
      let text = '';
      for (const record of records) {
        const properties: Record<string, unknown> = {};
        for (const [header, index] of kept) properties[header] = record.cells[index] ?? null;
        text += `${first ? '' : ',\n'}${JSON.stringify({ type: 'Feature', geometry: record.geometry, properties })}`;
        first = false;
      }
      if (text) await writeChunk(out, text);
    },
    async end() {
      await open();
      await writeChunk(out, '\n]}\n');
      await endStream(out);
    },
  };
}
