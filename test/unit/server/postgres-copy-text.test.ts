import { describe, expect, it } from 'vitest';
import { copyTextColumns, copyTextLine, copyTextValue } from '../../../src-server/db/postgres/copy.js';

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

  it('writes columns of a record as a line\'s middle: each after a tab, missing ones and a null record as \\N, escaped', () => {
    expect(copyTextColumns({ a: 1, b: 'x\ty', c: null }, ['c', 'a', 'b', 'd'] as const)).toBe('\t\\N\t1\tx\\ty\t\\N');
    expect(copyTextColumns(null, ['a', 'b'])).toBe('\t\\N\t\\N');
    expect(`7${copyTextColumns({ a: 0.5, b: 'POINT (8.5 47.4)' }, ['a', 'b'])}\n`).toBe(copyTextLine([7, 0.5, 'POINT (8.5 47.4)']));
  });

  it('refuses values COPY cannot read back as they were', () => {
    expect(() => copyTextValue(Number.NaN)).toThrow(TypeError);
    expect(() => copyTextValue({ kty: 'RSA' })).toThrow(/stringified/);
  });
});
