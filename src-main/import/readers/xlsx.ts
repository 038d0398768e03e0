/**
 * Excel workbooks (.xlsx): the first worksheet, its first row naming the columns, read with
 * exceljs' streaming reader so that a large sheet is never held whole (shared strings are
 * cached, as the format requires). Cells become text as a CSV would hold them: numbers in full
 * precision, dates as ISO 8601 (`2024-06-14`, or `2024-06-14T09:30:00` with a time: the sheet's
 * wall clock, no offset), formulas by their result.
 */
import { basename } from 'node:path';
import ExcelJS from 'exceljs';
import { SourceError, type ImportSource, type SourceRow } from './source.js';

/** A cell's value as text. */
export function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const iso = value.toISOString();
    return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso.slice(0, 19);
  }
  if (typeof value !== 'object') return String(value).trim();
  if ('richText' in value) return value.richText.map((r) => r.text).join('').trim();
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as ExcelJS.CellFormulaValue).result as ExcelJS.CellValue);
  if ('hyperlink' in value) return String(value.text ?? '').trim();
  if ('error' in value) return '';
  return '';
}

/** The cells of a row by column number (1-based; exceljs' `values` has a hole at 0). */
const cells = (row: ExcelJS.Row): string[] => {
  const values = Array.isArray(row.values) ? row.values.slice(1) : [];
  return Array.from(values, (v) => cellText(v as ExcelJS.CellValue));
};

async function* sheetRows(path: string, file_name: string, onHeader?: (columns: string[]) => void): AsyncGenerator<SourceRow> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(path, { worksheets: 'emit', sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', entries: 'ignore' });
  let columns: string[] | null = null;
  let rowNumber = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rowNumber = row.number;
        const values = cells(row);
        if (columns === null) {
          columns = values;
          onHeader?.(columns);
          continue;
        }
        if (values.every((v) => v === '')) continue;
        yield { row_number: row.number, values: Object.fromEntries(columns.map((name, i) => [name, values[i] ?? ''])) };
      }
      break; // the first worksheet only
    }
  } catch (error) {
    if (error instanceof SourceError) throw error;
    throw new SourceError('bad-zip', { file_name, row: rowNumber ? rowNumber + 1 : null },
      `Not a readable Excel workbook (${(error as Error).message}); it may be truncated or another format.`);
  }
}

/**
 * Opens an .xlsx workbook (its first worksheet). Reads up to the header row here.
 * @throws SourceError `bad-zip` (not a workbook, truncated), `empty-file` (no header row).
 */
export async function openXlsx(path: string): Promise<ImportSource> {
  const file_name = basename(path);
  let columns: string[] = [];
  for await (const _row of sheetRows(path, file_name, (c) => { columns = c; })) break;
  if (columns.filter((c) => c !== '').length === 0) throw new SourceError('empty-file', { file_name }, 'The first worksheet has no header row.');
  return { format: 'xlsx', file_name, encoding: null, columns, skipped: [], rows: () => sheetRows(path, file_name) };
}
