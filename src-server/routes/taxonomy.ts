/**
 * Public taxonomy (interface v5, Taxonomy), all GET, no authentication:
 * - /public/v5/taxonomy/names, /names/{id}: every name record, synonyms included, each with its
 *   accepted taxon (`accepted_taxon_id`, `accepted_scientific_name`);
 * - /public/v5/taxonomy/taxa, /taxa/{id}: accepted taxa with their synonyms;
 * - profiles, relations (taxonomy-profiles.ts) and references (taxonomy-references.ts).
 *
 * Without `sort`, names and taxa come accepted first, then (with a `scientific_name` or
 * `vernacular_name` `iw_contains`/`iw_eq` filter) names starting with the text, then names with a
 * word starting with it, then the rest, each by scientific name: the order an autocomplete wants.
 * `common_name` is accepted as deprecated alias of `vernacular_name` (`Deprecation` header).
 * A synonym id on /taxa/{id} is a 404 whose detail names the accepted taxon.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { Envelope, idParams } from '../http/route-schemas.js';
import { NAME_FILTERS, TAXA_FILTERS } from '../../src-shared/filters/taxonomy.js';
import { TaxonNameSchema, TaxonSchema } from '../../src-shared/schemas/taxonomy.js';
import { acceptedTaxonId, listNames, listTaxa, readName, readTaxon } from '../domain/taxon-name-repo.js';
import { nameListRoute } from './taxonomy-query.js';
import { taxonomyProfileRoutes } from './taxonomy-profiles.js';
import { taxonomyReferenceRoutes } from './taxonomy-references.js';

const PREFIX = '/public/v5/taxonomy';
const tags = ['taxonomy'];

/** Registers every /public/v5/taxonomy endpoint. */
export function taxonomyRoutes(app: FastifyInstance): void {
  const api = app.withTypeProvider<ZodTypeProvider>();

  nameListRoute(app, `${PREFIX}/names`, { summary: 'Taxon names, synonyms included', filters: NAME_FILTERS, item: TaxonNameSchema, list: listNames });

  api.get(`${PREFIX}/names/:id`, {
    schema: { summary: 'One taxon name', tags, params: idParams('taxon name'), response: { 200: Envelope(TaxonNameSchema) } },
  }, async (request) => envelope(await readName(app.store, request.params.id)));
  allowOnly(app, `${PREFIX}/names/:id`, ['GET']);

  nameListRoute(app, `${PREFIX}/taxa`, { summary: 'Accepted taxa with their synonyms', filters: TAXA_FILTERS, item: TaxonSchema, list: listTaxa });

  // /taxa/profiles is never taken for /taxa/{id}: find-my-way matches static segments before
  // parameters, whatever the registration order (tested in test/integration/taxonomy.test.ts).
  taxonomyProfileRoutes(app);

  api.get(`${PREFIX}/taxa/:id`, {
    schema: {
      summary: 'One accepted taxon (a synonym id is a 404 naming its accepted taxon)', tags,
      params: idParams('taxon'), response: { 200: Envelope(TaxonSchema) },
    },
  }, async (request) => envelope(await readTaxon(app.store, await acceptedTaxonId(app.store, request.params.id))));
  allowOnly(app, `${PREFIX}/taxa/:id`, ['GET']);

  taxonomyReferenceRoutes(app);
}
