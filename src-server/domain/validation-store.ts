import type { Db } from '../db/open.js';
import { cached } from '../query/list.js';
import type { Validation, ValidationWrite } from '../../src-shared/schemas/validation.js';
import { nowIso } from './dates.js';

/**
 * The validation sub-resource of an observation (ARCHITECTURE.md "validation sub-resource"): the
 * current state from the observation's columns and its history, oldest first.
 */
export function readValidation(db: Db, occurrence_id: number): Validation {
  const current = cached(db, 'SELECT validation, v_presence_status, validation_comment AS comment, validated_by, validated_at FROM observations WHERE occurrence_id = ?')
    .get(occurrence_id) as Pick<Validation, 'validation' | 'v_presence_status' | 'comment' | 'validated_by' | 'validated_at'>;
  const history = cached(db, 'SELECT validation, v_presence_status, comment, validated_by, validated_at FROM validation_history WHERE occurrence_id = ? ORDER BY id')
    .all(occurrence_id) as Validation['history'];
  return { ...current, history };
}

/**
 * Records a validation by person `validated_by` now, in one transaction: the observation's
 * `validation`, `v_presence_status` (kept when absent), comment, validator and time, and a history entry.
 */
export function recordValidation(db: Db, occurrence_id: number, body: ValidationWrite, validated_by: number): void {
  const at = nowIso();
  db.transaction(() => {
    const presence = body.v_presence_status === undefined ? 'v_presence_status' : '@v_presence_status';
    db.prepare(`UPDATE observations SET validation = @validation, v_presence_status = ${presence}, validation_comment = @comment,
      validated_by = @person, validated_at = @at, updated_at = @at WHERE occurrence_id = @occurrence_id`)
      .run({ validation: body.validation, v_presence_status: body.v_presence_status ?? null, comment: body.comment ?? null, person: validated_by, at, occurrence_id });
    cached(db, `INSERT INTO validation_history (occurrence_id, validation, v_presence_status, comment, validated_by, validated_at)
      SELECT occurrence_id, validation, v_presence_status, validation_comment, validated_by, validated_at FROM observations WHERE occurrence_id = ?`).run(occurrence_id);
  })();
}
