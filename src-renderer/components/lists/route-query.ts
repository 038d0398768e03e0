/**
 * A list screen's state ⇄ its route query, declared once per screen and read and written through
 * the shared filter grammar (`src-shared/filters/grammar.ts`), so a copied address is the
 * service's own (`/people?last_name[iw_contains]=stein&sort=updated_at&dir=desc`) and reopens the
 * same list. A screen declares its fields (filters of its resource's `FilterSpec`, plain
 * parameters such as `right` or `offset`) and its sort; {@link defineRouteQuery} gives the codec
 * that `use-route-query.ts` keeps in step with the address. Decoding never throws: a parameter
 * that is unknown or does not fit is left out and named in `ignored`. Encoding leaves defaults out.
 *
 * Hand-rolled rather than `@vueuse/router`'s `useRouteQuery`: that binds one raw string per key,
 * while a list needs the grammar's typed clauses, defaults left out and unknown keys reported.
 */
import { isIsoDay } from '../../../src-shared/domain/dates.js';
import type { LocationQuery } from 'vue-router';
import {
  FilterSyntaxError, parseFilterParam, serializeFilterClauses, splitFilterKey,
  type FilterClause, type FilterOperation, type FilterSpec,
} from '../../../src-shared/filters/grammar.js';

/** Sort field and direction of a list. */
export interface ListSort<F extends string> {
  sort: F;
  dir: 'asc' | 'desc';
}

/** One piece of a list's state as the address holds it (one or a few query parameters). */
export interface QueryField<T> {
  /** The value when the address says nothing; it is never written. */
  initial: T;
  /** Whether this field reads the parameter `key` (as written in the address). */
  reads(key: string): boolean;
  /**
   * The value after `key=raw`, given the value read so far (a field of several parameters adds
   * to it); undefined when it does not fit (the parameter is then ignored).
   */
  parse(key: string, raw: string, current: T): T | undefined;
  /** After every parameter is read: the value in its canonical form, and the parameters it had to drop. */
  settle?(value: T): { value: T; dropped: string[] };
  /** The query parameters of `value` (none for the initial value). */
  write(value: T): Array<[string, string]>;
  /** For a filter: the grammar's clauses of `value` (what the list request sends). */
  clauses?(value: T): FilterClause[];
}

/** What a list screen declares: its fields and its sort (`sort` and `dir` in the address). */
export interface RouteQueryDeclaration<Fields extends Record<string, QueryField<unknown>>, F extends string> {
  fields: Fields;
  sort: { allowed: readonly F[]; initial: ListSort<F> };
}

/** The state a declaration gives: one value per field, and the sort. */
export type RouteQueryState<Fields extends Record<string, QueryField<unknown>>, F extends string> = {
  [K in keyof Fields]: Fields[K] extends QueryField<infer T> ? T : never;
} & ListSort<F>;

/** The codec of one list screen's address. */
export interface RouteQuery<State> {
  /** The state of an address without parameters. */
  initial(): State;
  /** Reads a route query; never throws. `ignored` names the parameters left out, as written. */
  decode(raw: LocationQuery): { state: State; ignored: string[] };
  /** The route query of `state`: defaults left out, fields in declaration order, then `sort`, `dir`. */
  encode(state: State): Record<string, string>;
  /** The filter clauses of `state`, in the shared grammar. */
  clauses(state: State): FilterClause[];
}

/** The last value of a query entry (repeated keys: the last wins); '' for a bare key. */
function lastValue(entry: LocationQuery[string] | undefined): string {
  const value = Array.isArray(entry) ? entry[entry.length - 1] : entry;
  return value ?? '';
}

