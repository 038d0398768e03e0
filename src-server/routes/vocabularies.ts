import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { Envelope, listQueryParsedBy } from '../http/route-schemas.js';
import { VOCABULARY_FILTERS, VOCABULARY_SORTABLE } from '../../src-shared/filters/vocabularies.js';
import { VocabularyEntrySchema } from '../../src-shared/schemas/vocabulary.js';
import { parseListQuery } from '../query/params.js';
import { isHead, setTotals } from '../query/list.js';
import { listVocabularyEntries } from '../domain/vocabulary-repo.js';

const options = { filters: VOCABULARY_FILTERS, sortable: VOCABULARY_SORTABLE };

/** The query of GET /vocabularies; `v4_fieldname_given`: the v4 `fieldname` came, which the interface answers with an empty list. */
const vocabularyListQuery = listQueryParsedBy(
  { ...options, options: ['fieldname'], optionHelp: { fieldname: 'v4 name of field_name: not recognised, answered with an empty list (interface v5, Errors 2).' } },
  (search) => {
    const v4_fieldname_given = search.has('fieldname');
    search.delete('fieldname');
    return { params: parseListQuery(search, options), v4_fieldname_given };
  },
);

/**
 * GET /public/v5/vocabularies — coded values with labels in en/de/fr/it
 * (ARCHITECTURE.md "coded values"). The v4 parameter `fieldname` is not recognised and gives an
 * empty list, not an error (interface v5, Errors 2).
 */
export function vocabularyRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/public/v5/vocabularies', {
    schema: { summary: 'Vocabularies: coded values with their labels', tags: ['reference data'], querystring: vocabularyListQuery, response: { 200: Envelope(z.array(VocabularyEntrySchema)) } },
  }, async (request, reply) => {
    const { params, v4_fieldname_given } = request.query;
    const result = await listVocabularyEntries(app.store, params, isHead(request), v4_fieldname_given);
    setTotals(reply, result);
    return envelope(result.rows);
  });
  allowOnly(app, '/public/v5/vocabularies', ['GET']);
}
