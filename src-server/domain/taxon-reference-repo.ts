/**
 * Taxonomic references (checklists, table `taxa_references`) of the public taxonomy: shape
 * `{id, title, short_title}`; ids equal the codes of the `taxa_relations_reference` vocabulary.
 */
import type { SqlRunner } from '../store/store.js';
import { notFound } from '../http/problem.js';
import type { TaxonReference } from '../../src-shared/schemas/taxonomy.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';

const SELECT = 'ref.id, ref.title, ref.short_title';
const COLUMNS: ColumnMap = { id: 'ref.id', title: 'ref.title' };

/** One page of references matching `p`; totals with `with_total`; `head`: no rows. */
export function listReferences(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<TaxonReference>> {
  return runList<TaxonReference>(sql, {
    from: 'taxa_references ref',
    scope: [],
    filters: compileClauses(p.clauses, COLUMNS, sql.dialect),
    select: SELECT,
    orderBy: orderBy(p.sort ? `ref.${p.sort}` : 'ref.id', p.dir, 'ref.id'),
  }, p, head);
}

/** Reference `id`; throws a 404 problem when there is none. */
export async function readReference(sql: SqlRunner, id: number): Promise<TaxonReference> {
  const row = await sql.get<TaxonReference>(`SELECT ${SELECT} FROM taxa_references ref WHERE ref.id = ?`, [id]);
  if (!row) throw notFound(`No taxonomic reference ${id}.`);
  return row;
}
