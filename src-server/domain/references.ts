import type { Db } from '../db/open.js';
import type { FieldError } from '../http/problem.js';
import type { SqlRunner } from '../store/store.js';
import { vocabularyOf } from '../../src-shared/vocabulary-fields.js';
import { cached } from '../query/list.js';

/** One lookup of a reference check: the field is at fault unless `sql` (shared spelling) finds a row. */
interface ReferenceLookup {
  sql: string;
  params: unknown[];
  error: FieldError;
}

/**
 * The lookups that check `body`'s references: every coded field against its vocabulary, and the
 * referenced rows (`taxon_id`, `habitat`, `releve_id`, `dataset_id`, each person of
 * `recorded_by_id`). The same SQL runs on either store ({@link checkReferences}, {@link checkReferencesIn}).
 */
function referenceLookups(body: Record<string, unknown>): ReferenceLookup[] {
  const lookups: ReferenceLookup[] = [];
  for (const [field, value] of Object.entries(body)) {
    if (value === null || value === undefined) continue;
    const vocabulary = vocabularyOf(field);
    if (vocabulary && typeof value === 'number') {
      lookups.push({ sql: 'SELECT 1 AS ok FROM vocabularies WHERE field_name = ? AND code = ?', params: [vocabulary, value],
        error: { field, message: `${value} is not a code of the vocabulary ${vocabulary} (see /public/v5/vocabularies?field_name=${vocabulary}).` } });
    }
  }
  const row = (field: string, table: string, message: string): void => {
    if (typeof body[field] === 'number') lookups.push({ sql: `SELECT 1 AS ok FROM ${table} WHERE id = ?`, params: [body[field]], error: { field, message } });
  };
  row('dataset_id', 'projects', `There is no project ${String(body.dataset_id)}.`);
  row('taxon_id', 'taxa', `There is no taxon ${String(body.taxon_id)}.`);
  row('habitat', 'habitats', `There is no habitat ${String(body.habitat)} (see /public/v5/habitats).`);
  row('releve_id', 'releves', `There is no relevé ${String(body.releve_id)}.`);
  return lookups;
}

/** The people of `recorded_by_id` not `found` (one flag per entry, in order), as one field error; none missing: none. */
function missingPeople(body: Record<string, unknown>, found: readonly boolean[]): FieldError[] {
  if (!Array.isArray(body.recorded_by_id)) return [];
  const missing = body.recorded_by_id.filter((_, i) => !found[i]);
  return missing.length ? [{ field: 'recorded_by_id', message: `No such person: ${missing.join(', ')}.` }] : [];
}

const PERSON = 'SELECT 1 AS ok FROM people WHERE id = ?';
const people = (body: Record<string, unknown>): unknown[] => (Array.isArray(body.recorded_by_id) ? body.recorded_by_id : []);

/**
 * Checks that every coded field in `body` holds a code of its vocabulary, and that referenced
 * rows exist (`taxon_id`, `habitat`, `releve_id`, people in `recorded_by_id`, `dataset_id`).
 * Returns one field error per problem (for a 422); never throws. Synchronous, on the SQLite
 * connection (the routes not yet on the store); {@link checkReferencesIn} is the same on a store.
 */
export function checkReferences(db: Db, body: Record<string, unknown>): FieldError[] {
  const errors = referenceLookups(body).filter((l) => !cached(db, l.sql).get(...l.params)).map((l) => l.error);
  return [...errors, ...missingPeople(body, people(body).map((id) => !!cached(db, PERSON).get(id)))];
}

/** {@link checkReferences} through the storage interface (either store), e.g. inside a write's transaction. */
export async function checkReferencesIn(sql: SqlRunner, body: Record<string, unknown>): Promise<FieldError[]> {
  const errors: FieldError[] = [];
  for (const l of referenceLookups(body)) if (!(await sql.get(l.sql, l.params))) errors.push(l.error);
  const found: boolean[] = [];
  for (const id of people(body)) found.push(!!(await sql.get(PERSON, [id])));
  return [...errors, ...missingPeople(body, found)];
}
