/**
 * Excel (.xlsx, Office Open XML) export with exceljs's streaming WorkbookWriter: one worksheet
 * "Observations", a bold frozen header row of the column names, each row committed as it is
 * added so that only the current page is held in memory. No shared strings (an export's texts
 * rarely repeat enough to pay for a table held until the end).
 */
import type { Writable } from 'node:stream';
import { finished } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { RecordWriter } from './record-writer.js';

/** The worksheet's name. */
export const XLSX_SHEET_NAME = 'Observations';

/** A {@link RecordWriter} of one worksheet under `headers`. */
export function createXlsxWriter(out: Writable, headers: readonly string[]): RecordWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet(XLSX_SHEET_NAME, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow([...headers]);
  header.font = { bold: true };
  header.commit();
  return {
    async write(records) {
      for (const record of records) sheet.addRow(record.cells).commit();
      // exceljs has no backpressure of its own: wait for the file to take what it has written
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    },
    async end() {
      sheet.commit();
      await workbook.commit();
      await finished(out);
    },
  };
}
