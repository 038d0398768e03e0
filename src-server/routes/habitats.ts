/**
 * GET /public/v5/habitats: the TypoCH habitat typology, public.
 *
 * Shape `{id, code, parent_code, level, name_de, name_fr, name_it, name_en}`. Filters (grammar
 * `field[op]=value`): id, code, parent_code, level, name_de|fr|it|en, and `name_any` over the four
 * names (see src-shared/filters/habitats.ts). The v4 filters `typoch`, `name` and `typology` are
 * removed in v5 and answered with 400 naming them (also with an operation, e.g. `name[iw_contains]`).
 * Default order: by code.
 */
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { allowOnly } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { badParameter } from '../http/problem.js';
import { Envelope, listQueryParsedBy } from '../http/route-schemas.js';
import { splitFilterKey } from '../../src-shared/filters/grammar.js';
import { HABITAT_FILTERS, HABITAT_REMOVED_PARAMETERS, HABITAT_SORTABLE } from '../../src-shared/filters/habitats.js';
import { HabitatSchema } from '../../src-shared/schemas/habitat.js';
import { parseListQuery } from '../query/params.js';
import { isHead, setTotals } from '../query/list.js';
import { listHabitats } from '../domain/habitat-repo.js';

const REMOVED_HINT: Record<(typeof HABITAT_REMOVED_PARAMETERS)[number], string> = {
  typoch: 'use code (e.g. code=6.2 or code[iw_eq]=6.*)',
  name: 'use name_any[iw_contains] (any language) or name_de, name_fr, name_it, name_en',
  typology: 'the service serves the TypoCH typology only',
};

const options = { filters: HABITAT_FILTERS, sortable: HABITAT_SORTABLE };

/** The query of GET /habitats: a removed v4 filter is a 400 naming its replacement, before the list parameters are checked. */
const habitatListQuery = listQueryParsedBy(options, (search) => {
  for (const key of search.keys()) {
    const field = (splitFilterKey(key)?.field ?? key) as keyof typeof REMOVED_HINT;
    if (Object.hasOwn(REMOVED_HINT, field))
      throw badParameter(key, `The v4 habitat filter ${field} is removed in v5; ${REMOVED_HINT[field]}.`);
  }
  return parseListQuery(search, options);
});

/** Registers GET /public/v5/habitats. */
export function habitatRoutes(app: FastifyInstance): void {
  app.withTypeProvider<ZodTypeProvider>().get('/public/v5/habitats', {
    schema: { summary: 'Habitats (TypoCH)', tags: ['reference data'], querystring: habitatListQuery, response: { 200: Envelope(z.array(HabitatSchema)) } },
  }, async (request, reply) => {
    const result = await listHabitats(app.store, request.query, isHead(request));
    setTotals(reply, result);
    return envelope(result.rows);
  });
  allowOnly(app, '/public/v5/habitats', ['GET']);
}
