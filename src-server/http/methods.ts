import type { FastifyInstance, RouteHandlerMethod, RouteShorthandOptions } from 'fastify';
import { ProblemError } from './problem.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
const ALL: Method[] = ['GET', 'POST', 'PUT', 'DELETE', 'PATCH'];

/** Handlers of one path by method, with optional Fastify route options (e.g. a body limit). */
export type MethodTable = Partial<Record<Method, RouteHandlerMethod | { options: RouteShorthandOptions; handler: RouteHandlerMethod }>>;

/**
 * Answers every method of `url` but `allowed` with 405 Method Not Allowed and an `Allow` header
 * (RFC 9110 §15.5.6), e.g. a POST on `/observations/{id}/neophytes`, where the interface has none.
 * HEAD follows GET; OPTIONS answers 204 with the same `Allow`. The answerers are no operations, so
 * they are hidden from the OpenAPI document.
 */
export function allowOnly(app: FastifyInstance, url: string, allowed: readonly Method[]): void {
  const allow = [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : [])].join(', ');
  // OPTIONS (RFC 9110 §9.3.7) lets a client learn the methods without trying one: how the desk
  // detects extensions such as the policy writes (docs/interface-notes.md "Policy writes").
  app.route({
    method: 'OPTIONS', url, schema: { hide: true },
    handler: async (_request, reply) => reply.code(204).header('Allow', `${allow}, OPTIONS`).send(),
  });
  const others = ALL.filter((m) => !allowed.includes(m));
  if (!others.length) return;
  app.route({
    method: others,
    url,
    schema: { hide: true },
    // no body parsing for a request that is refused anyway
    handler: async () => {
      throw new ProblemError(405, { key: 'method-not-allowed', values: { allow } }, { headers: { Allow: allow } });
    },
  });
}

/** Registers the handlers of one path and answers every other method with 405 ({@link allowOnly}). */
export function resource(app: FastifyInstance, url: string, table: MethodTable): void {
  const allowed = ALL.filter((m) => table[m]);
  for (const method of allowed) {
    const entry = table[method]!;
    if (typeof entry === 'function') app.route({ method, url, handler: entry });
    else app.route({ method, url, ...entry.options, handler: entry.handler });
  }
  allowOnly(app, url, allowed);
}
