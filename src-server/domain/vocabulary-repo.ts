/**
 * Vocabulary entries (table `vocabularies`): coded values with labels in en/de/fr/it and their
 * Darwin Core value (ARCHITECTURE.md "coded values").
 */
import type { SqlRunner } from '../store/store.js';
import type { VocabularyEntry } from '../../src-shared/schemas/vocabulary.js';
import type { ListParams } from '../query/params.js';
import { compileClauses, type ColumnMap } from '../query/compile.js';
import { orderBy, runList, type ListResult } from '../query/list.js';

const COLUMNS: ColumnMap = { field_name: 'field_name', code: 'code' };

/**
 * One page of vocabulary entries matching `p`, by `sort` (default: field_name, then code);
 * totals with `with_total`; `head`: no rows. `matchNone`: no entry matches (`X-Total` still
 * counts them all), the answer to a request that names no field the service knows.
 */
export function listVocabularyEntries(sql: SqlRunner, p: ListParams, head: boolean, matchNone = false): Promise<ListResult<VocabularyEntry>> {
  const filters = compileClauses(p.clauses, COLUMNS, sql.dialect);
  if (matchNone) filters.push({ sql: 'FALSE', params: [] });
  return runList<VocabularyEntry>(sql, {
    from: 'vocabularies',
    scope: [],
    filters,
    select: 'field_name, code, label_en, label_de, label_fr, label_it, dwc_value',
    orderBy: p.sort ? orderBy(p.sort, p.dir, 'field_name, code') : 'field_name, code',
  }, p, head);
}
