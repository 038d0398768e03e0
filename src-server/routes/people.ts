/**
 * People (interface v5, People), bearer token required:
 * - GET /rest/v5/people: filters id (`id[in]=1,2`), last_name, first_name, organisation (text
 *   operations, e.g. `last_name[iw_contains]=mül`), plain parameter `updated_since=<ISO date>`
 *   (updated at or after it; replaces v4 `after`); paging, `with_total`, HEAD.
 * - GET /rest/v5/people/{id}: one person; 404 when missing.
 * - POST /rest/v5/people: create `{first_name, last_name, email?, organisation?}` (strict, 422
 *   naming fields; v4 `firstname`/`lastname` named with their v5 names); 201 `{data}` + Location.
 * - PUT, DELETE, PATCH: 405 with `Allow` (the interface has no such methods on people).
 *
 * Who sees what (docs/interface-notes.md): every caller may read every person (observer pickers
 * need them); `email` is returned only to callers who manage at least one project, and on the
 * caller's own record; others get it omitted. Only callers with write or manage right on at least
 * one project (roles editor, manager) may create people; others get 403.
 */
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/open.js';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { badParameter, forbidden, invalidBody, notFound, ProblemError } from '../http/problem.js';
import { roleGrants } from '../../src-shared/domain/project-rights.js';
import { isIsoDate } from '../../src-shared/domain/dates.js';
import { PEOPLE_FILTERS, PEOPLE_PARAMETERS, PEOPLE_SORTABLE } from '../../src-shared/filters/people.js';
import {
  PERSON_READ_ONLY, PERSON_V4_RENAMES, PersonCreateSchema, type Person,
} from '../../src-shared/schemas/person.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, toUtcIso, type ColumnMap, type SqlFragment } from '../query/compile.js';
import { cached, isHead, runList, setTotals } from '../query/list.js';
import { pathId } from '../http/path-id.js';

const SELECT = 'p.id, p.first_name, p.last_name, p.email, p.organisation, p.created_at, p.updated_at';
const COLUMNS: ColumnMap = { id: 'p.id', last_name: 'p.last_name', first_name: 'p.first_name', organisation: 'p.organisation' };
const SORT_COLUMNS: Record<(typeof PEOPLE_SORTABLE)[number], string> = {
  id: 'p.id', last_name: 'p.last_name COLLATE NOCASE', first_name: 'p.first_name COLLATE NOCASE',
  organisation: 'p.organisation COLLATE NOCASE', created_at: 'p.created_at', updated_at: 'p.updated_at',
};

/** The roles a person holds on any project. */
export function rolesOf(db: Db, personId: number): Set<string> {
  const rows = cached(db, 'SELECT DISTINCT role FROM policies WHERE person_id = ?').all(personId) as Array<{ role: string }>;
  return new Set(rows.map((r) => r.role));
}

/**
 * Re-throws a 422 of parseBody with the v5 name of each v4 field (`renames`: v4 → v5); the v4
 * fields must be listed in the `removed` rule so that parseBody reports them.
 */
export function withRenameHints(error: unknown, renames: Readonly<Record<string, string>>): unknown {
  if (!(error instanceof ProblemError) || error.status !== 422 || !error.errors) return error;
  return invalidBody(error.errors.map((e) => (Object.hasOwn(renames, e.field)
    ? { field: e.field, message: `Renamed in v5: send ${renames[e.field]} instead.` }
    : e)));
}

/** `updated_since` → a condition on `p.updated_at` (compared as UTC instants); 400 when not an ISO date. */
function updatedSince(raw: string): SqlFragment {
  // A date alone, or a date-time without offset, is UTC here (docs/interface-notes.md "updated_since").
  if (!isIsoDate(raw))
    throw badParameter('updated_since', `updated_since must be an ISO 8601 date or date-time (e.g. 2025-06-14 or 2025-06-14T09:30:00.000+02:00), not "${raw}".`);
  return { sql: "strftime('%Y-%m-%dT%H:%M:%fZ', p.updated_at) >= ?", params: [toUtcIso(raw)] };
}

/** Registers /rest/v5/people and /rest/v5/people/{id}. */
export function peopleRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const { db } = ctx;
  /** Drops `email` unless the caller manages a project or it is the caller's own record. */
  const redactor = (callerId: number) => {
    const seesAll = rolesOf(db, callerId).has('manager');
    return (row: Person): Person => {
      if (seesAll || row.id === callerId) return row;
      const { email: _omitted, ...rest } = row;
      return rest;
    };
  };

  resource(app, '/rest/v5/people', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const p = parseListQuery(searchParamsOf(request.url), { filters: PEOPLE_FILTERS, sortable: PEOPLE_SORTABLE, options: PEOPLE_PARAMETERS });
      const filters = compileClauses(p.clauses, COLUMNS);
      if (p.options.updated_since !== undefined) filters.push(updatedSince(p.options.updated_since));
      const d = p.dir === 'desc' ? 'DESC' : 'ASC';
      const result = runList<Person>(db, {
        from: 'people p', scope: [], filters, select: SELECT,
        orderBy: p.sort
          ? `${SORT_COLUMNS[p.sort as keyof typeof SORT_COLUMNS]} ${d} NULLS LAST, p.id ${d}`
          : 'p.last_name COLLATE NOCASE, p.first_name COLLATE NOCASE, p.id',
      }, p, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows.map(redactor(caller.person_id)));
    },
    POST: async (request, reply) => {
      const caller = callerOf(request);
      const roles = rolesOf(db, caller.person_id);
      if (![...roles].some((r) => roleGrants(r, 'write') || roleGrants(r, 'manage')))
        throw forbidden('Only callers with write or manage right on at least one project may create people.');
      let body;
      try {
        body = parseBody(PersonCreateSchema, request.body, { readOnly: PERSON_READ_ONLY, removed: Object.keys(PERSON_V4_RENAMES), resourceName: 'person' });
      } catch (e) {
        throw withRenameHints(e, PERSON_V4_RENAMES);
      }
      const now = new Date().toISOString();
      const { lastInsertRowid } = db.prepare('INSERT INTO people (first_name, last_name, email, organisation, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)')
        .run(body.first_name, body.last_name, body.email ?? null, body.organisation || null, now, now);
      const row = cached(db, `SELECT ${SELECT} FROM people p WHERE p.id = ?`).get(lastInsertRowid) as Person;
      reply.code(201).header('Location', `/rest/v5/people/${row.id}`);
      return envelope(redactor(caller.person_id)(row));
    },
  });

  resource(app, '/rest/v5/people/:id', {
    GET: async (request, reply) => {
      const caller = callerOf(request);
      const id = pathId((request.params as { id?: string }).id, 'person');
      const row = cached(db, `SELECT ${SELECT} FROM people p WHERE p.id = ?`).get(id) as Person | undefined;
      if (!row) throw notFound(`No person ${id}.`);
      setEtag(reply, row); // read only here (no PUT), but a client can tell a changed record without comparing it
      return envelope(redactor(caller.person_id)(row));
    },
  });
}
