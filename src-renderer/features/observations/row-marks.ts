/**
 * The marks of the observation table's rows (selected, current) in a reactive object keyed by
 * occurrence id. Vue tracks each key on its own, so a row reading its own mark re-renders only
 * when that mark changes: moving to the next observation repaints two rows, not every row on
 * screen (as a `selected` prop handed to every row would).
 */
import { shallowReactive, watch, type WatchSource } from 'vue';

/** A row's marks as bits: {@link SELECTED}, {@link CURRENT}. */
export type RowMark = number;
/** The row is in the selection. */
export const SELECTED = 1;
/** The row is the current observation (shown in the detail). */
export const CURRENT = 2;

/** What {@link useRowMarks} gives the table. */
export interface RowMarks {
  /** The marks of the row with `id` (0 when none); reactive per id. */
  markOf(id: number): RowMark;
}

/**
 * Keeps the marks in step with the selection and the current observation. With `later`, every
 * change after the first is applied through it (the table passes "after the next paint": in
 * triage the next observation's detail is painted first, the two rows' marks a frame later,
 * instead of both in one slower frame).
 */
export function useRowMarks(
  selectedIds: WatchSource<readonly number[]>,
  currentId: WatchSource<number | null>,
  options: { later?: (apply: () => void) => void } = {},
): RowMarks {
  const marks = shallowReactive<Record<number, RowMark>>({});
  let first = true;
  watch([selectedIds, currentId], ([selected, current]) => {
    const apply = (): void => applyMarks(marks, selected, current);
    if (first || !options.later) apply();
    else options.later(apply);
    first = false;
  }, { immediate: true });
  return { markOf: (id) => marks[id] ?? 0 };
}

/** Sets `marks` to the marks of `selected` and `current`, touching only the ids that change. */
function applyMarks(marks: Record<number, RowMark>, selected: readonly number[], current: number | null): void {
  const next = new Map<number, RowMark>();
  for (const id of selected) next.set(id, SELECTED);
  if (current !== null) next.set(current, (next.get(current) ?? 0) | CURRENT);
  for (const key of Object.keys(marks)) {
    const id = Number(key);
    if (!next.has(id)) delete marks[id];
  }
  for (const [id, mark] of next) if (marks[id] !== mark) marks[id] = mark;
}
