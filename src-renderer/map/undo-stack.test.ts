import { describe, expect, it } from 'vitest';
import { UndoStack } from './undo-stack.js';

describe('UndoStack', () => {
  it('undoes and redoes edits, including back to no footprint', () => {
    const stack = new UndoStack<string | null>(null);
    stack.push('POINT(7 46)');
    stack.push('POINT(8 47)');
    expect(stack.undo()).toBe('POINT(7 46)');
    expect(stack.undo()).toBeNull();
    expect(stack.canUndo).toBe(false);
    expect(stack.undo()).toBeNull();
    expect(stack.redo()).toBe('POINT(7 46)');
    expect(stack.canRedo).toBe(true);
  });

  it('drops the redo list on a new edit and ignores a push of the same state', () => {
    const stack = new UndoStack<string | null>('A');
    stack.push('B');
    stack.undo();
    stack.push('C');
    expect(stack.canRedo).toBe(false);
    stack.push('C');
    expect(stack.undo()).toBe('A');
  });

  it('keeps at most `limit` past states and starts over on reset', () => {
    const stack = new UndoStack<number>(0, 3);
    for (let i = 1; i <= 5; i += 1) stack.push(i);
    expect([stack.undo(), stack.undo(), stack.undo(), stack.undo()]).toEqual([4, 3, 2, 2]);
    stack.reset(9);
    expect(stack.canUndo || stack.canRedo).toBe(false);
    expect(stack.current).toBe(9);
  });
});
