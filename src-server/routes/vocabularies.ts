import type { FastifyInstance } from 'fastify';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { OPS, type FilterSpec } from '../../src-shared/filters/grammar.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { isHead, orderBy, runList, setTotals } from '../query/list.js';

/** Filters of GET /public/v5/vocabularies. */
export const VOCABULARY_FILTERS: FilterSpec = {
  field_name: { type: 'string', operations: OPS.text },
  code: { type: 'integer', operations: OPS.ordered },
};
const COLUMNS: ColumnMap = { field_name: 'field_name', code: 'code' };
const SORTABLE = ['field_name', 'code', 'label_en', 'label_de', 'label_fr', 'label_it'] as const;

/**
 * GET /public/v5/vocabularies — coded values with labels in en/de/fr/it
 * (ARCHITECTURE.md "coded values"). The v4 parameter `fieldname` is not recognised and gives an
 * empty list, not an error (interface v5, Errors 2).
 */
export function vocabularyRoutes(app: FastifyInstance): void {
  resource(app, '/public/v5/vocabularies', {
    GET: async (request, reply) => {
      const search = searchParamsOf(request.url);
      const v4 = search.has('fieldname');
      search.delete('fieldname');
      const p = parseListQuery(search, { filters: VOCABULARY_FILTERS, sortable: SORTABLE });
      const filters = compileClauses(p.clauses, COLUMNS);
      if (v4) filters.push({ sql: '0', params: [] });
      const result = runList(app.db, {
        from: 'vocabularies',
        scope: [],
        filters,
        select: 'field_name, code, label_en, label_de, label_fr, label_it, dwc_value',
        orderBy: p.sort ? orderBy(p.sort, p.dir, 'field_name, code') : 'field_name, code',
      }, p, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows);
    },
  });
}
