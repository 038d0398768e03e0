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
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { badParameter } from '../http/problem.js';
import { splitFilterKey } from '../../src-shared/filters/grammar.js';
import { HABITAT_FILTERS, HABITAT_REMOVED_PARAMETERS, HABITAT_SORTABLE } from '../../src-shared/filters/habitats.js';
import type { Habitat } from '../../src-shared/schemas/habitat.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { isHead, orderBy, runList, setTotals } from '../query/list.js';
import { anyColumn } from '../domain/taxonomy-sql.js';

const NAMES = ['h.name_de', 'h.name_fr', 'h.name_it', 'h.name_en'];
const COLUMNS: ColumnMap = {
  id: 'h.id', code: 'h.code', parent_code: 'h.parent_code', level: 'h.level',
  name_de: 'h.name_de', name_fr: 'h.name_fr', name_it: 'h.name_it', name_en: 'h.name_en',
  name_any: anyColumn(NAMES),
};
const REMOVED_HINT: Record<(typeof HABITAT_REMOVED_PARAMETERS)[number], string> = {
  typoch: 'use code (e.g. code=6.2 or code[iw_eq]=6.*)',
  name: 'use name_any[iw_contains] (any language) or name_de, name_fr, name_it, name_en',
  typology: 'the service serves the TypoCH typology only',
};

/** Registers GET /public/v5/habitats. */
export function habitatRoutes(app: FastifyInstance): void {
  resource(app, '/public/v5/habitats', {
    GET: async (request, reply) => {
      const search = searchParamsOf(request.url);
      for (const key of search.keys()) {
        const field = (splitFilterKey(key)?.field ?? key) as keyof typeof REMOVED_HINT;
        if (Object.hasOwn(REMOVED_HINT, field))
          throw badParameter(key, `The v4 habitat filter ${field} is removed in v5; ${REMOVED_HINT[field]}.`);
      }
      const p = parseListQuery(search, { filters: HABITAT_FILTERS, sortable: HABITAT_SORTABLE });
      const result = runList<Habitat>(app.db, {
        from: 'habitats h',
        scope: [],
        filters: compileClauses(p.clauses, COLUMNS),
        select: 'h.id, h.code, h.parent_code, h.level, h.name_de, h.name_fr, h.name_it, h.name_en',
        orderBy: orderBy(`h.${p.sort ?? 'code'}`, p.dir, 'h.id'),
      }, p, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows);
    },
  });
}
