/**
 * Selection by clicks on the map (occurrence ids, plain numbers): a plain click selects what was
 * hit (or nothing), Ctrl/Cmd or Shift toggles what was hit in the current selection.
 */

/**
 * The selection after a click that hit `hit` (occurrence ids, nearest first). Plain click: the
 * nearest hit alone, or nothing on empty map. Additive click: the nearest hit is added, or removed
 * when it was selected; an additive click on empty map keeps the selection.
 */
export function nextSelection(current: readonly number[], hit: readonly number[], additive: boolean): number[] {
  const first = hit[0];
  if (!additive) return first === undefined ? [] : [first];
  if (first === undefined) return [...current];
  return current.includes(first) ? current.filter((id) => id !== first) : [...current, first];
}

/** True when both hold the same ids, in any order. */
export function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(a);
  return b.every((id) => set.has(id));
}

/** Whether a pointer event asks for an additive selection (Ctrl, Cmd or Shift held). */
export function isAdditive(event: { ctrlKey: boolean; metaKey: boolean; shiftKey: boolean }): boolean {
  return event.ctrlKey || event.metaKey || event.shiftKey;
}
