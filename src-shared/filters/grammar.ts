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
  /** The only values a `string` field takes (e.g. the kinds of administrative unit); any other is a {@link FilterSyntaxError}. */
  values?: readonly string[];
  /** The reference service's addition beyond interface v5 (docs/interface-notes.md); a strict v5 service answers it with 400. */
  extension?: true;
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
 * The spec of `field` when `spec` filters on it and allows `operation` there; null when the field
 * is not a filter of this spec. Throws {@link FilterSyntaxError} (naming `parameter`) for an
 * unknown operation or one the field does not allow.
 */
function allowedFieldSpec(parameter: string, field: string, operation: string, spec: FilterSpec): (FilterFieldSpec & { operation: FilterOperation }) | null {
  const fieldSpec = Object.hasOwn(spec, field) ? spec[field] : undefined;
  if (!fieldSpec) return null;
  if (!isFilterOperation(operation))
    throw new FilterSyntaxError(parameter, `Unknown filter operation "${operation}". Known operations: ${FILTER_OPERATIONS.join(', ')}.`);
  if (!fieldSpec.operations.includes(operation))
    throw new FilterSyntaxError(parameter, `Operation "${operation}" is not allowed on ${field}. Allowed: ${fieldSpec.operations.join(', ')}.`);
  return { ...fieldSpec, operation };
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
  const fieldSpec = allowedFieldSpec(key, parts.field, parts.operation, spec);
  if (!fieldSpec) return null;
  if (NULL_OPERATIONS.includes(fieldSpec.operation) && raw !== '' && raw !== 'true')
    throw new FilterSyntaxError(key, `${fieldSpec.operation} takes no value or "true".`);
  const value = LIST_OPERATIONS.includes(fieldSpec.operation) ? raw.split(LIST_SEPARATOR) : raw;
  return checkedClause(key, parts.field, fieldSpec, value);
}

/** A filter condition as a caller holds it, before {@link checkFilterClause} (the operation still unchecked). */
export interface FilterClauseCandidate {
  field: string;
  operation: string;
  value?: FilterScalar | readonly FilterScalar[];
}

/**
 * Checks one structured clause against an endpoint's filter spec without writing it as a query
 * parameter first: the rules of {@link parseFilterParam} (and so of the reference service),
 * applied to the field, operation and value as given. Returns the clause typed as the service
 * parses it (list items trimmed, `"12"` on an integer field as 12, no value for null checks),
 * or `null` when the field is not a filter of this spec. Throws {@link FilterSyntaxError}, whose
 * `parameter` is `field[operation]`, for an unknown or disallowed operation, a list value without
 * `in`/`not_in`, an empty list or list item, a text value holding a list separator (the service
 * would split it), a missing value, or a malformed one.
 */
export function checkFilterClause(clause: FilterClauseCandidate, spec: FilterSpec): FilterClause | null {
  const parameter = `${clause.field}[${clause.operation}]`;
  const fieldSpec = allowedFieldSpec(parameter, clause.field, clause.operation, spec);
  return fieldSpec && checkedClause(parameter, clause.field, fieldSpec, clause.value);
}

/** The value rules shared by {@link parseFilterParam} and {@link checkFilterClause}; `parameter` names the clause in errors. */
function checkedClause(
  parameter: string,
  field: string,
  { operation, type, values }: FilterFieldSpec & { operation: FilterOperation },
  value: FilterScalar | readonly FilterScalar[] | undefined,
): FilterClause {
  const checkedScalar = (v: FilterScalar): FilterScalar => {
    const scalar = checkedTypedScalar(parameter, type, v, field);
    if (values && !values.includes(String(scalar)))
      throw new FilterSyntaxError(parameter, `${field} must be one of ${values.join(', ')}, not "${String(scalar)}".`);
    return scalar;
  };
  // The value of a null check is never sent (the service reads `[is_null]=true`).
  if (NULL_OPERATIONS.includes(operation)) return { field, operation };
  if (LIST_OPERATIONS.includes(operation)) {
    const items = value === undefined ? [] : Array.isArray(value) ? value : [value as FilterScalar];
    if (items.length === 0) throw new FilterSyntaxError(parameter, `${parameter} needs at least one value.`);
    const checked = items.map((item) => {
      const trimmed = typeof item === 'string' ? item.trim() : item;
      if (trimmed === '') throw new FilterSyntaxError(parameter, `The list of ${parameter} has an empty item.`);
      return checkedScalar(trimmed);
    });
    return { field, operation, value: checked };
  }
  if (Array.isArray(value)) throw new FilterSyntaxError(parameter, `${parameter} takes one value; use ${field}[in] or ${field}[not_in] for lists.`);
  if (value === undefined || value === '') throw new FilterSyntaxError(parameter, `${parameter} needs a value.`);
  return { field, operation, value: checkedScalar(value as FilterScalar) };
}

/**
 * One value typed as the service parses it: a number on an `integer`/`number` field and a
 * boolean on a `boolean` field are taken as they are; anything else is read from its text like a
 * query value (so `"12"` on an integer field is 12). Text may not hold a list separator, except
 * WKT: the service would split it into a list.
 */
function checkedTypedScalar(parameter: string, type: FilterValueType, value: FilterScalar, field: string): FilterScalar {
  if (typeof value === 'number' && type === 'integer' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'number' && type === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'boolean' && type === 'boolean') return value;
  const text = formatScalar(value);
  if (type !== 'wkt' && LIST_SEPARATOR.test(text))
    throw new FilterSyntaxError(parameter, `The value "${text}" contains a list separator (comma or tilde); use ${field}[in] or ${field}[not_in] for lists, one value per item.`);
  return parseScalar(parameter, type, text);
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
