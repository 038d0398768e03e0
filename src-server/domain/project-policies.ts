/**
 * Project policies (table `policies`): who holds which role on a project. The SQL of
 * GET /projects/{id}/related_policies (interface v5) and of the policy writes, an extension of
 * the reference service (docs/interface-notes.md "Policy writes"). Every write keeps at least one
 * manager on the project, so that someone can still manage it.
 */
import type { Db } from '../db/open.js';
import { conflict, notFound } from '../http/problem.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, runList, type ListResult } from '../query/list.js';
import type { ListParams } from '../query/params.js';
import { POLICY_SORTABLE } from '../../src-shared/filters/projects.js';
import { rightsOfRole, type ProjectRole } from '../../src-shared/domain/project-rights.js';
import type { RelatedPolicy } from '../../src-shared/schemas/project.js';

const SELECT = 'pol.id, pol.project_id, pol.person_id, pe.first_name, pe.last_name, pe.organisation, pol.role';
const FROM = 'policies pol JOIN people pe ON pe.id = pol.person_id';
const COLUMNS: ColumnMap = { person_id: 'pol.person_id', role: 'pol.role' };
const SORT_COLUMNS: Record<(typeof POLICY_SORTABLE)[number], string> = {
  person_id: 'pol.person_id', role: 'pol.role', last_name: 'pe.last_name COLLATE NOCASE', first_name: 'pe.first_name COLLATE NOCASE',
};
const ROLE_ORDER = "CASE pol.role WHEN 'manager' THEN 0 WHEN 'validator' THEN 1 WHEN 'editor' THEN 2 ELSE 3 END";

type PolicyRow = Omit<RelatedPolicy, 'rights'>;

const toPolicy = (row: PolicyRow): RelatedPolicy => ({ ...row, rights: rightsOfRole(row.role) });

/**
 * One page of the project's policies with totals (`p`: parsed list query; filters person_id,
 * role). Default order: manager, validator, editor, viewer, then last and first name.
 */
export function listPolicies(db: Db, projectId: number, p: ListParams, head: boolean): ListResult<RelatedPolicy> {
  const d = p.dir === 'desc' ? 'DESC' : 'ASC';
  const result = runList<PolicyRow>(db, {
    from: FROM,
    scope: [{ sql: 'pol.project_id = ?', params: [projectId] }],
    filters: compileClauses(p.clauses, COLUMNS),
    select: SELECT,
    orderBy: p.sort
      ? `${SORT_COLUMNS[p.sort as keyof typeof SORT_COLUMNS]} ${d}, pol.id ${d}`
      : `${ROLE_ORDER}, pe.last_name COLLATE NOCASE, pe.first_name COLLATE NOCASE, pol.id`,
  }, p, head);
  return { ...result, rows: result.rows.map(toPolicy) };
}

/** Policy `policyId` of project `projectId`; undefined when there is none (or it belongs to another project). */
export function readPolicy(db: Db, projectId: number, policyId: number): RelatedPolicy | undefined {
  const row = cached(db, `SELECT ${SELECT} FROM ${FROM} WHERE pol.id = ? AND pol.project_id = ?`).get(policyId, projectId) as PolicyRow | undefined;
  return row && toPolicy(row);
}

/** {@link readPolicy}, or a 404 problem naming the policy. */
export function policyOf(db: Db, projectId: number, policyId: number): RelatedPolicy {
  const policy = readPolicy(db, projectId, policyId);
  if (!policy) throw notFound({ key: 'no-record', values: { what: 'policy', id: policyId } });
  return policy;
}

const managerCount = (db: Db, projectId: number): number =>
  (cached(db, "SELECT count(*) AS n FROM policies WHERE project_id = ? AND role = 'manager'").get(projectId) as { n: number }).n;

/** 409 when `policy` holds the project's only manager role (revoking or lowering it would leave nobody to manage). */
function assertNotLastManager(db: Db, policy: RelatedPolicy, projectName: string): void {
  if (policy.role === 'manager' && managerCount(db, policy.project_id) <= 1)
    throw conflict({ key: 'policy-last-manager', values: { project_name: projectName, project_id: policy.project_id } });
}

/**
 * Gives person `personId` `role` on project `projectId`; returns the new policy's id. 404 for an
 * unknown person, 409 when the person already holds a role there (naming it).
 */
export function grantPolicy(db: Db, projectId: number, personId: number, role: ProjectRole): number {
  return db.transaction(() => {
    if (!cached(db, 'SELECT 1 FROM people WHERE id = ?').get(personId))
      throw notFound({ key: 'no-record', values: { what: 'person', id: personId } });
    const held = cached(db, 'SELECT id, role FROM policies WHERE project_id = ? AND person_id = ?').get(projectId, personId) as { id: number; role: string } | undefined;
    if (held) throw conflict({ key: 'policy-exists', values: { person_id: personId, role: held.role, policy_id: held.id } });
    const { lastInsertRowid } = cached(db, 'INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, ?)').run(projectId, personId, role);
    return Number(lastInsertRowid);
  })();
}

/** Changes the role of `policy`; 409 when that would leave its project without a manager. */
export function changePolicyRole(db: Db, policy: RelatedPolicy, role: ProjectRole, projectName: string): void {
  db.transaction(() => {
    if (role !== 'manager') assertNotLastManager(db, policy, projectName);
    cached(db, 'UPDATE policies SET role = ? WHERE id = ?').run(role, policy.id);
  })();
}

/** Removes `policy`; 409 when it is its project's last manager. */
export function revokePolicy(db: Db, policy: RelatedPolicy, projectName: string): void {
  db.transaction(() => {
    assertNotLastManager(db, policy, projectName);
    cached(db, 'DELETE FROM policies WHERE id = ?').run(policy.id);
  })();
}
