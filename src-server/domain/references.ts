import type { Db } from '../db/open.js';
import type { FieldError } from '../http/problem.js';
import { vocabularyOf } from '../../src-shared/vocabulary-fields.js';
import { cached } from '../query/list.js';

/**
 * Checks that every coded field in `body` holds a code of its vocabulary, and that referenced
 * rows exist (`taxon_id`, `habitat`, `releve_id`, people in `recorded_by_id`, `dataset_id`).
 * Returns one field error per problem (for a 422); never throws.
 */
export function checkReferences(db: Db, body: Record<string, unknown>): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    const vocabulary = vocabularyOf(field);
    if (vocabulary && typeof value === 'number') {
      if (!cached(db, 'SELECT 1 FROM vocabularies WHERE field_name = ? AND code = ?').get(vocabulary, value))
        errors.push({ field, message: `${value} is not a code of the vocabulary ${vocabulary} (see /public/v5/vocabularies?field_name=${vocabulary}).` });
    }
  }
  const exists = (sql: string, id: unknown): boolean => !!cached(db, sql).get(id);
  if (typeof body.dataset_id === 'number' && !exists('SELECT 1 FROM projects WHERE id = ?', body.dataset_id))
    errors.push({ field: 'dataset_id', message: `There is no project ${body.dataset_id}.` });
  if (typeof body.taxon_id === 'number' && !exists('SELECT 1 FROM taxa WHERE id = ?', body.taxon_id))
    errors.push({ field: 'taxon_id', message: `There is no taxon ${body.taxon_id}.` });
  if (typeof body.habitat === 'number' && !exists('SELECT 1 FROM habitats WHERE id = ?', body.habitat))
    errors.push({ field: 'habitat', message: `There is no habitat ${body.habitat} (see /public/v5/habitats).` });
  if (typeof body.releve_id === 'number' && !exists('SELECT 1 FROM releves WHERE id = ?', body.releve_id))
    errors.push({ field: 'releve_id', message: `There is no relevé ${body.releve_id}.` });
  if (Array.isArray(body.recorded_by_id)) {
    const missing = body.recorded_by_id.filter((id) => !exists('SELECT 1 FROM people WHERE id = ?', id));
    if (missing.length) errors.push({ field: 'recorded_by_id', message: `No such person: ${missing.join(', ')}.` });
  }
  return errors;
}
