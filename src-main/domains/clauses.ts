/**
 * Filter clauses from the renderer, checked before any request: each clause's field, operation
 * and value against an endpoint's filter spec (src-shared/filters/*.ts) with the shared grammar's
 * `checkFilterClause`, the rules the reference service applies to the query string (interface v5,
 * Endpoints, common rule 4), on the clause as it came: it is serialised once, into the URL.
 */
import { DeskError, type ApiErrorShape } from '../../src-shared/contract/index.js';
import type { FilterClauseInput } from '../../src-shared/contract/observations.js';
import { FilterSyntaxError, checkFilterClause, type FilterClause, type FilterSpec } from '../../src-shared/filters/grammar.js';

/**
 * Checks every clause against `spec` and returns them as parsed by the shared grammar (values
 * typed as the service reads them: `"12"` on an integer field becomes 12).
 *
 * Throws DeskError status 400, code `invalid-input`, with one `fields` entry per clause at fault;
 * `field` is the filter's field name as sent (e.g. `taxon_id`, or `nope` for an unknown field), so
 * the renderer can mark the filter control. Faults: a field the endpoint does not filter on, an
 * operation the field does not allow, a list value without `in`/`not_in`, a missing or malformed
 * value. `what` names the list in the message, e.g. "observations".
 */
export function checkFilterClauses(clauses: readonly FilterClauseInput[], spec: FilterSpec, what: string): FilterClause[] {
  const fields: ApiErrorShape['fields'] = [];
  const parsed: FilterClause[] = [];
  for (const clause of clauses) {
    try {
      const result = checkFilterClause(clause, spec);
      if (result) parsed.push(result);
      else fields.push({ field: clause.field, message: `${what} cannot be filtered by ${clause.field}. Filters: ${Object.keys(spec).join(', ')}.` });
    } catch (error) {
      if (!(error instanceof FilterSyntaxError)) throw error;
      fields.push({ field: clause.field, message: error.message });
    }
  }
  if (fields.length) {
    throw new DeskError({
      status: 400,
      code: 'invalid-input',
      message: `The filter is not valid: ${fields.map((f) => `${f.field}: ${f.message}`).join(' ')}`,
      fields,
    });
  }
  return parsed;
}
