/**
 * zod schemas of route parts (params, query, body, response) for fastify-type-provider-zod:
 * one schema both validates the request and describes it in the OpenAPI document
 * (http/openapi.ts). Validation failures keep the problem details of the hand-written checks
 * they replace: the messages come from the same functions (http/body.ts, query/params.ts),
 * mapped to 404 / 400 / 422 by {@link validationProblem}.
 */
import { z } from 'zod';
import type { FastifySchemaValidationError } from 'fastify';
import type { FilterSpec } from '../../src-shared/filters/grammar.js';
import { bodyErrors, type BodyRules } from './body.js';
import { ProblemError, badParameter, invalidBody, notFound, type FieldError } from './problem.js';
import { DEFAULT_LIMIT, MAX_LIMIT, parseListQuery, type ListParams, type ListQueryOptions } from '../query/params.js';

const PATH_ID_RE = /^[1-9]\d{0,14}$/;

/**
 * A positive integer id in a path segment, e.g. `{id}` of `/observations/{id}`. Anything else
 * names no resource: a 404 "No <what> <raw>." (not a 400), as {@link pathId} answered.
 */
export const pathIdParam = (what: string) =>
  z.string()
    .superRefine((raw, ctx) => {
      if (PATH_ID_RE.test(raw)) return;
      // the problem rides along, so its message key is rendered in the caller's language
      const problem = notFound({ key: 'no-record', values: { what, id: raw } });
      ctx.addIssue({ code: 'custom', message: problem.message, input: raw, params: { problem } });
    })
    .transform(Number)
    // `pattern` by hand: a refinement is not in the JSON Schema zod derives
    .meta({ description: `Identifier of the ${what}: a positive integer.`, pattern: PATH_ID_RE.source });

/** Params `{srid}/{z}/{x}/{y}` of a cluster tile; checked by domain/clusters.ts (400 naming the part). */
export const tileParams = z.object({
  srid: z.string().meta({ description: 'Only 3857 (Web Mercator).' }),
  z: z.string().meta({ description: 'Zoom, 0 to 24.' }),
  x: z.string().meta({ description: 'Tile column, below 2^z.' }),
  y: z.string().meta({ description: 'Tile row, below 2^z.' }),
});

/** Params `{id}` of a single resource. */
export const idParams = (what: string) => z.object({ id: pathIdParam(what) });

/**
 * A strict JSON body schema with the service's 422 rules (wrapper, read-only, v4 names, removed
 * and guarded fields; http/body.ts). The OpenAPI document shows `schema`; validation adds the
 * rules' messages to zod's own, all in one 422.
 */
export function bodySchema<S extends z.ZodType>(schema: S, rules: BodyRules = {}) {
  // z.preprocess keeps `schema` as the JSON Schema of the input; its issues abort before `schema` runs,
  // so it reports every field error itself (bodyErrors runs `schema` too).
  return z.preprocess((body, ctx) => {
    for (const error of bodyErrors(schema, body, rules))
      ctx.addIssue({ code: 'custom', path: error.field === '(body)' ? [] : error.field.split('.'), message: error.message, input: body });
    return body;
  }, schema);
}

/** A query value as the service's query parser gives it: repeated keys become an array. */
const QueryValue = z.union([z.string(), z.array(z.string())]);

/** Filter operations that take one value (the others take a list or none). */
const ONE_VALUE = new Set<string>(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'iw_eq', 'iw_contains']);

/**
 * Fastify's `querystringParser`: the query decoded as `URLSearchParams` does it (the rules the
 * checks were written for), repeated keys as an array in order, on a null-prototype object
 * (`__proto__` is a parameter name like any other).
 */
export function parseQueryString(raw: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [key, value] of new URLSearchParams(raw)) {
    const seen = out[key];
    out[key] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

function toSearchParams(query: Record<string, unknown>): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : [value]) search.append(key, String(v));
  }
  return search;
}

