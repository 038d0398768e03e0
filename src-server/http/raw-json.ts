/**
 * Values a route has as JSON text already (stored GeoJSON boundaries: a page of 1,000
 * municipalities is megabytes of it), placed into the response body as they are instead of being
 * parsed only to be serialised again. A route that returns them sets
 * `serializerCompiler: rawJsonSerializerCompiler`; everything else in its answer is serialised as
 * by the service's own serializer (JSON.stringify).
 */
import { randomBytes } from 'node:crypto';

/**
 * JSON text standing for one value of a response. Subclasses implement the declared type of that
 * value (parsing the text on demand), so a route's answer keeps the type its schema declares.
 */
export class RawJson {
  /** `text` must be one JSON value; it is written to the body unchecked. */
  constructor(readonly text: string) {}
}

/**
 * JSON.stringify of `value` with every {@link RawJson} inside it written as its text.
 * The replacer swaps each for one token string (NUL and a nonce of this call, so no string of
 * the answer can pose as one), and JSON.stringify visits values in the order it writes them, so
 * the n-th token of the result is the n-th text.
 */
export function stringifyWithRawJson(value: unknown): string {
  const texts: string[] = [];
  const token = `\u0000${randomBytes(8).toString('hex')}`;
  const json = JSON.stringify(value, (_key, v: unknown) => {
    if (!(v instanceof RawJson)) return v;
    texts.push(v.text);
    return token;
  });
  if (texts.length === 0) return json;
  // JSON.stringify writes the token's NUL as the six characters \u0000.
  const parts = json.split(JSON.stringify(token));
  return parts.reduce((out, part, i) => (i === 0 ? part : out + texts[i - 1]! + part), '');
}

/** A Fastify `serializerCompiler` for a route whose answers may hold {@link RawJson} values. */
export const rawJsonSerializerCompiler = () => stringifyWithRawJson;