/** The codec of a list screen's fields and sort (see the module comment). */
export function defineRouteQuery<Fields extends Record<string, QueryField<unknown>>, F extends string>(
  declaration: RouteQueryDeclaration<Fields, F>,
): RouteQuery<RouteQueryState<Fields, F>> {
  type State = RouteQueryState<Fields, F>;
  const entries = Object.entries(declaration.fields);
  const { allowed, initial: initialSort } = declaration.sort;
  const initial = (): State => ({ ...Object.fromEntries(entries.map(([name, field]) => [name, field.initial])), ...initialSort }) as State;

  return {
    initial,
    decode(raw) {
      const state: Record<string, unknown> = initial();
      const ignored: string[] = [];
      const sort = (allowed as readonly string[]).includes(lastValue(raw.sort)) ? (lastValue(raw.sort) as F) : null;
      const dir = lastValue(raw.dir);
      if (raw.sort !== undefined && !sort) ignored.push('sort');
      if (raw.dir !== undefined && dir !== 'asc' && dir !== 'desc') ignored.push('dir');
      if (sort) state.sort = sort;
      // a sort named without a direction is ascending
      if (dir === 'asc' || dir === 'desc') state.dir = dir;
      else if (sort) state.dir = 'asc';
      for (const [key, entry] of Object.entries(raw)) {
        if (key === 'sort' || key === 'dir') continue;
        const found = entries.find(([, field]) => field.reads(key));
        const value = found ? found[1].parse(key, lastValue(entry).trim(), state[found[0]]) : undefined;
        if (found && value !== undefined) state[found[0]] = value;
        else ignored.push(key);
      }
      for (const [name, field] of entries) {
        if (!field.settle) continue;
        const settled = field.settle(state[name]);
        state[name] = settled.value;
        ignored.push(...settled.dropped);
      }
      return { state: state as State, ignored };
    },
    encode(state) {
      const out: Record<string, string> = {};
      for (const [name, field] of entries) for (const [key, value] of field.write(state[name])) out[key] = value;
      if (state.sort !== initialSort.sort || state.dir !== initialSort.dir) {
        out.sort = state.sort;
        out.dir = state.dir;
      }
      return out;
    },
    clauses: (state) => entries.flatMap(([name, field]) => field.clauses?.(state[name]) ?? []),
  };
}

/**
 * A filter of `spec` on `field` with one of `operations`, read through the grammar; `fromClause`
 * turns a parsed clause into the state's value (undefined: it does not fit), `toClauses` back.
 */
export function filterField<T>(
  spec: FilterSpec,
  field: string,
  operations: readonly FilterOperation[],
  initial: T,
  fromClause: (clause: FilterClause) => T | undefined,
  toClauses: (value: T) => FilterClause[],
): QueryField<T> {
  return {
    initial,
    reads(key) {
      const parts = splitFilterKey(key);
      return parts?.field === field && (operations as readonly string[]).includes(parts.operation);
    },
    parse(key, raw) {
      try {
        const clause = parseFilterParam(key, raw, spec);
        return clause ? fromClause(clause) : undefined;
      } catch (error) {
        if (error instanceof FilterSyntaxError) return undefined;
        throw error;
      }
    },
    write: (value) => serializeFilterClauses(toClauses(value)),
    clauses: toClauses,
  };
}

/** What to do with a value longer than allowed: cut it to size, or leave the parameter out. */
export type Overflow = 'cut' | 'drop';

/** A text filter (`<field>[iw_contains]=stein`): '' for none; longer than `maxLength`: cut or dropped. */
export function textFilter(spec: FilterSpec, field: string, operation: FilterOperation, maxLength: number, overflow: Overflow = 'drop'): QueryField<string> {
  return filterField(spec, field, [operation], '', (clause) => {
    const text = typeof clause.value === 'string' ? clause.value.trim() : '';
    if (!text || (text.length > maxLength && overflow === 'drop')) return undefined;
    return text.slice(0, maxLength);
  }, (value) => (value.trim() ? [{ field, operation, value: value.trim() }] : []));
}

/** Options of {@link idsFilter}. */
export interface IdsOptions {
  /** Most ids kept. */
  max: number;
  /** What to do with more than `max` ids. */
  overflow: Overflow;
  /** Smallest id accepted (0 or 1). */
  min: number;
  /** Whether the ids are kept sorted (equal lists, equal addresses) or in the order written. */
  sorted: boolean;
}

/** An id list filter (`<field>[in]=1,2`), without repeats; [] for none. */
export function idsFilter(spec: FilterSpec, field: string, options: IdsOptions): QueryField<number[]> {
  const tidy = (ids: number[]): number[] => {
    const unique = [...new Set(ids)];
    return options.sorted ? unique.sort((a, b) => a - b) : unique;
  };
  return filterField(spec, field, ['in'], [] as number[], (clause) => {
    const values = Array.isArray(clause.value) ? clause.value : [];
    if (!values.every((id): id is number => typeof id === 'number' && id >= options.min)) return undefined;
    const ids = tidy(values);
    if (!ids.length || (ids.length > options.max && options.overflow === 'drop')) return undefined;
    return ids.slice(0, options.max);
  }, (ids) => (ids.length ? [{ field, operation: 'in', value: tidy(ids) }] : []));
}

