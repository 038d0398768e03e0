/**
 * Where the tiles of a layer of one's own come from, and whether the app may load them: `https:`
 * anywhere, plain `http:` only on loopback (127.0.0.1, localhost, [::1]; the same rule as the
 * sign-in's, RFC 8252 §8.3). These origins are the host allow-list the Content-Security-Policy's
 * `img-src` is built from (./layer-csp.ts).
 */
import { DeskError } from '../../src-shared/contract/index.js';
import { isLoopbackUrl } from '../api/network-errors.js';

/** A DeskError `layer-http-only` (422) for `field`. */
function httpOnly(url: string, field: string): DeskError {
  const message = `${url} uses plain http outside this computer: the app loads map layers over https only (plain http only from 127.0.0.1 or localhost).`;
  return new DeskError({ status: 422, code: 'layer-http-only', message, fields: [{ field, message }] });
}

/** A DeskError `invalid-input` (422) for an address that is not an http(s) URL. */
function notAnAddress(url: string, field: string): DeskError {
  const message = `“${url}” is not a web address (https://…).`;
  return new DeskError({ status: 422, code: 'invalid-input', message, fields: [{ field, message }] });
}

/**
 * The origin (`https://host[:port]`) of `url` once it is allowed (see the file comment).
 * `url` may be a tile template: `{z}`-style placeholders outside the host are fine.
 * Throws DeskError `layer-http-only` or `invalid-input`, naming `field`.
 */
export function allowedLayerOrigin(url: string, field: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw notAnAddress(url, field);
  }
  if (parsed.username !== '' || parsed.password !== '') throw notAnAddress(url, field);
  if (parsed.protocol === 'http:') {
    if (!isLoopbackUrl(parsed)) throw httpOnly(url, field);
  } else if (parsed.protocol !== 'https:') {
    throw notAnAddress(url, field);
  }
  // A placeholder in the host ({s}.tile…) would let one layer name any host; refused.
  if (/[{}]/.test(decodeURIComponent(parsed.host))) throw notAnAddress(url, field);
  return parsed.origin;
}

/** An array at `value` (OpenLayers' parsed capabilities), or []. */
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' ? (value as Record<string, unknown>) : {});

/**
 * The tile URLs a WMTS capabilities excerpt (OpenLayers' `WMTSCapabilities#read`, one layer) makes
 * the map load: the layer's `ResourceURL` templates (REST) and `OperationsMetadata.GetTile`'s
 * `DCP.HTTP.Get` hrefs (KVP), as `optionsFromCapabilities` reads them.
 */
export function wmtsTileUrls(capabilities: Record<string, unknown>): string[] {
  const layer = record(list(record(capabilities.Contents).Layer)[0]);
  const templates = list(layer.ResourceURL).map((resource) => record(resource).template).filter((t): t is string => typeof t === 'string');
  const getTile = record(record(record(capabilities.OperationsMetadata).GetTile).DCP);
  const hrefs = list(record(getTile.HTTP).Get).map((get) => record(get).href).filter((h): h is string => typeof h === 'string');
  return [...templates, ...hrefs];
}
