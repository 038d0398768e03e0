import type { FastifyInstance } from 'fastify';
import { observationSubresourceRoutes } from './observation-subresource.js';
import { Supplement, SupplementShape, SupplementWrite, SUPPLEMENT_REMOVED_FIELDS } from '../../src-shared/schemas/supplement.js';

/** /rest/v5/observations/{id}/supplements: GET, PUT, DELETE (interface v5; no POST since v5). */
export function observationSupplementRoutes(app: FastifyInstance): void {
  observationSubresourceRoutes(app, {
    segment: 'supplements', table: 'supplements', fields: Object.keys(SupplementShape), write: SupplementWrite, read: Supplement,
    removed: SUPPLEMENT_REMOVED_FIELDS, label: 'supplement',
  });
}
