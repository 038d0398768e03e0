/**
 * Person rows (table `people`), their v5 representation and who may see or create what
 * (docs/interface-notes.md "people"): every caller may read every person (observer pickers need
 * them); `email` goes only to callers who manage at least one project, and on the caller's own
 * record. Callers with write or manage right on at least one project (roles editor, manager)
 * may create people.
 */
import type { Caller } from '../auth/authorization-server.js';
import { badParameter, forbidden, notFound } from '../http/problem.js';
import { compileClauses, toUtcIso, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import type { ListParams } from '../query/params.js';
import { roleGrants } from '../../src-shared/domain/project-rights.js';
import { isIsoDate } from '../../src-shared/domain/dates.js';
import type { PEOPLE_SORTABLE } from '../../src-shared/filters/people.js';
import type { Person, PersonCreate } from '../../src-shared/schemas/person.js';

const PERSON_SELECT = 'p.id, p.first_name, p.last_name, p.email, p.organisation, p.created_at, p.updated_at';
/** Column map of PEOPLE_FILTERS (src-shared/filters/people.ts) on `people p`. */
const PERSON_FILTER_COLUMNS: ColumnMap = { id: 'p.id', last_name: 'p.last_name', first_name: 'p.first_name', organisation: 'p.organisation' };
const sortColumns = (d: Dialect): Readonly<Record<string, string>> => ({
  id: 'p.id', last_name: d.nocase('p.last_name'), first_name: d.nocase('p.first_name'),
  organisation: d.nocase('p.organisation'), created_at: 'p.created_at', updated_at: 'p.updated_at',
} satisfies Record<(typeof PEOPLE_SORTABLE)[number], string>);

/** The roles a person holds on any project. */
export async function rolesOf(sql: SqlRunner, personId: number): Promise<Set<string>> {
  const rows = await sql.all<{ role: string }>('SELECT DISTINCT role FROM policies WHERE person_id = ?', [personId]);
  return new Set(rows.map((r) => r.role));
}

/** Throws 403 unless the caller holds write or manage right on at least one project. */
export async function assertMayCreatePeople(sql: SqlRunner, caller: Caller): Promise<void> {
  if (![...await rolesOf(sql, caller.person_id)].some((r) => roleGrants(r, 'write') || roleGrants(r, 'manage')))
    throw forbidden('Only callers with write or manage right on at least one project may create people.');
}

/**
 * What the caller may see of a person: `email` is dropped unless the caller manages a project
 * or it is the caller's own record (see the module comment).
 */
export async function personRedactor(sql: SqlRunner, caller: Caller): Promise<(row: Person) => Person> {
  const seesAll = (await rolesOf(sql, caller.person_id)).has('manager');
  return (row) => {
    if (seesAll || row.id === caller.person_id) return row;
    const { email: _omitted, ...rest } = row;
    return rest;
  };
}

/** `updated_since` → a condition on `p.updated_at` (compared as UTC instants); 400 when not an ISO date. */
function updatedSince(raw: string, dialect: Dialect): SqlFragment {
  // A date alone, or a date-time without offset, is UTC here (docs/interface-notes.md "updated_since").
  if (!isIsoDate(raw))
    throw badParameter('updated_since', `updated_since must be an ISO 8601 date or date-time (e.g. 2025-06-14 or 2025-06-14T09:30:00.000+02:00), not "${raw}".`);
  return { sql: `${dialect.utcIso('p.updated_at')} >= ?`, params: [toUtcIso(raw)] };
}

/**
 * A page of people (GET /people): the list parameters filter (and the plain parameter
 * `updated_since`, 400 when it is no ISO 8601 date), sort (default last name, first name, id) and page.
 */
export function listPeople(sql: SqlRunner, params: ListParams, head: boolean): Promise<ListResult<Person>> {
  const d = sql.dialect;
  const filters = compileClauses(params.clauses, PERSON_FILTER_COLUMNS, d);
  if (params.options.updated_since !== undefined) filters.push(updatedSince(params.options.updated_since, d));
  const sortColumn = params.sort === undefined ? undefined : sortColumns(d)[params.sort];
  return runList<Person>(sql, {
    from: 'people p', scope: [], filters, select: PERSON_SELECT,
    orderBy: sortColumn ? orderBy(sortColumn, params.dir, 'p.id') : `${d.nocase('p.last_name')}, ${d.nocase('p.first_name')}, p.id`,
  }, params, head);
}

/** Person `id`; throws a 404 problem when there is none. */
export async function loadPerson(sql: SqlRunner, id: number): Promise<Person> {
  const row = await sql.get<Person>(`SELECT ${PERSON_SELECT} FROM people p WHERE p.id = ?`, [id]);
  if (!row) throw notFound(`No person ${id}.`);
  return row;
}

/** Inserts a person (an empty organisation is stored as null) and returns it as stored. */
export async function insertPerson(sql: SqlRunner, body: PersonCreate): Promise<Person> {
  const now = new Date().toISOString();
  const row = await sql.get<{ id: number }>('INSERT INTO people (first_name, last_name, email, organisation, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
    [body.first_name, body.last_name, body.email ?? null, body.organisation || null, now, now]);
  return loadPerson(sql, row!.id);
}
