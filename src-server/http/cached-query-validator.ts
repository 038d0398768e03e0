/**
 * Query validation remembered per query: a list request's zod schema documents every filter
 * with each of its operations (hundreds of optional keys, all visited on every parse), and its
 * parse (query/params.ts) compiles the filter grammar; together the largest part of the service's
 * own time per list page after the page's SQL and JSON (a profile at 1,000,000 observations).
 * A reviewer pages through one query many times, so the answer of a query seen before is a copy
 * of the first. Only successful parses are kept (a bad query is checked again and answered with
 * its 400 as before).
 */
import type { FastifySchemaCompiler } from 'fastify';

/** Distinct queries kept per route (the oldest is dropped first). */
const MAX_QUERIES_PER_ROUTE = 256;

/**
 * Wraps a Fastify validator compiler (fastify-type-provider-zod's): the `querystring` validators
 * it compiles remember the parsed value of each query (keyed by the decoded query's JSON: the
 * same parameters in the same order) and answer later requests with a deep copy
 * (`structuredClone`: a route may change what it was given, e.g. add the `bbox` clause).
 * Params, headers and bodies are validated every time. Valid only for pure query schemas (their
 * output depends on the query alone and holds plain data, Sets and Maps): those of route-schemas.ts.
 */
export function cachingQueryValidator<S>(compile: FastifySchemaCompiler<S>): FastifySchemaCompiler<S> {
  return (route) => {
    const validate = compile(route);
    if (route.httpPart !== 'querystring') return validate;
    const parsed = new Map<string, unknown>();
    return (data: unknown) => {
      const key = JSON.stringify(data);
      if (parsed.has(key)) return { value: structuredClone(parsed.get(key)) };
      const result = validate(data);
      if (typeof result !== 'object' || result === null || !('value' in result) || ('error' in result && result.error)) return result;
      if (parsed.size >= MAX_QUERIES_PER_ROUTE) parsed.delete(parsed.keys().next().value!);
      parsed.set(key, structuredClone(result.value));
      return result;
    };
  };
}
