import { describe, expect, it } from 'vitest';
import { actionOf, isTypingTarget, statusKey } from './triage-keys.js';

const CODES = [1, 2, 3, 4, 5];

describe('triage keys', () => {
  it('maps j/k and the arrows to moves, digits to the vocabulary\'s codes in order', () => {
    expect(actionOf({ key: 'j' }, CODES)).toEqual({ type: 'next' });
    expect(actionOf({ key: 'ArrowDown' }, CODES)).toEqual({ type: 'next' });
    expect(actionOf({ key: 'k' }, CODES)).toEqual({ type: 'previous' });
    expect(actionOf({ key: 'ArrowUp' }, CODES)).toEqual({ type: 'previous' });
    expect(actionOf({ key: '1' }, [10, 20, 30])).toEqual({ type: 'status', code: 10 });
    expect(actionOf({ key: '3' }, [10, 20, 30])).toEqual({ type: 'status', code: 30 });
    expect(actionOf({ key: '4' }, [10, 20, 30])).toBeNull();
    expect(actionOf({ key: 'c' }, CODES)).toEqual({ type: 'comment' });
    expect(actionOf({ key: 't' }, CODES)).toEqual({ type: 'template' });
    expect(actionOf({ key: 't', repeat: true }, CODES)).toBeNull();
    expect(actionOf({ key: 'u' }, CODES)).toEqual({ type: 'undo' });
    expect(actionOf({ key: 'p' }, CODES)).toEqual({ type: 'photos' });
    expect(actionOf({ key: '?' }, CODES)).toEqual({ type: 'help' });
    expect(actionOf({ key: 'x' }, CODES)).toBeNull();
  });

  it('leaves Ctrl, Cmd and Alt combinations and held-down decisions alone', () => {
    expect(actionOf({ key: 'j', ctrlKey: true }, CODES)).toBeNull();
    expect(actionOf({ key: '2', metaKey: true }, CODES)).toBeNull();
    expect(actionOf({ key: 'u', altKey: true }, CODES)).toBeNull();
    expect(actionOf({ key: '2', repeat: true }, CODES)).toBeNull();
    expect(actionOf({ key: 'u', repeat: true }, CODES)).toBeNull();
    expect(actionOf({ key: 'j', repeat: true }, CODES)).toEqual({ type: 'next' });
  });

  it('is inactive while typing: inputs, text areas, selects, editable content, comboboxes', () => {
    document.body.innerHTML = `
      <input id="text" /><input id="check" type="checkbox" /><textarea id="area"></textarea>
      <select id="select"></select><div id="edit" contenteditable="true"></div>
      <div role="combobox"><span id="inCombo"></span></div><button id="button"></button>`;
    const el = (id: string) => document.getElementById(id);
    for (const id of ['text', 'area', 'select', 'inCombo']) {
      expect(isTypingTarget(el(id)), id).toBe(true);
      expect(actionOf({ key: 'j', target: el(id) }, CODES), id).toBeNull();
    }
    expect(isTypingTarget(el('check'))).toBe(false);
    expect(isTypingTarget(el('button'))).toBe(false);
    expect(actionOf({ key: '2', target: el('button') }, CODES)).toEqual({ type: 'status', code: 2 });
    expect(isTypingTarget(null)).toBe(false);
  });

  it('gives the first nine statuses a digit', () => {
    expect([0, 4, 8, 9].map(statusKey)).toEqual(['1', '5', '9', null]);
  });
});
