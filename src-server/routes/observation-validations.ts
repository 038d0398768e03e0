import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { callerOf } from '../http/context.js';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { assertIfMatch, setEtag } from '../http/etag.js';
import { parseBody } from '../http/body.js';
import { invalidBody } from '../http/problem.js';
import { cached } from '../query/list.js';
import { checkReferences } from '../domain/references.js';
import { observationFor } from '../domain/observation-access.js';
import { nowIso } from '../domain/dates.js';
import { ValidationWrite } from '../../src-shared/schemas/validation.js';

/**
 * /rest/v5/observations/{id}/validations (ARCHITECTURE.md "validation sub-resource"):
 * GET the current validation with its history (read right); PUT a new one (validate right),
 * which also sets the observation's `validation` and, when given, `v_presence_status`.
 * Bulk validation is many PUTs from the client.
 */
export function observationValidationRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  const read = (occurrence_id: number): Record<string, unknown> => {
    const current = cached(ctx.db, 'SELECT validation, v_presence_status, validation_comment AS comment, validated_by, validated_at FROM observations WHERE occurrence_id = ?')
      .get(occurrence_id) as Record<string, unknown>;
    const history = cached(ctx.db, 'SELECT validation, v_presence_status, comment, validated_by, validated_at FROM validation_history WHERE occurrence_id = ? ORDER BY id')
      .all(occurrence_id);
    return { ...current, history };
  };
  const idOf = (params: unknown): string => (params as { id: string }).id;

  resource(app, '/rest/v5/observations/:id/validations', {
    GET: async (request, reply) => {
      const { occurrence_id } = observationFor(ctx, callerOf(request), idOf(request.params), 'read');
      const current = read(occurrence_id);
      setEtag(reply, current);
      return envelope(current);
    },
    PUT: async (request, reply) => {
      const caller = callerOf(request);
      const { occurrence_id } = observationFor(ctx, caller, idOf(request.params), 'validate');
      const body = parseBody(ValidationWrite, request.body, { resourceName: 'validation' });
      const errors = checkReferences(ctx.db, body);
      if (errors.length) throw invalidBody(errors);
      assertIfMatch(request, () => read(occurrence_id), `The validation of observation ${occurrence_id}`);
      const at = nowIso();
      ctx.db.transaction(() => {
        const presence = body.v_presence_status === undefined ? 'v_presence_status' : '@v_presence_status';
        ctx.db.prepare(`UPDATE observations SET validation = @validation, v_presence_status = ${presence}, validation_comment = @comment,
          validated_by = @person, validated_at = @at, updated_at = @at WHERE occurrence_id = @occurrence_id`)
          .run({ validation: body.validation, v_presence_status: body.v_presence_status ?? null, comment: body.comment ?? null, person: caller.person_id, at, occurrence_id });
        cached(ctx.db, `INSERT INTO validation_history (occurrence_id, validation, v_presence_status, comment, validated_by, validated_at)
          SELECT occurrence_id, validation, v_presence_status, validation_comment, validated_by, validated_at FROM observations WHERE occurrence_id = ?`).run(occurrence_id);
      })();
      ctx.observationsVersion.value++;
      const current = read(occurrence_id);
      setEtag(reply, current);
      return envelope(current);
    },
  });
}
