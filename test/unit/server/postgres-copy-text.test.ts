import { describe, expect, it } from 'vitest';
import { copyTextLine, copyTextValue, pushCopyTextValues } from '../../../src-server/db/postgres/copy.js';

describe('COPY text format', () => {
  it('escapes the characters that would split a remark into columns or rows', () => {
    expect(copyTextValue('Bachufer\tZH\nzweite Zeile\r\\ende')).toBe('Bachufer\\tZH\\nzweite Zeile\\r\\\\ende');
  });

  it('writes null as \\N and keeps a literal "\\N" text apart from it', () => {
    expect(copyTextValue(null)).toBe('\\N');
    expect(copyTextValue(undefined)).toBe('\\N');
    expect(copyTextValue('\\N')).toBe('\\\\N');
  });

  it('writes a row as tab-separated values ending in a newline', () => {
    expect(copyTextLine([1, 'POINT(8.5 47.4)', null, 0.000001])).toBe('1\tPOINT(8.5 47.4)\t\\N\t0.000001\n');
  });

  it('gathers columns of a record as a line\'s values: missing ones and a null record as \\N, escaped', () => {
    const values = ['7'];
    pushCopyTextValues(values, { a: 1, b: 'x\ty', c: null }, ['c', 'a', 'b', 'd'] as const);
    pushCopyTextValues(values, null, ['a']);
    expect(`${values.join('\t')}\n`).toBe(copyTextLine([7, null, 1, 'x\ty', undefined, null]));
    expect(values).toEqual(['7', '\\N', '1', 'x\\ty', '\\N', '\\N']);
  });

  it('refuses values COPY cannot read back as they were', () => {
    expect(() => copyTextValue(Number.NaN)).toThrow(TypeError);
    expect(() => copyTextValue({ kty: 'RSA' })).toThrow(/stringified/);
  });
});
