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

/**
 * Honours `If-Match` on PUT and DELETE: passes without the header; otherwise the current version
 * (`current()`, undefined when the resource does not exist) must match one of the tags by strong
 * comparison (`*`: any existing version). Throws 412 Precondition Failed naming the current
 * version, also sent as `ETag`, so that the client can read it again and merge. Call it right
 * before the write, with no `await` in between: the check and the write then happen as one step.
 */
export function assertIfMatch(request: FastifyRequest, current: () => unknown, what: string): void {
  const tags = ifMatchTags(request);
  if (!tags) return;
  const version = current();
  const etag = version === undefined ? undefined : etagOf(version);
  if (etag && tags.some((tag) => tag === '*' || tag === etag)) return;
  throw new ProblemError(412, etag
    ? `${what} has changed since you read it (If-Match ${tags.join(', ')}); its current version is ${etag}. Read it again, merge, and send the new version.`
    : `${what} does not exist, so no version matches If-Match ${tags.join(', ')}.`,
  { headers: etag ? { ETag: etag } : {} });
}