/** A yes/no filter (`<field>[eq]=true`); null for either. */
export function booleanFilter(spec: FilterSpec, field: string): QueryField<boolean | null> {
  return filterField<boolean | null>(spec, field, ['eq'], null,
    (clause) => (typeof clause.value === 'boolean' ? clause.value : undefined),
    (value) => (value === null ? [] : [{ field, operation: 'eq', value }]));
}

/** Whether `text` is a calendar day that exists (`YYYY-MM-DD`): the shared date rules (src-shared/domain/dates.ts). */
export const isDay = isIsoDay;

/** A day bound of a date filter (`event_date[gte]=2024-05-01`); '' for none. */
export function dayFilter(spec: FilterSpec, field: string, operation: FilterOperation): QueryField<string> {
  return filterField(spec, field, [operation], '',
    (clause) => (typeof clause.value === 'string' && isDay(clause.value) ? clause.value : undefined),
    (value) => (value ? [{ field, operation, value }] : []));
}

/** A plain (non-filter) parameter read and written by `parse` and `format`. */
export function plainParam<T>(key: string, initial: T, parse: (raw: string) => T | undefined, format: (value: T) => string): QueryField<T> {
  return {
    initial,
    reads: (name) => name === key,
    parse: (_key, raw) => parse(raw),
    write: (value) => (value === initial ? [] : [[key, format(value)]]),
  };
}

/** A plain parameter with one of `allowed` values (`right=manage`, `srid=2056`). */
export function choiceParam<T extends string | number, I extends T | null>(key: string, allowed: readonly T[], initial: I): QueryField<T | I> {
  return plainParam<T | I>(key, initial, (raw) => allowed.find((value) => String(value) === raw), String);
}

/** A plain day parameter (`updated_since=2025-01-01`); '' for none. */
export function dayParam(key: string): QueryField<string> {
  return plainParam(key, '', (raw) => (isDay(raw) ? raw : undefined), String);
}

/** A whole-number parameter ≥ `min` of at most `digits` digits (`offset`, `page`); `min` is the default. */
export function countParam(key: string, min: number, digits: number): QueryField<number> {
  const pattern = new RegExp(`^\\d{1,${digits}}$`);
  return plainParam(key, min, (raw) => (pattern.test(raw) && Number(raw) >= min ? Number(raw) : undefined), String);
}

/** Options of {@link clauseListFilter}. */
export interface ClauseListOptions {
  /** The clauses in canonical order, one per field and operation (equal filters, equal addresses). */
  tidy(clauses: readonly FilterClause[]): FilterClause[];
  /** Why a clause the grammar accepts is still not one to keep (contract limits), or null. */
  problem(clause: FilterClause): string | null;
  /** Most clauses kept (the contract's limit); the rest are dropped and reported. */
  max: number;
}

/** Any filter clause of `spec`, as a list (the observation workspace's free filter); [] for none. */
export function clauseListFilter(spec: FilterSpec, options: ClauseListOptions): QueryField<FilterClause[]> {
  const kept = (clauses: readonly FilterClause[]): FilterClause[] => options.tidy(clauses).slice(0, options.max);
  return {
    initial: [],
    reads: (key) => {
      const parts = splitFilterKey(key);
      return parts !== null && Object.hasOwn(spec, parts.field);
    },
    parse(key, raw, current) {
      try {
        const clause = parseFilterParam(key, raw, spec);
        return clause && !options.problem(clause) ? [...current, clause] : undefined;
      } catch (error) {
        if (error instanceof FilterSyntaxError) return undefined;
        throw error;
      }
    },
    settle(value) {
      const tidy = options.tidy(value);
      return { value: tidy.slice(0, options.max), dropped: tidy.slice(options.max).map((clause) => `${clause.field}[${clause.operation}]`) };
    },
    write: (value) => serializeFilterClauses(kept(value)),
    clauses: (value) => kept(value),
  };
}
