/**
 * Taxonomic references (checklists, table `taxa_references`) of the public taxonomy: shape
 * `{id, title, short_title}`; ids equal the codes of the `taxa_relations_reference` vocabulary.
 */
import type { Db } from '../db/open.js';
import { notFound } from '../http/problem.js';
import type { TaxonReference } from '../../src-shared/schemas/taxonomy.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { cached, orderBy, runList, type ListResult } from '../query/list.js';

const SELECT = 'ref.id, ref.title, ref.short_title';
const COLUMNS: ColumnMap = { id: 'ref.id', title: 'ref.title' };

/** One page of references matching `p`; totals with `with_total`; `head`: no rows. */
export function listReferences(db: Db, p: ListParams, head: boolean): ListResult<TaxonReference> {
  return runList<TaxonReference>(db, {
    from: 'taxa_references ref',
    scope: [],
    filters: compileClauses(p.clauses, COLUMNS),
    select: SELECT,
    orderBy: orderBy(p.sort ? `ref.${p.sort}` : 'ref.id', p.dir, 'ref.id'),
  }, p, head);
}

/** Reference `id`; throws a 404 problem when there is none. */
export function readReference(db: Db, id: number): TaxonReference {
  const row = cached(db, `SELECT ${SELECT} FROM taxa_references ref WHERE ref.id = ?`).get(id) as TaxonReference | undefined;
  if (!row) throw notFound(`No taxonomic reference ${id}.`);
  return row;
}
