import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { i18n, setLocale } from '../../i18n/index.js';
import { importErrorText } from './file-error-text.js';
import '../../testing/setup-messages.js';

const t = (key: string, values?: Record<string, unknown>): string => i18n.global.t(key, values ?? {});
const fileError = (params: Record<string, string | number>) =>
  new DeskError({ status: 400, code: 'invalid-input', message: 'English message of main', fields: [], params });

describe('the import\'s file errors', () => {
  it('say what is wrong with the file, where, in the UI language, keeping the reader\'s words as detail', async () => {
    const error = fileError({ source_error: 'unclosed-quote', file_name: 'sites.csv', row: 3, column: 'eventDate', detail: 'A quote opened in this row is never closed.' });
    expect(importErrorText(t, error)).toEqual({
      text: 'sites.csv, row 3, column “eventDate”: A quote opened in this row is never closed (the file ends inside it).',
      detail: 'A quote opened in this row is never closed.',
    });
    await setLocale('de');
    try {
      expect(importErrorText(t, fileError({ source_error: 'empty-file', file_name: 'leer.csv' })).text).toBe('leer.csv: Die Datei ist leer, oder ihr erstes Tabellenblatt hat keine Kopfzeile.');
      expect(importErrorText(t, fileError({ source_error: 'bad-row', file_name: 'a.csv', row: 7 })).text).toMatch(/^a\.csv, Zeile 7: Diese Zeile ist nicht lesbar/);
    } finally {
      await setLocale('en');
    }
  });

  it('leave any other failure as its message', () => {
    expect(importErrorText(t, new DeskError({ status: 0, code: 'network', message: 'The service does not answer.', fields: [] }))).toEqual({ text: 'The service does not answer.', detail: null });
    expect(importErrorText(t, fileError({ source_error: 'something-new', file_name: 'a.csv' })).text).toBe('English message of main');
  });
});
