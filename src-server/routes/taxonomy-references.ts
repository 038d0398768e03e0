/**
 * Taxonomic references (checklists), public GET (interface v5, Taxonomy):
 * /public/v5/taxonomy/references (filters id, title; sort id, title, short_title) and
 * /public/v5/taxonomy/references/{id}. Shape `{id, title, short_title}`; ids equal the codes of the
 * `taxa_relations_reference` vocabulary (the observation filter taxa_relations_reference_id).
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { Envelope, idParams } from '../http/route-schemas.js';
import { TaxonReferenceSchema } from '../../src-shared/schemas/taxonomy.js';
import { isHead, setTotals } from '../query/list.js';
import { listReferences, readReference } from '../domain/taxon-reference-repo.js';
import { referenceListQuery } from './taxonomy-query.js';

const PREFIX = '/public/v5/taxonomy/references';
const tags = ['taxonomy'];

/** Registers the reference endpoints. */
export function taxonomyReferenceRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.get(PREFIX, {
    schema: { summary: 'Taxonomic references (checklists)', tags, querystring: referenceListQuery, response: { 200: Envelope(z.array(TaxonReferenceSchema)) } },
  }, async (request, reply) => {
    const result = await listReferences(app.store, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows);
  });
  allowOnly(app, PREFIX, ['GET']);

  api.get(`${PREFIX}/:id`, {
    schema: { summary: 'One taxonomic reference', tags, params: idParams('taxonomic reference'), response: { 200: Envelope(TaxonReferenceSchema) } },
  }, async (request) => envelope(await readReference(app.store, request.params.id)));
  allowOnly(app, `${PREFIX}/:id`, ['GET']);
}