const OPERATION_HELP: Record<string, string> = {
  eq: 'equals', neq: 'differs from (keeps null values)', gt: 'greater than', gte: 'at least', lt: 'less than', lte: 'at most',
  in: 'one of a list (comma or tilde separated)', not_in: 'none of a list', iw_eq: 'equals, case-insensitive, * as wildcard',
  iw_contains: 'contains, case-insensitive, * as wildcard', is_null: 'has no value', is_not_null: 'has a value',
};

/** Start of the description of a query parameter the service adds beyond interface v5. */
export const EXTENSION_PREFIX = 'Extension: ';

/** Documented query parameters of a list: paging, `with_total`, `srid`, the filters with each operation, `options`. */
function listQueryShape(options: ListQueryOptions & { optionHelp?: Record<string, string> }): Record<string, z.ZodType> {
  const shape: Record<string, z.ZodType> = {};
  // A field of listed values declares them (`enum`) where one value is given; the parse names a wrong one in its 400.
  const param = (name: string, description: string, values?: readonly string[]): void => {
    shape[name] = (values ? z.union([z.string().meta({ enum: [...values] }), z.array(z.string())]) : QueryValue).optional().meta({ description });
  };
  if (options.paging ?? true) {
    param('offset', 'Rows to skip, a whole number ≥ 0; default 0.');
    param('limit', `Page size, 1 to ${MAX_LIMIT}; default ${DEFAULT_LIMIT}.`);
    param('sort', `Sort field: ${options.sortable.join(', ') || 'none'}.`);
    param('dir', 'Sort direction: asc (default) or desc.');
  }
  if (options.totals ?? true) param('with_total', 'true: answer X-Total and X-Filtered-Total headers.');
  if (options.srids) param('srid', `Output coordinate system (EPSG code): ${options.srids.join(', ')}.`);
  for (const [field, spec] of Object.entries(options.filters)) {
    // openapi.ts marks parameters whose description starts with EXTENSION_PREFIX with `x-extension`
    const prefix = spec.extension ? EXTENSION_PREFIX : '';
    const kind = spec.values ? `one of ${spec.values.join(', ')}` : spec.type;
    param(field, `${prefix}Filter: ${field} equals (${kind}); same as ${field}[eq].`, spec.values);
    for (const op of spec.operations) param(`${field}[${op}]`, `${prefix}Filter: ${field} ${OPERATION_HELP[op] ?? op} (${kind}).`, ONE_VALUE.has(op) ? spec.values : undefined);
  }
  for (const name of options.options ?? []) param(name, options.optionHelp?.[name] ?? `See the interface description for ${name}.`);
  return shape;
}

/** A parsed list query and which parameters were given (e.g. `limit`, where its absence means "all"). */
export type ParsedListQuery = ListParams & { given: ReadonlySet<string> };

/**
 * A list query schema whose validation is `parse`: documents paging, totals, `srid`, each filter
 * and its operations and the further `options` (as {@link listQuery}), then hands the query, as
 * `URLSearchParams` in request order, to `parse` (e.g. a resource that renames a deprecated
 * filter, or refuses removed v4 ones, before {@link parseListQuery}). A `ProblemError` thrown by
 * `parse` becomes the 400 (in the caller's language, see {@link validationProblem}); its output
 * is `request.query`.
 */
export function listQueryParsedBy<T>(
  options: ListQueryOptions & { optionHelp?: Record<string, string> },
  parse: (search: URLSearchParams, given: ReadonlySet<string>) => T,
) {
  const parsed = z.looseObject(listQueryShape(options)).transform((query, ctx): T =>
    withProblem(ctx, query, () => parse(toSearchParams(query), new Set(Object.keys(query)))));
  // zod's object parsing drops a `__proto__` key, so `parse` would never see that parameter: it is
  // checked before, on the query as parsed (z.preprocess keeps the object's JSON Schema in the document).
  return z.preprocess((query, ctx) => {
    if (typeof query === 'object' && query !== null && Object.hasOwn(query, '__proto__')) {
      const raw = query as Record<string, unknown>;
      withProblem(ctx, query, () => parse(toSearchParams(raw), new Set(Object.keys(raw))));
    }
    return query;
  }, parsed);
}

