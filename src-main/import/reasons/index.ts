/**
 * The reason of a refused import row in a UI language: the dry run's list and the error report
 * speak the language the user reads the desk in (preferences), not English in a German desk.
 * Rows carry a reason code and its params (src-main/import/mapping/convert.ts); the service's own
 * 422 messages already come in that language (main sends `Accept-Language`).
 */
import type { Language } from '../../../src-shared/contract/settings.js';
import { rowReasonsDe } from './de.js';
import { rowReasonsEn, type RowReasonCode } from './en.js';
import { rowReasonsFr } from './fr.js';
import { rowReasonsIt } from './it.js';

export type { RowReasonCode } from './en.js';

/** Params of a reason: names of fields and vocabularies, limits, a library's own words (never translated). */
export type RowReasonParams = Readonly<Record<string, string | number>>;

/** The reason tables by language. */
export const ROW_REASONS: Readonly<Record<Language, Readonly<Record<RowReasonCode, string>>>> = {
  en: rowReasonsEn, de: rowReasonsDe, fr: rowReasonsFr, it: rowReasonsIt,
};

/** The text of reason `code` in `language` with its `{placeholders}` filled from `params` (English for an unknown language). */
export function rowReason(code: RowReasonCode, params: RowReasonParams, language: string = 'en'): string {
  const table = ROW_REASONS[language as Language] ?? rowReasonsEn;
  return table[code].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}
