import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { singletonSubresourceRoutes } from '../domain/singleton-subresource.js';
import { SupplementShape, SupplementWrite, SUPPLEMENT_REMOVED_FIELDS } from '../../src-shared/schemas/supplement.js';

/** /rest/v5/observations/{id}/supplements: GET, PUT, DELETE (interface v5; no POST since v5). */
export function observationSupplementRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  singletonSubresourceRoutes(app, ctx, {
    segment: 'supplements', table: 'supplements', fields: Object.keys(SupplementShape), schema: SupplementWrite,
    removed: SUPPLEMENT_REMOVED_FIELDS, label: 'supplement',
  });
}
