import type { FastifyReply } from 'fastify';

/** Release of interface v5 (2025-01-27T00:00:00Z), since when v4 leftovers such as `bbox` are deprecated. */
export const V5_RELEASED_AT_IN_SECONDS = 1737936000;

/**
 * Marks an answer as coming from something deprecated: `Deprecation: @<epoch seconds>`
 * (RFC 9745 §2, a structured-field date), and with a successor, `Link: <successor>;
 * rel="successor-version"` (RFC 8288).
 */
export function markDeprecated(reply: FastifyReply, successor?: string): void {
  reply.header('Deprecation', `@${V5_RELEASED_AT_IN_SECONDS}`);
  if (successor) reply.header('Link', `<${successor}>; rel="successor-version"`);
}
