import type { FastifyInstance } from 'fastify';
import { observationSubresourceRoutes } from './observation-subresource.js';
import { Neophyte, NeophyteShape, NeophyteWrite } from '../../src-shared/schemas/neophyte.js';

/** /rest/v5/observations/{id}/neophytes: GET, PUT, DELETE (interface v5; no POST since v5). */
export function observationNeophyteRoutes(app: FastifyInstance): void {
  observationSubresourceRoutes(app, {
    segment: 'neophytes', table: 'neophytes', fields: Object.keys(NeophyteShape), write: NeophyteWrite, read: Neophyte, label: 'neophyte control data',
  });
}
