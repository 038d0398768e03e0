/**
 * Project policies (table `policies`): who holds which role on a project. The SQL of
 * GET /projects/{id}/related_policies (interface v5) and of the policy writes, an extension of
 * the reference service (docs/interface-notes.md "Policy writes"). Every write keeps at least one
 * manager on the project, so that someone can still manage it.
 */
import { conflict, notFound } from '../http/problem.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { runList, type ListResult } from '../query/list.js';
import type { VersionCheck } from '../http/etag.js';
import type { Dialect } from '../store/dialect.js';
import type { SqlRunner } from '../store/store.js';
import type { ListParams } from '../query/params.js';
import { POLICY_SORTABLE } from '../../src-shared/filters/projects.js';
import { rightsOfRole, type ProjectRole } from '../../src-shared/domain/project-rights.js';
import type { RelatedPolicy } from '../../src-shared/schemas/project.js';

const SELECT = 'pol.id, pol.project_id, pol.person_id, pe.first_name, pe.last_name, pe.organisation, pol.role';
const FROM = 'policies pol JOIN people pe ON pe.id = pol.person_id';
const COLUMNS: ColumnMap = { person_id: 'pol.person_id', role: 'pol.role' };
const sortColumns = (d: Dialect): Record<(typeof POLICY_SORTABLE)[number], string> => ({
  person_id: 'pol.person_id', role: 'pol.role', last_name: d.nocase('pe.last_name'), first_name: d.nocase('pe.first_name'),
});
const ROLE_ORDER = "CASE pol.role WHEN 'manager' THEN 0 WHEN 'validator' THEN 1 WHEN 'editor' THEN 2 ELSE 3 END";

type PolicyRow = Omit<RelatedPolicy, 'rights'>;

const toPolicy = (row: PolicyRow): RelatedPolicy => ({ ...row, rights: rightsOfRole(row.role) });

/**
 * One page of the project's policies with totals (`p`: parsed list query; filters person_id,
 * role). Default order: manager, validator, editor, viewer, then last and first name.
 */
export async function listPolicies(sql: SqlRunner, projectId: number, p: ListParams, head: boolean): Promise<ListResult<RelatedPolicy>> {
  const d = sql.dialect;
  const dir = p.dir === 'desc' ? 'DESC' : 'ASC';
  const result = await runList<PolicyRow>(sql, {
    from: FROM,
    scope: [{ sql: 'pol.project_id = ?', params: [projectId] }],
    filters: compileClauses(p.clauses, COLUMNS, d),
    select: SELECT,
    orderBy: p.sort
      ? `${sortColumns(d)[p.sort as (typeof POLICY_SORTABLE)[number]]} ${dir}, pol.id ${dir}`
      : `${ROLE_ORDER}, ${d.nocase('pe.last_name')}, ${d.nocase('pe.first_name')}, pol.id`,
  }, p, head);
  return { ...result, rows: result.rows.map(toPolicy) };
}

/**
 * Policy `policyId` of project `projectId`; undefined when there is none (or it belongs to another
 * project). `forUpdate`: locked until the transaction of `sql` ends (PostgreSQL).
 */
export async function readPolicy(sql: SqlRunner, projectId: number, policyId: number, forUpdate = false): Promise<RelatedPolicy | undefined> {
  const row = await sql.get<PolicyRow>(`SELECT ${SELECT} FROM ${FROM} WHERE pol.id = ? AND pol.project_id = ?${forUpdate && sql.dialect.forUpdate ? `${sql.dialect.forUpdate} OF pol` : ''}`, [policyId, projectId]);
  return row && toPolicy(row);
}

/** {@link readPolicy}, or a 404 problem naming the policy. */
export async function policyOf(sql: SqlRunner, projectId: number, policyId: number, forUpdate = false): Promise<RelatedPolicy> {
  const policy = await readPolicy(sql, projectId, policyId, forUpdate);
  if (!policy) throw notFound({ key: 'no-record', values: { what: 'policy', id: policyId } });
  return policy;
}

/**
 * Starts a policy write in transaction `tx`: locks the project's row (PostgreSQL; SQLite's write
 * transaction is exclusive already), so that two writes cannot each leave the other's manager as
 * the last one, then reads the policy again and runs the `If-Match` check on it.
 */
async function policyToWrite(tx: SqlRunner, projectId: number, policyId: number, check: VersionCheck | undefined): Promise<RelatedPolicy> {
  await tx.get(`SELECT id FROM projects WHERE id = ?${tx.dialect.forUpdate}`, [projectId]);
  check?.(await readPolicy(tx, projectId, policyId, true));
  return policyOf(tx, projectId, policyId, true);
}

/** 409 when `policy` holds the project's only manager role (revoking or lowering it would leave nobody to manage). */
async function assertNotLastManager(tx: SqlRunner, policy: RelatedPolicy, projectName: string): Promise<void> {
  if (policy.role !== 'manager') return;
  const managers = await tx.count("SELECT count(*) AS n FROM policies WHERE project_id = ? AND role = 'manager'", [policy.project_id]);
  if (managers <= 1) throw conflict({ key: 'policy-last-manager', values: { project_name: projectName, project_id: policy.project_id } });
}

/**
 * Gives person `personId` `role` on project `projectId`; returns the new policy's id. 404 for an
 * unknown person, 409 when the person already holds a role there (naming it).
 */
export function grantPolicy(sql: SqlRunner, projectId: number, personId: number, role: ProjectRole): Promise<number> {
  return sql.transaction(async (tx) => {
    await tx.get(`SELECT id FROM projects WHERE id = ?${tx.dialect.forUpdate}`, [projectId]);
    if (!await tx.get('SELECT 1 FROM people WHERE id = ?', [personId]))
      throw notFound({ key: 'no-record', values: { what: 'person', id: personId } });
    const held = await tx.get<{ id: number; role: string }>('SELECT id, role FROM policies WHERE project_id = ? AND person_id = ?', [projectId, personId]);
    if (held) throw conflict({ key: 'policy-exists', values: { person_id: personId, role: held.role, policy_id: held.id } });
    const row = await tx.get<{ id: number }>('INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, ?) RETURNING id', [projectId, personId, role]);
    return row!.id;
  });
}

/**
 * Changes the role of policy `policyId` of project `projectId`, after the `If-Match` check (412)
 * when given; 404 when it is gone; 409 when that would leave its project without a manager.
 */
export function changePolicyRole(sql: SqlRunner, projectId: number, policyId: number, role: ProjectRole, projectName: string, check?: VersionCheck): Promise<void> {
  return sql.transaction(async (tx) => {
    const policy = await policyToWrite(tx, projectId, policyId, check);
    if (role !== 'manager') await assertNotLastManager(tx, policy, projectName);
    await tx.run('UPDATE policies SET role = ? WHERE id = ?', [role, policy.id]);
  });
}

/** Removes policy `policyId` of project `projectId`, after the `If-Match` check (412) when given; 409 when it is its project's last manager. */
export function revokePolicy(sql: SqlRunner, projectId: number, policyId: number, projectName: string, check?: VersionCheck): Promise<void> {
  return sql.transaction(async (tx) => {
    const policy = await policyToWrite(tx, projectId, policyId, check);
    await assertNotLastManager(tx, policy, projectName);
    await tx.run('DELETE FROM policies WHERE id = ?', [policy.id]);
  });
}
