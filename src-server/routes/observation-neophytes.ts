import type { FastifyInstance } from 'fastify';
import type { ServiceContext } from '../http/context.js';
import { singletonSubresourceRoutes } from '../domain/singleton-subresource.js';
import { NeophyteShape, NeophyteWrite } from '../../src-shared/schemas/neophyte.js';

/** /rest/v5/observations/{id}/neophytes: GET, PUT, DELETE (interface v5; no POST since v5). */
export function observationNeophyteRoutes(app: FastifyInstance, ctx: ServiceContext): void {
  singletonSubresourceRoutes(app, ctx, {
    segment: 'neophytes', table: 'neophytes', fields: Object.keys(NeophyteShape), schema: NeophyteWrite, label: 'neophyte control data',
  });
}
