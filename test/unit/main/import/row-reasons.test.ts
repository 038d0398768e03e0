import { describe, expect, it } from 'vitest';
import { convertRow } from '../../../../src-main/import/mapping/convert.js';
import { ROW_REASONS, rowReason } from '../../../../src-main/import/reasons/index.js';

const placeholders = (text: string): string[] => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
const noMatches = { taxa: new Map(), people: new Map(), codes: new Map(), date_precision: {} };

describe('reasons of refused rows in the UI language', () => {
  it('has every reason in every language with the same placeholders', () => {
    for (const [code, english] of Object.entries(ROW_REASONS.en)) {
      for (const language of ['de', 'fr', 'it'] as const) {
        const text = ROW_REASONS[language][code as keyof typeof ROW_REASONS.en];
        expect(text, `${language} ${code}`).toBeTruthy();
        expect(placeholders(text), `${language} ${code}`).toEqual(placeholders(english));
      }
    }
  });

  it('says a row’s problems in German, French and Italian, with the field names and limits as they are', () => {
    const { errors } = convertRow({ row_number: 3, values: { date: '31.02.2024', x: '46.3', basis: 'Beobachtung', remark: 'x'.repeat(10_001) } },
      { date: 'event_date', x: 'decimal_latitude', basis: 'basis_of_record', remark: 'occurrence_remarks' }, noMatches, { dataset_id: 1 });
    expect(errors.map((e) => rowReason(e.code, e.params, 'de'))).toEqual([
      'ist kein Datum (ISO 8601, tt.mm.jjjj oder ein Darwin-Core-Intervall)',
      'ist kein Wert des Vokabulars basis_of_record',
      'braucht sein Gegenstück (decimal_longitude)',
    ]);
    expect(rowReason('too-long', { field: 'occurrence_remarks', maximum: 10_000 }, 'fr')).toBe('occurrence_remarks : au plus 10000 caractères');
    expect(rowReason('no-taxon', {}, 'it')).toBe('non ha un taxon confermato (vedi associazione)');
    expect(rowReason('no-taxon', {}, 'rm')).toBe('has no confirmed taxon (see matching)');
  });

  it('says what the shared schema refuses by its rule, not in the schema’s English', () => {
    const { errors } = convertRow({ row_number: 4, values: { remark: 'x'.repeat(10_001) } }, { remark: 'occurrence_remarks' }, noMatches, { dataset_id: 1, basis_of_record: 1 });
    expect(errors).toEqual([expect.objectContaining({ column: 'remark', code: 'too-long', params: { field: 'occurrence_remarks', maximum: 10_000 } })]);
    expect(rowReason(errors[0]!.code, errors[0]!.params, 'de')).toBe('occurrence_remarks: höchstens 10000 Zeichen');
  });
});
