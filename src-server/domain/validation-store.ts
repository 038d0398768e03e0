import type { Validation, ValidationWrite } from '../../src-shared/schemas/validation.js';
import type { SqlRunner } from '../store/store.js';
import { nowIso } from './dates.js';

type Current = Pick<Validation, 'validation' | 'v_presence_status' | 'comment' | 'validated_by' | 'validated_at'>;

/**
 * The validation sub-resource of an observation (ARCHITECTURE.md "validation sub-resource"): the
 * current state from the observation's columns and its history, oldest first; undefined when the
 * observation is gone. `lock`: the observation's row stays locked until the transaction of `sql`
 * ends (PostgreSQL `FOR UPDATE`), for the `If-Match` check of a write.
 */
export async function readValidation(sql: SqlRunner, occurrence_id: number, lock = false): Promise<Validation | undefined> {
  const current = await sql.get<Current>(`SELECT validation, v_presence_status, validation_comment AS comment, validated_by, validated_at
    FROM observations WHERE occurrence_id = ?${lock ? sql.dialect.forUpdate : ''}`, [occurrence_id]);
  if (!current) return undefined;
  const history = await sql.all<Validation['history'][number]>('SELECT validation, v_presence_status, comment, validated_by, validated_at FROM validation_history WHERE occurrence_id = ? ORDER BY id', [occurrence_id]);
  return { ...current, history };
}

/**
 * Records a validation by person `validated_by` now, in transaction `tx`: the observation's
 * `validation`, `v_presence_status` (kept when absent), comment, validator and time, and a history entry.
 */
export async function recordValidation(tx: SqlRunner, occurrence_id: number, body: ValidationWrite, validated_by: number): Promise<void> {
  const at = nowIso();
  const presence = body.v_presence_status === undefined ? 'v_presence_status' : '?';
  await tx.run(`UPDATE observations SET validation = ?, v_presence_status = ${presence}, validation_comment = ?,
    validated_by = ?, validated_at = ?, updated_at = ? WHERE occurrence_id = ?`,
  [body.validation, ...(body.v_presence_status === undefined ? [] : [body.v_presence_status]), body.comment ?? null, validated_by, at, at, occurrence_id]);
  await tx.run(`INSERT INTO validation_history (occurrence_id, validation, v_presence_status, comment, validated_by, validated_at)
    SELECT occurrence_id, validation, v_presence_status, validation_comment, validated_by, validated_at FROM observations WHERE occurrence_id = ?`, [occurrence_id]);
}
