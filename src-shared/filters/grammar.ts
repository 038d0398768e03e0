/**
 * The v5 filter grammar: `<field>[<operation>]=<value>` (interface v5, Endpoints, common rule 4).
 *
 * Shared by the client (serialising filters into URLs) and the reference service (parsing and
 * checking them). No Node or DOM imports.
 */
import { isIsoDate } from '../domain/dates.js';

/** Every filter operation of the interface. `iw_*` are case-insensitive with `*` as wildcard. */
export const FILTER_OPERATIONS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in', 'iw_eq', 'iw_contains', 'is_null', 'is_not_null',
] as const;
export type FilterOperation = (typeof FILTER_OPERATIONS)[number];

/** Operations that take a list of values. */
export const LIST_OPERATIONS: readonly FilterOperation[] = ['in', 'not_in'];
/** Operations that take no value (or `true`). */
export const NULL_OPERATIONS: readonly FilterOperation[] = ['is_null', 'is_not_null'];
/** The list separators of the interface: comma or tilde. */
export const LIST_SEPARATOR = /[,~]/;

/** Operation sets by kind of field, the usual choice in the endpoint specs. */
export const OPS = {
  /** identifiers and coded integer fields */
  code: ['eq', 'neq', 'in', 'not_in', 'is_null', 'is_not_null'],
  /** ordered values: numbers, dates, ids with ranges */
  ordered: ['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'in', 'not_in', 'is_null', 'is_not_null'],
  /** free text */
  text: ['eq', 'neq', 'in', 'not_in', 'iw_eq', 'iw_contains', 'is_null', 'is_not_null'],
  /** a geometry: only equality with a polygon (interface v5, common rule 7) */
  geometry: ['eq'],
  boolean: ['eq'],
} as const satisfies Record<string, readonly FilterOperation[]>;

/** Type of a filter value as the service parses it. */
export type FilterValueType = 'integer' | 'number' | 'string' | 'date' | 'boolean' | 'wkt';

/** What one filterable field accepts. */
export interface FilterFieldSpec {
  type: FilterValueType;
  operations: readonly FilterOperation[];
}

/** Filterable fields of one endpoint, by field name. */
export type FilterSpec = Readonly<Record<string, FilterFieldSpec>>;

/** A scalar filter value after parsing. Dates stay ISO strings. */
export type FilterScalar = string | number | boolean;

/** One parsed filter condition. */
export interface FilterClause {
  field: string;
  operation: FilterOperation;
  /** `undefined` for null checks, an array for `in`/`not_in`, a scalar otherwise. */
  value?: FilterScalar | FilterScalar[];
}

/** A query parameter that breaks the grammar; `parameter` is the key as sent. */
export class FilterSyntaxError extends Error {
  constructor(
    readonly parameter: string,
    message: string,
  ) {
    super(message);
    this.name = 'FilterSyntaxError';
  }
}

const KEY_RE = /^([A-Za-z_][A-Za-z0-9_]*)(?:\[([^\]]*)\])?$/;

/**
 * Splits a query key such as `taxon_id[in]` into field and operation (`eq` when none is given).
 * Returns `null` when the key is not of the grammar's shape at all.
 * The operation is returned as written, so the caller can report an unknown one.
 */
export function splitFilterKey(key: string): { field: string; operation: string } | null {
  const m = KEY_RE.exec(key);
  if (!m) return null;
  return { field: m[1]!, operation: m[2] ?? 'eq' };
}

/** True when `op` is one of the interface's operations. */
export function isFilterOperation(op: string): op is FilterOperation {
  return (FILTER_OPERATIONS as readonly string[]).includes(op);
}

const INTEGER_RE = /^-?\d+$/;
const NUMBER_RE = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?$/;

function parseScalar(parameter: string, type: FilterValueType, raw: string): FilterScalar {
  switch (type) {
    case 'integer':
      if (!INTEGER_RE.test(raw) || !Number.isSafeInteger(Number(raw)))
        throw new FilterSyntaxError(parameter, `"${raw}" is not an integer.`);
      return Number(raw);
    case 'number':
      if (!NUMBER_RE.test(raw)) throw new FilterSyntaxError(parameter, `"${raw}" is not a number.`);
      return Number(raw);
    case 'boolean':
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
      throw new FilterSyntaxError(parameter, `"${raw}" is not a boolean (true or false).`);
    case 'date': {
      if (!isIsoDate(raw))
        throw new FilterSyntaxError(parameter, `"${raw}" is not an ISO 8601 date (e.g. 2025-06-14 or 2025-06-14T09:30:00.000+02:00).`);
      return raw;
    }
    case 'wkt':
    case 'string':
      return raw;
  }
}

/**
 * Parses one query parameter against an endpoint's filter spec.
 * Returns `null` when the field is not a filter of this spec (the caller decides whether that
 * is an error). Throws {@link FilterSyntaxError} for an unknown operation, an operation the
 * field does not allow, a list value without `in`/`not_in`, an empty list, or a malformed value.
 */
export function parseFilterParam(key: string, raw: string, spec: FilterSpec): FilterClause | null {
  const parts = splitFilterKey(key);
  if (!parts) return null;
  const fieldSpec = Object.hasOwn(spec, parts.field) ? spec[parts.field] : undefined;
  if (!fieldSpec) return null;
  const { field, operation } = parts;
  if (!isFilterOperation(operation))
    throw new FilterSyntaxError(key, `Unknown filter operation "${operation}". Known operations: ${FILTER_OPERATIONS.join(', ')}.`);
  if (!fieldSpec.operations.includes(operation))
    throw new FilterSyntaxError(key, `Operation "${operation}" is not allowed on ${field}. Allowed: ${fieldSpec.operations.join(', ')}.`);

  if (NULL_OPERATIONS.includes(operation)) {
    if (raw !== '' && raw !== 'true')
      throw new FilterSyntaxError(key, `${operation} takes no value or "true".`);
    return { field, operation };
  }
  if (LIST_OPERATIONS.includes(operation)) {
    const items = raw.split(LIST_SEPARATOR).map((s) => s.trim());
    if (items.some((s) => s === ''))
      throw new FilterSyntaxError(key, `The list "${raw}" has an empty item.`);
    return { field, operation, value: items.map((item) => parseScalar(key, fieldSpec.type, item)) };
  }
  if (fieldSpec.type !== 'wkt' && LIST_SEPARATOR.test(raw))
    throw new FilterSyntaxError(key, `The value "${raw}" contains a list separator (comma or tilde); use ${field}[in] or ${field}[not_in] for lists.`);
  if (raw === '') throw new FilterSyntaxError(key, `${key} needs a value.`);
  return { field, operation, value: parseScalar(key, fieldSpec.type, raw) };
}

function formatScalar(v: FilterScalar): string {
  return typeof v === 'boolean' ? (v ? 'true' : 'false') : String(v);
}

/**
 * Turns filter clauses into query parameters (`[key, value]` pairs, for `URLSearchParams`).
 * `eq` is written with its operation, lists are joined with commas, null checks carry `true`.
 */
export function serializeFilterClauses(clauses: readonly FilterClause[]): Array<[string, string]> {
  return clauses.map((c) => {
    const key = `${c.field}[${c.operation}]`;
    if (NULL_OPERATIONS.includes(c.operation)) return [key, 'true'];
    if (Array.isArray(c.value)) return [key, c.value.map(formatScalar).join(',')];
    return [key, c.value === undefined ? '' : formatScalar(c.value)];
  });
}
