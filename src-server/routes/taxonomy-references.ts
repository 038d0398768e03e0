/**
 * Taxonomic references (checklists), public GET (interface v5, Taxonomy):
 * /public/v5/taxonomy/references (filters id, title; sort id, title, short_title) and
 * /public/v5/taxonomy/references/{id}. Shape `{id, title, short_title}`; ids equal the codes of the
 * `taxa_relations_reference` vocabulary (the observation filter taxa_relations_reference_id).
 */
import type { FastifyInstance } from 'fastify';
import { resource } from '../http/methods.js';
import { envelope } from '../http/envelope.js';
import { notFound } from '../http/problem.js';
import { REFERENCE_FILTERS } from '../../src-shared/filters/taxonomy.js';
import type { TaxonReference } from '../../src-shared/schemas/taxonomy.js';
import { parseListQuery, searchParamsOf } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, isHead, orderBy, runList, setTotals } from '../query/list.js';
import { pathId } from '../domain/taxonomy-sql.js';

const PREFIX = '/public/v5/taxonomy/references';
const SELECT = 'ref.id, ref.title, ref.short_title';
const COLUMNS: ColumnMap = { id: 'ref.id', title: 'ref.title' };
const SORTABLE = ['id', 'title', 'short_title'] as const;

/** Registers the reference endpoints. */
export function taxonomyReferenceRoutes(app: FastifyInstance): void {
  const { db } = app;

  resource(app, PREFIX, {
    GET: async (request, reply) => {
      const p = parseListQuery(searchParamsOf(request.url), { filters: REFERENCE_FILTERS, sortable: SORTABLE });
      const result = runList<TaxonReference>(db, {
        from: 'taxa_references ref',
        scope: [],
        filters: compileClauses(p.clauses, COLUMNS),
        select: SELECT,
        orderBy: orderBy(p.sort ? `ref.${p.sort}` : 'ref.id', p.dir, 'ref.id'),
      }, p, isHead(request));
      setTotals(reply, result);
      return envelope(result.rows);
    },
  });

  resource(app, `${PREFIX}/:id`, {
    GET: async (request) => {
      const id = pathId(request.params, 'taxonomic reference');
      const row = cached(db, `SELECT ${SELECT} FROM taxa_references ref WHERE ref.id = ?`).get(id) as TaxonReference | undefined;
      if (!row) throw notFound(`No taxonomic reference ${id}.`);
      return envelope(row);
    },
  });
}
