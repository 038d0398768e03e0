/**
 * Media type of an uploaded document: sniffed from the first bytes where the format has a
 * signature, otherwise the type the client declared on the multipart part.
 *
 * Decision (docs/interface-notes.md "mimetype"): a recognised signature wins over the declared
 * type; a declared type of a format we recognise but whose signature is missing is not trusted
 * (`application/octet-stream`); any other well-formed declared type is kept; otherwise
 * `application/octet-stream`. Thumbnails are only made from sniffed image types.
 */

/** How many leading bytes {@link sniffMimetype} looks at. */
export const SNIFF_BYTES = 32;

/** Fallback media type of unknown content. */
export const OCTET_STREAM = 'application/octet-stream';

interface Signature {
  mimetype: string;
  test: (head: Uint8Array) => boolean;
}

const startsWith = (head: Uint8Array, bytes: readonly number[], at = 0): boolean =>
  head.length >= at + bytes.length && bytes.every((b, i) => head[at + i] === b);
const ascii = (s: string): number[] => [...s].map((c) => c.charCodeAt(0));

/** ISO BMFF brand at bytes 8–11 after an `ftyp` box header (HEIC, AVIF). */
const ftypBrand = (head: Uint8Array, brands: readonly string[]): boolean =>
  startsWith(head, ascii('ftyp'), 4) && brands.some((b) => startsWith(head, ascii(b), 8));

const SIGNATURES: readonly Signature[] = [
  { mimetype: 'image/jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { mimetype: 'image/png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimetype: 'image/gif', test: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { mimetype: 'image/webp', test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
  { mimetype: 'image/tiff', test: (h) => startsWith(h, [0x49, 0x49, 0x2a, 0x00]) || startsWith(h, [0x4d, 0x4d, 0x00, 0x2a]) },
  { mimetype: 'image/avif', test: (h) => ftypBrand(h, ['avif', 'avis']) },
  { mimetype: 'image/heic', test: (h) => ftypBrand(h, ['heic', 'heix', 'mif1', 'msf1']) },
  { mimetype: 'application/pdf', test: (h) => startsWith(h, ascii('%PDF-')) },
  { mimetype: 'application/zip', test: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) },
];

/** Media types {@link sniffMimetype} can recognise. */
export const SNIFFABLE_TYPES: readonly string[] = SIGNATURES.map((s) => s.mimetype);

/** Image types the thumbnail maker (sharp) can read. */
export const THUMBNAIL_SOURCE_TYPES: readonly string[] = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/tiff', 'image/avif'];

/** The media type whose signature starts `head` (up to {@link SNIFF_BYTES} bytes), or `undefined`. */
export function sniffMimetype(head: Uint8Array): string | undefined {
  return SIGNATURES.find((s) => s.test(head))?.mimetype;
}

const MEDIA_TYPE_RE = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,126}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126}$/;

/**
 * Decides a stored document's media type from its first bytes and the type declared on the
 * multipart part (parameters such as `; charset=` are dropped, the type is lower-cased).
 * Returns a bare `type/subtype`.
 */
export function resolveMimetype(head: Uint8Array, declared: string | undefined): string {
  const sniffed = sniffMimetype(head);
  if (sniffed) return sniffed;
  const bare = (declared ?? '').split(';')[0]!.trim().toLowerCase();
  if (!MEDIA_TYPE_RE.test(bare) || SNIFFABLE_TYPES.includes(bare)) return OCTET_STREAM;
  return bare;
}
