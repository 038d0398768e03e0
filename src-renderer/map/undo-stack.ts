/**
 * Undo and redo of the footprint editor: a history of states (WKT strings in EPSG:4326, or null
 * for no footprint). Pure; the editor pushes after each finished edit.
 */
export class UndoStack<T> {
  private past: T[] = [];
  private future: T[] = [];

  /** @param present the state to start from; @param limit how many past states are kept. */
  constructor(
    private present: T,
    private readonly limit = 100,
  ) {}

  /** The current state. */
  get current(): T {
    return this.present;
  }

  /** Whether there is an edit to undo. */
  get canUndo(): boolean {
    return this.past.length > 0;
  }

  /** Whether there is an undone edit to redo. */
  get canRedo(): boolean {
    return this.future.length > 0;
  }

  /** Records a new state (a no-op when equal to the current one); clears the redo list. */
  push(state: T): void {
    if (state === this.present) return;
    this.past.push(this.present);
    if (this.past.length > this.limit) this.past.shift();
    this.present = state;
    this.future = [];
  }

  /** Goes back one state; returns it (the current one when there is nothing to undo). */
  undo(): T {
    const previous = this.past.pop();
    if (previous !== undefined) {
      this.future.push(this.present);
      this.present = previous;
    }
    return this.present;
  }

  /** Goes forward one state after an undo; returns it. */
  redo(): T {
    const next = this.future.pop();
    if (next !== undefined) {
      this.past.push(this.present);
      this.present = next;
    }
    return this.present;
  }

  /** Starts over from `state` (a new footprint loaded from outside): no undo across it. */
  reset(state: T): void {
    this.present = state;
    this.past = [];
    this.future = [];
  }
}
