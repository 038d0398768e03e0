/**
 * The triage keyboard: which key does what (pure, so it is tested without a DOM of its own).
 * One key per validation status: `1`…`9` are the `validation` vocabulary's codes in their order.
 */

/** What a key press asks for. */
export type TriageAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'status'; code: number }
  | { type: 'comment' }
  | { type: 'template' }
  | { type: 'photos' }
  | { type: 'undo' }
  | { type: 'help' };

/** The key (or keys) of each action, as the help dialog lists them. */
export const TRIAGE_KEYS = {
  next: ['j', '↓'],
  previous: ['k', '↑'],
  comment: ['c'],
  template: ['t'],
  photos: ['p'],
  undo: ['u'],
  help: ['?'],
} as const;

/** The part of a KeyboardEvent the mapping reads. */
export interface KeyLike {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  repeat?: boolean;
  target?: EventTarget | null;
}

/** The digit that selects status `index` (0-based) of the vocabulary; only the first nine have one. */
export function statusKey(index: number): string | null {
  return index >= 0 && index < 9 ? String(index + 1) : null;
}

/**
 * Whether the event comes from a place where keys are text: inputs, text areas, selects,
 * editable content, or anything inside a listbox/combobox overlay (PrimeVue selects).
 */
export function isTypingTarget(target: EventTarget | null | undefined): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const element = target as HTMLElement;
  if (element.isContentEditable) return true;
  if (element.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]')) {
    const input = element.closest('input');
    // Check boxes, radios and buttons do not take text.
    return !input || !['checkbox', 'radio', 'button', 'submit', 'reset', 'range', 'color'].includes(input.type);
  }
  return Boolean(element.closest('[role="listbox"], [role="combobox"], [role="textbox"], [role="spinbutton"]'));
}

/**
 * The action of a key press, or null when the key means nothing here (or belongs to what the
 * user is typing, or carries Ctrl/Cmd/Alt so the browser's and the app's shortcuts keep working).
 * `codes` are the validation vocabulary's codes in order.
 */
export function actionOf(event: KeyLike, codes: readonly number[]): TriageAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  if (isTypingTarget(event.target)) return null;
  switch (event.key) {
    case 'j':
    case 'ArrowDown':
      return { type: 'next' };
    case 'k':
    case 'ArrowUp':
      return { type: 'previous' };
    case 'c':
      return event.repeat ? null : { type: 'comment' };
    case 't':
      return event.repeat ? null : { type: 'template' };
    case 'p':
      return event.repeat ? null : { type: 'photos' };
    case 'u':
      return event.repeat ? null : { type: 'undo' };
    case '?':
      return { type: 'help' };
    default:
      break;
  }
  if (/^[1-9]$/.test(event.key) && !event.repeat) {
    const code = codes[Number(event.key) - 1];
    return code === undefined ? null : { type: 'status', code };
  }
  return null;
}