/** Runs `check`; a `ProblemError` it throws becomes a zod issue carrying the problem (so its message key is rendered in the caller's language). */
function withProblem<T>(ctx: z.RefinementCtx, input: unknown, check: () => T): T {
  try {
    return check();
  } catch (error) {
    if (!(error instanceof ProblemError)) throw error;
    ctx.addIssue({ code: 'custom', path: error.parameter ? [error.parameter] : [], message: error.message, input, params: { problem: error } });
    return z.NEVER;
  }
}

/**
 * The query of a list endpoint: documents paging, totals, `srid`, each filter and its operations,
 * and the further `options`; validates with {@link parseListQuery} (its 400 names the parameter).
 * Output: the parsed {@link ListParams} and the names of the parameters given.
 */
export function listQuery(options: ListQueryOptions & { optionHelp?: Record<string, string> }) {
  return listQueryParsedBy(options, (search, given): ParsedListQuery => ({ ...parseListQuery(search, options), given }));
}

/** The query of a single resource: nothing, or only `srid` where `srids` is given (docs/interface-notes.md "srid output"). */
export const singleQuery = (srids?: readonly number[]) =>
  listQuery({ filters: {} satisfies FilterSpec, sortable: [], srids, paging: false, totals: false });

/** The `{data: …}` envelope of interface v5 (common rule 1) around `schema`. */
export const Envelope = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

/** A GeoJSON FeatureCollection (RFC 7946) of Points or clusters, coordinates in the answer's CRS. */
export const FeatureCollection = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(z.object({
    type: z.literal('Feature'),
    id: z.union([z.number(), z.string()]).optional(),
    // a footprint may be a GeometryCollection (geo/wkt.ts), e.g. simple neophytes with centroidsonly=false
    geometry: z.union([
      z.object({ type: z.string(), coordinates: z.array(z.unknown()) }),
      z.object({ type: z.literal('GeometryCollection'), geometries: z.array(z.unknown()) }),
    ]).nullable(),
    properties: z.record(z.string(), z.unknown()).nullable(),
  })),
}).meta({ id: 'FeatureCollection', description: 'GeoJSON FeatureCollection (RFC 7946).' });

/** An RFC 9457 problem detail, the body of every 4xx/5xx answer (http/problem.ts). */
export const Problem = z.object({
  type: z.string(),
  title: z.string(),
  status: z.number().int(),
  detail: z.string().optional(),
  parameter: z.string().optional().meta({ description: 'Query parameter at fault (400).' }),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional()
    .meta({ description: 'One entry per field (422) or the parameter (400).' }),
}).meta({ id: 'Problem', description: 'RFC 9457 problem details (application/problem+json).' });

/** The empty answer of a successful DELETE. */
export const NoContent = z.undefined().meta({ description: 'Deleted; no body.' });

const fieldOf = (error: FastifySchemaValidationError): string => error.instancePath.slice(1).split('/').filter(Boolean).join('.');

/**
 * Turns a schema validation failure of a request part into the problem the hand-written checks
 * answered: `params` → 404 (the path names no resource), `querystring` → 400 naming the
 * parameter, `body` → 422 with one error per field.
 */
export function validationProblem(part: string | undefined, errors: readonly FastifySchemaValidationError[]): ProblemError {
  const first = errors[0];
  // a check that threw the problem itself (list parameters, path ids) keeps its message key
  const problem = (first?.params as { params?: { problem?: unknown } } | undefined)?.params?.problem;
  if ((part === 'querystring' || part === 'params') && problem instanceof ProblemError) return problem;
  if (part === 'params') return notFound(first?.message ?? 'No such resource.');
  if (part === 'querystring') return badParameter(first ? fieldOf(first) || '(query)' : '(query)', first?.message ?? 'The query is invalid.');
  const fields: FieldError[] = errors.map((e) => ({ field: fieldOf(e) || '(body)', message: e.message ?? 'Invalid value.' }));
  return invalidBody(fields);
}
