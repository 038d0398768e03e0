import type { FieldError } from '../http/problem.js';
import { vocabularyOf } from '../../src-shared/vocabulary-fields.js';
import type { SqlRunner } from '../store/store.js';

/** One existence check of a body field: the field's value is acceptable when `sql` (params `params`) finds a row. */
interface ReferenceCheck {
  field: string;
  sql: string;
  params: unknown[];
  message: string;
}

/**
 * The checks of every coded field (a code of its vocabulary) and every referenced row
 * (`taxon_id`, `habitat`, `releve_id`, people in `recorded_by_id`, `dataset_id`) in `body`.
 * Statements in the shared spelling (store/dialect.ts), so both stores run them.
 */
function referenceChecks(body: Record<string, unknown>): ReferenceCheck[] {
  const checks: ReferenceCheck[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    const vocabulary = vocabularyOf(field);
    if (vocabulary && typeof value === 'number') {
      checks.push({ field, sql: 'SELECT 1 FROM vocabularies WHERE field_name = ? AND code = ?', params: [vocabulary, value],
        message: `${value} is not a code of the vocabulary ${vocabulary} (see /public/v5/vocabularies?field_name=${vocabulary}).` });
    }
  }
  const row = (field: string, table: string, message: string) => {
    if (typeof body[field] === 'number') checks.push({ field, sql: `SELECT 1 FROM ${table} WHERE id = ?`, params: [body[field]], message });
  };
  row('dataset_id', 'projects', `There is no project ${String(body.dataset_id)}.`);
  row('taxon_id', 'taxa', `There is no taxon ${String(body.taxon_id)}.`);
  row('habitat', 'habitats', `There is no habitat ${String(body.habitat)} (see /public/v5/habitats).`);
  row('releve_id', 'releves', `There is no relevé ${String(body.releve_id)}.`);
  if (Array.isArray(body.recorded_by_id)) {
    for (const id of body.recorded_by_id) checks.push({ field: 'recorded_by_id', sql: 'SELECT 1 FROM people WHERE id = ?', params: [id], message: String(id) });
  }
  return checks;
}

/** The field errors of the checks that found no row: one per field, missing people listed in one error. */
function errorsOf(failed: readonly ReferenceCheck[]): FieldError[] {
  const errors = failed.filter((c) => c.field !== 'recorded_by_id').map(({ field, message }) => ({ field, message }));
  const people = failed.filter((c) => c.field === 'recorded_by_id').map((c) => c.message);
  if (people.length) errors.push({ field: 'recorded_by_id', message: `No such person: ${people.join(', ')}.` });
  return errors;
}

/**
 * Checks that every coded field in `body` holds a code of its vocabulary, and that referenced
 * rows exist (`taxon_id`, `habitat`, `releve_id`, people in `recorded_by_id`, `dataset_id`), on
 * either store (its runner `sql`). Answers one field error per problem (for a 422); never throws.
 */
export async function findReferenceErrors(sql: SqlRunner, body: Record<string, unknown>): Promise<FieldError[]> {
  const failed: ReferenceCheck[] = [];
  for (const check of referenceChecks(body)) if (!(await sql.get(check.sql, check.params))) failed.push(check);
  return errorsOf(failed);
}
