/**
 * Browser mode's export downloads (issue 14: "browser mode: a download"): a finished export's
 * file, sent once as an attachment from `/desk-file/export/<id>` (signed like the document
 * files, src-main/host/web-doc-file-tokens.ts) and removed from main's private folder once sent
 * whole. Electron has no such path: its exports are written where the save dialog said.
 */
import { createReadStream } from 'node:fs';
import { unlink } from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import { pipeline } from 'node:stream/promises';
import type { ExportJobs } from '../export/export-jobs.js';

/** The path prefix of export downloads (under the token-checked `/desk-file/`). */
export const WEB_EXPORT_PREFIX = '/desk-file/export/';

/** The unsigned download path of export `id`. */
export const webExportPath = (id: string): string => `${WEB_EXPORT_PREFIX}${encodeURIComponent(id)}`;

const MEDIA_TYPES: Readonly<Record<string, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  geojson: 'application/geo+json',
  zip: 'application/zip',
};

/**
 * `Content-Disposition: attachment` with the name as ASCII and as RFC 8187 UTF-8 (RFC 6266 §4.3);
 * written here because the names are ours, checked by the contract (no quote, slash or control).
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Sends export `id` (the path after {@link WEB_EXPORT_PREFIX}) on `response`: 404 when it is
 * unknown or was sent already; the file is removed once sent whole (a broken transfer keeps it
 * for another try).
 */
export async function sendExportDownload(exports: ExportJobs, id: string, response: ServerResponse): Promise<void> {
  const download = exports.download(decodeURIComponent(id));
  if (!download) {
    response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('This export is not here (any more).\n');
    return;
  }
  const extension = download.file_name.split('.').pop() ?? '';
  response.writeHead(200, {
    'content-type': MEDIA_TYPES[extension] ?? 'application/octet-stream',
    'content-disposition': attachmentHeader(download.file_name),
    'cache-control': 'no-store',
  });
  try {
    await pipeline(createReadStream(download.path), response);
    exports.downloaded(decodeURIComponent(id));
    await unlink(download.path).catch(() => undefined);
  } catch {
    response.destroy();
  }
}
