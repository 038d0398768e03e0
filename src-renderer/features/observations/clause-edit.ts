/**
 * Small pure edits of a clause list, used by the filter panel, the chips and the map's polygon:
 * every edit returns a new, normalised list (the route query is then written from it).
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { normalizeClauses } from './query-codec.js';

/** The clauses of one field. */
export function clausesOf(clauses: readonly FilterClauseInput[], field: string): FilterClauseInput[] {
  return clauses.filter((clause) => clause.field === field);
}

/** The one clause of `field` with `operation`, if any. */
export function findClause(clauses: readonly FilterClauseInput[], field: string, operation: FilterClauseInput['operation']): FilterClauseInput | undefined {
  return clauses.find((clause) => clause.field === field && clause.operation === operation);
}

/** Replaces every clause of `field` by `replacement` (empty: the field is no longer filtered). */
export function replaceField(clauses: readonly FilterClauseInput[], field: string, replacement: readonly FilterClauseInput[]): FilterClauseInput[] {
  return normalizeClauses([...clauses.filter((clause) => clause.field !== field), ...replacement]);
}

/** Sets (or with `undefined`/an empty list/'' removes) the clause of `field` with `operation`, keeping the field's others. */
export function setClause(
  clauses: readonly FilterClauseInput[], field: string, operation: FilterClauseInput['operation'], value: FilterClauseInput['value'] | null,
): FilterClauseInput[] {
  const rest = clauses.filter((clause) => !(clause.field === field && clause.operation === operation));
  const empty = value === null || value === '' || (Array.isArray(value) && value.length === 0);
  if (empty && value !== undefined) return normalizeClauses(rest);
  return normalizeClauses([...rest, value === undefined ? { field, operation } : { field, operation, value }]);
}

/** Removes one clause. */
export function removeClause(clauses: readonly FilterClauseInput[], field: string, operation: FilterClauseInput['operation']): FilterClauseInput[] {
  return normalizeClauses(clauses.filter((clause) => !(clause.field === field && clause.operation === operation)));
}

/** The integer values of a clause (list or single), for pickers. */
export function numberValues(clause: FilterClauseInput | undefined): number[] {
  if (!clause || clause.value === undefined) return [];
  const values = Array.isArray(clause.value) ? clause.value : [clause.value];
  return values.filter((value): value is number => typeof value === 'number');
}
