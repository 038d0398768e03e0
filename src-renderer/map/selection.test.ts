import { describe, expect, it } from 'vitest';
import { isAdditive, nextSelection, sameIds } from './selection.js';

describe('map selection', () => {
  it('selects the nearest hit alone on a plain click, nothing on empty map', () => {
    expect(nextSelection([1, 2], [7, 8], false)).toEqual([7]);
    expect(nextSelection([1, 2], [], false)).toEqual([]);
  });

  it('toggles the nearest hit with Ctrl/Shift and keeps the selection on empty map', () => {
    expect(nextSelection([1, 2], [7], true)).toEqual([1, 2, 7]);
    expect(nextSelection([1, 2, 7], [2], true)).toEqual([1, 7]);
    expect(nextSelection([1, 2], [], true)).toEqual([1, 2]);
  });

  it('compares id sets in any order', () => {
    expect(sameIds([1, 2], [2, 1])).toBe(true);
    expect(sameIds([1, 2], [1])).toBe(false);
    expect(sameIds([1, 2], [1, 3])).toBe(false);
  });

  it('reads Ctrl, Cmd and Shift as additive', () => {
    expect(isAdditive({ ctrlKey: true, metaKey: false, shiftKey: false })).toBe(true);
    expect(isAdditive({ ctrlKey: false, metaKey: true, shiftKey: false })).toBe(true);
    expect(isAdditive({ ctrlKey: false, metaKey: false, shiftKey: true })).toBe(true);
    expect(isAdditive({ ctrlKey: false, metaKey: false, shiftKey: false })).toBe(false);
  });
});
