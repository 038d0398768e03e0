import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ProblemError } from './problem.js';

/**
 * Optimistic concurrency on single resources (an extension, docs/interface-notes.md "ETag and
 * If-Match"): the version of a resource is a strong ETag (RFC 9110 §8.8.3), a hash of its stored
 * form, the same whatever `srid` the representation is written in.
 */
export function etagOf(version: unknown): string {
  return `"${createHash('sha256').update(JSON.stringify(version)).digest('base64url').slice(0, 27)}"`;
}

/** Sets the `ETag` of the resource whose stored form is `version`. */
export function setEtag(reply: FastifyReply, version: unknown): void {
  reply.header('ETag', etagOf(version));
}

/** The entity tags of an `If-Match` header (RFC 9110 §13.1.1), `*` kept as is; undefined without one. */
function ifMatchTags(request: FastifyRequest): string[] | undefined {
  const header = request.headers['if-match'];
  if (header === undefined) return undefined;
  return header.match(/\*|(?:W\/)?"[^"]*"/g) ?? [''];
}

/** A check of a resource's current version against the request's `If-Match` (see {@link ifMatch}). */
export type VersionCheck = (version: unknown) => void;

/**
 * The `If-Match` precondition of a PUT or DELETE as a check of the current version (undefined
 * when the resource does not exist): undefined without the header; otherwise the check passes
 * when the version matches one of the tags by strong comparison (`*`: any existing version) and
 * throws 412 Precondition Failed naming the current version, also sent as `ETag`, so that the
 * client can read it again and merge. Run it inside the write's transaction, on the version read
 * there (locked for update on PostgreSQL): the check and the write then happen as one step.
 */
export function ifMatch(request: FastifyRequest, what: string): VersionCheck | undefined {
  const tags = ifMatchTags(request);
  if (!tags) return undefined;
  return (version) => {
    const etag = version === undefined ? undefined : etagOf(version);
    if (etag && tags.some((tag) => tag === '*' || tag === etag)) return;
    throw new ProblemError(412, etag
      ? `${what} has changed since you read it (If-Match ${tags.join(', ')}); its current version is ${etag}. Read it again, merge, and send the new version.`
      : `${what} does not exist, so no version matches If-Match ${tags.join(', ')}.`,
    { headers: etag ? { ETag: etag } : {} });
  };
}

/**
 * {@link ifMatch} for synchronous SQLite code: reads `current()` only when the header came. Call it
 * right before the write, with no `await` in between: the check and the write then happen as one step.
 */
export function assertIfMatch(request: FastifyRequest, current: () => unknown, what: string): void {
  ifMatch(request, what)?.(current());
}
