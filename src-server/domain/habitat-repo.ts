/**
 * Habitats of the TypoCH typology (table `habitats`), public: shape `{id, code, parent_code,
 * level, name_de, name_fr, name_it, name_en}`; `name_any` matches when any of the four names does.
 */
import type { SqlRunner } from '../store/store.js';
import type { Habitat } from '../../src-shared/schemas/habitat.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';
import { anyColumn } from './taxonomy-sql.js';

const NAMES = ['h.name_de', 'h.name_fr', 'h.name_it', 'h.name_en'];
const COLUMNS: ColumnMap = {
  id: 'h.id', code: 'h.code', parent_code: 'h.parent_code', level: 'h.level',
  name_de: 'h.name_de', name_fr: 'h.name_fr', name_it: 'h.name_it', name_en: 'h.name_en',
  name_any: anyColumn(NAMES),
};

/** One page of habitats matching `p`, by `sort` (default: code); totals with `with_total`; `head`: no rows. */
export function listHabitats(sql: SqlRunner, p: ListParams, head: boolean): Promise<ListResult<Habitat>> {
  return runList<Habitat>(sql, {
    from: 'habitats h',
    scope: [],
    filters: compileClauses(p.clauses, COLUMNS, sql.dialect),
    select: 'h.id, h.code, h.parent_code, h.level, h.name_de, h.name_fr, h.name_it, h.name_en',
    orderBy: orderBy(`h.${p.sort ?? 'code'}`, p.dir, 'h.id'),
  }, p, head);
}
