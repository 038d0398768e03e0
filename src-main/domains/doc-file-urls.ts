/**
 * The URLs under which main serves document files and thumbnails to `<img>` without a bearer
 * token (ARCHITECTURE.md "Data flow of one request", last paragraph):
 * - Electron: the privileged scheme `desk-file://doc/<id>/<variant>` (src-main/host/electron-desk-file.ts);
 * - browser mode: the same-origin path `/desk-file/doc/<id>/<variant>` (src-main/host/web.ts).
 * Which form the handlers write is the platform adapter `docFileUrl` (src-main/platform.ts).
 */

/** What can be fetched of a document: its file (`/rest/v5/docs/{id}/file`) or its thumbnail (`/thumbnail`). */
export const DOC_FILE_VARIANTS = ['thumbnail', 'file'] as const;
/** See {@link DOC_FILE_VARIANTS}. */
export type DocFileVariant = (typeof DOC_FILE_VARIANTS)[number];

/** Builds the URL the renderer puts in `<img src>` for a document's file or thumbnail. */
export type DocFileUrlBuilder = (id: number, variant: DocFileVariant) => string;

/** Path prefix of browser mode's document proxy on the web host. */
export const WEB_DOC_FILE_PREFIX = '/desk-file/doc/';

/** Electron's form: `desk-file://doc/12/thumbnail`. */
export const electronDocFileUrl: DocFileUrlBuilder = (id, variant) => `desk-file://doc/${id}/${variant}`;

/** Browser mode's form (same origin as the app): `/desk-file/doc/12/thumbnail`. */
export const webDocFileUrl: DocFileUrlBuilder = (id, variant) => `${WEB_DOC_FILE_PREFIX}${id}/${variant}`;

/** A document file request after parsing: a positive safe-integer id and a known variant. */
export interface DocFileTarget {
  id: number;
  variant: DocFileVariant;
}

/**
 * Parses `<id>/<variant>` (the part after `doc/`): the id only decimal digits without a leading
 * zero, a safe integer ≥ 1; the variant one of {@link DOC_FILE_VARIANTS}; nothing else (no query
 * is looked at, no further segment). Returns null for anything else.
 */
export function parseDocFileTarget(rest: string): DocFileTarget | null {
  const match = /^([1-9]\d{0,15})\/([a-z]+)\/?$/.exec(rest);
  if (!match) return null;
  const id = Number(match[1]);
  const variant = match[2] as DocFileVariant;
  if (!Number.isSafeInteger(id) || !(DOC_FILE_VARIANTS as readonly string[]).includes(variant)) return null;
  return { id, variant };
}

/** Parses an Electron URL `desk-file://doc/<id>/<variant>` (host `doc`, no credentials, no port); null otherwise. */
export function parseElectronDocFileUrl(url: string): DocFileTarget | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'desk-file:' || parsed.host !== 'doc' || parsed.username || parsed.password) return null;
  return parseDocFileTarget(parsed.pathname.replace(/^\//, ''));
}
