import { extname } from 'node:path';
import { contentType } from 'mime-types';

/**
 * The `Content-Type` of a file of the renderer build by its extension (mime-types, on the
 * mime-db registry), `application/octet-stream` when unknown. Shared by the `app://` protocol
 * (Electron) and the static files of browser mode.
 */
export function mediaTypeFor(path: string): string {
  return contentType(extname(path).toLowerCase()) || 'application/octet-stream';
}
