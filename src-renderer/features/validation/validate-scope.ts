/**
 * What a bulk validation may touch: only observations of projects on which the user holds the
 * validate right (issue 17 §2). "All matching" becomes the user's filter with those projects as
 * a `dataset_id[in]` clause (intersected with a project filter already set, since a parameter may
 * be given once); the selection keeps only the rows of those projects.
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';

const isProjectClause = (clause: FilterClauseInput): boolean => clause.field === 'dataset_id' && (clause.operation === 'in' || clause.operation === 'eq');

/**
 * `clauses` narrowed to the projects `validatable` (their ids): a `dataset_id[in]` clause with
 * them, or with those of an existing `dataset_id[in]`/`[eq]` clause the user may validate. Null
 * when no project of the filter is validatable (then nothing matching may be validated).
 */
export function validatableClauses(clauses: readonly FilterClauseInput[], validatable: readonly number[]): FilterClauseInput[] | null {
  const allowed = new Set(validatable);
  const given = clauses.find(isProjectClause);
  const asked = given === undefined ? [...allowed] : (Array.isArray(given.value) ? given.value : [given.value]).map(Number);
  const ids = [...new Set(asked.filter((id) => allowed.has(id)))].sort((a, b) => a - b);
  if (!ids.length) return null;
  return [...clauses.filter((clause) => !isProjectClause(clause)), { field: 'dataset_id', operation: 'in', value: ids }];
}

/** The selected ids the user may validate: rows of a validatable project, and rows not loaded yet (the service decides). */
export function validatableSelection(
  selected: readonly number[], datasetOf: (id: number) => number | null | undefined, mayValidate: (datasetId: number | null | undefined) => boolean,
): number[] {
  return selected.filter((id) => mayValidate(datasetOf(id)));
}
