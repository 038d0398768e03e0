/**
 * Reading an OGC WMTS capabilities document (OGC 07-057r7) for a layer of one's own: main fetches
 * it (the renderer has no network of its own), checks that it is one, and hands the XML text to
 * the renderer, which parses it with OpenLayers' `WMTSCapabilities`.
 */
import { DOMParser, type Element } from '@xmldom/xmldom';
import { DeskError } from '../../src-shared/contract/index.js';
import { isNetworkFailure, networkFailure } from '../api/network-errors.js';
import { allowedLayerOrigin } from './layer-origins.js';

/** Namespace of a WMTS 1.0 `Capabilities` root element. */
export const WMTS_NAMESPACE = 'http://www.opengis.net/wmts/1.0';
/** Longest wait for the document (swisstopo's is several MB). */
export const CAPABILITIES_TIMEOUT_MS = 30_000;
/** Largest document read. */
export const CAPABILITIES_MAX_BYTES = 40 * 1024 * 1024;

const unreachable = (message: string): DeskError => new DeskError({ status: 502, code: 'layer-unreachable', message, fields: [{ field: 'url', message }] });
const notWmts = (url: string, why: string): DeskError => {
  const message = `${url} is not a WMTS capabilities document (${why}).`;
  return new DeskError({ status: 422, code: 'layer-not-wmts', message, fields: [{ field: 'url', message }] });
};

/**
 * True when `xml` parses and its root element is WMTS 1.0's `Capabilities`; otherwise the reason.
 * @xmldom/xmldom rather than a pattern: a comment, a prolog or a namespace prefix must not fool it.
 */
export function wmtsRootProblem(xml: string): string | null {
  let problem: string | null = null;
  let root: Element | null = null;
  try {
    const parser = new DOMParser({ onError: (level, message) => {
      if (level !== 'warning' && problem === null) problem = `not well-formed XML: ${String(message).split('\n')[0]}`;
    } });
    root = parser.parseFromString(xml, 'text/xml').documentElement;
  } catch (error) {
    // xmldom throws a ParseError on fatal errors (HTML, text)
    return `not well-formed XML: ${(error as Error).message.split('\n')[0]}`;
  }
  if (problem) return problem;
  if (!root) return 'no XML element';
  if (root.localName !== 'Capabilities' || root.namespaceURI !== WMTS_NAMESPACE) return `its root element is ${root.localName ?? root.nodeName}${root.namespaceURI ? ` of ${root.namespaceURI}` : ''}`;
  return null;
}

/**
 * Fetches the capabilities document at `url` and answers its XML text.
 * Throws DeskError `layer-http-only` / `invalid-input` (the address), `layer-unreachable` (no
 * answer, an HTTP error, too large), `layer-not-wmts` (something else answered).
 */
export async function readCapabilities(url: string, fetchImpl: typeof fetch = fetch): Promise<{ url: string; xml: string }> {
  const response = await fetchFollowing(url, fetchImpl);
  if (!response.ok) {
    await response.body?.cancel();
    throw unreachable(`${url} answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}.`);
  }
  const length = Number(response.headers.get('content-length'));
  if (length > CAPABILITIES_MAX_BYTES) {
    await response.body?.cancel();
    throw unreachable(`${url} is larger than ${CAPABILITIES_MAX_BYTES / 1024 / 1024} MB.`);
  }
  const xml = await response.text();
  if (xml.length > CAPABILITIES_MAX_BYTES) throw unreachable(`${url} is larger than ${CAPABILITIES_MAX_BYTES / 1024 / 1024} MB.`);
  const problem = wmtsRootProblem(xml);
  if (problem) throw notWmts(url, problem);
  return { url, xml };
}

/** Most redirects followed. */
const MAX_REDIRECTS = 3;

/** GET `url`, following redirects by hand so that each target passes {@link allowedLayerOrigin} too (no https → http downgrade). */
async function fetchFollowing(url: string, fetchImpl: typeof fetch): Promise<Response> {
  let target = url;
  for (let hop = 0; ; hop += 1) {
    allowedLayerOrigin(target, 'url');
    let response: Response;
    try {
      response = await fetchImpl(target, { headers: { accept: 'application/xml, text/xml;q=0.9, */*;q=0.1' }, redirect: 'manual', signal: AbortSignal.timeout(CAPABILITIES_TIMEOUT_MS) });
    } catch (error) {
      if (isNetworkFailure(error)) throw unreachable(networkFailure(error, target, CAPABILITIES_TIMEOUT_MS).message);
      throw unreachable(`${target} could not be read (${(error as Error).message}).`);
    }
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return response;
    await response.body?.cancel();
    if (hop >= MAX_REDIRECTS) throw unreachable(`${url} redirects more than ${MAX_REDIRECTS} times.`);
    target = new URL(location, target).href;
  }
}
