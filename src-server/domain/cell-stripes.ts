import { FINEST_CELL_LEVEL } from '../db/observation-cells.js';

/**
 * Level of the cells a filter keeps in memory (a level of CELL_LEVELS): tiles to zoom 12 add them
 * up; finer tiles count their own small area. At 1,000,000 observations the finest level had
 * 124,000 cells of one filter, whose handing over to JavaScript cost as much as counting them.
 */
export const KEPT_LEVEL = 14;

/**
 * A filter's cells are read in stripes of 2^STRIPE_COLUMNS_LOG2 columns of KEPT_LEVEL (those of
 * one zoom-10 tile, about 0.35° of longitude), each stripe on the first tile that needs it: the
 * first tile of a new filter counts only its own columns rather than the whole store. At
 * 1,000,000 observations the whole store took 430 ms on a quiet machine, the stripe of a zoom-8
 * tile at the edge of the data 30 ms.
 */
const STRIPE_COLUMNS_LOG2 = 4;

/** Stripes of the Web Mercator square (and, with `bands`, bands of as many rows: a block is a zoom-10 tile). */
const STRIPES = 2 ** (KEPT_LEVEL - STRIPE_COLUMNS_LOG2);

/** How a value of the cells combines when cells are added up to a coarser level. */
export type CellFold = 'sum' | 'min' | 'max';

/**
 * A run of stripes to read (with bands: of blocks, stripes s0–s1 × bands b0–b1), and the
 * finest-level columns it spans, with bands also the rows (undefined: the whole square, no
 * stretch to restrict to).
 */
export interface StripeRun {
  s0: number;
  s1: number;
  b0: number;
  b1: number;
  finest: { x0: number; x1: number; y0?: number; y1?: number } | undefined;
}

/** One cell of a coarser level summed from the kept cells: column gx, row gy, and its values in the order of the folds. */
export interface FoldedCell {
  gx: number;
  gy: number;
  values: number[];
}

/** The cells of one stripe (typed arrays: a few bytes a value, no object per cell), ordered by column `cx`. */
interface Stripe {
  cx: Int32Array;
  cy: Int32Array;
  values: Float64Array[];
}

/** The KEPT_LEVEL column range [x0, x1] and row range [y0, y1] of a Web Mercator tile of zoom ≤ KEPT_LEVEL. */
function keptRange(tile: { z: number; x: number; y: number }): { x0: number; x1: number; y0: number; y1: number } {
  const per = 2 ** (KEPT_LEVEL - tile.z);
  return { x0: tile.x * per, x1: (tile.x + 1) * per - 1, y0: tile.y * per, y1: (tile.y + 1) * per - 1 };
}

/**
 * The cells of KEPT_LEVEL of one filter, each with values combined by `folds` (counts and sums
 * added, lowest id, latest date), held stripe by stripe as tiles need them. It reads nothing
 * itself, so that one store of cells serves the SQLite file (synchronous) and PostgreSQL
 * (asynchronous): {@link missing} says which stripes a tile lacks, the owner reads them and hands
 * their rows to {@link store}. Used by the observation grid (cluster-grid.ts) and the public
 * neophyte grid (neophyte-grid.ts) in the cluster worker.
 */
export class CellStripes {
  /** The cells by stripe, with bands by block (band × STRIPES + stripe). */
  private readonly stripes = new Map<number, Stripe>();
  /** One flag per stripe, with bands per block: read (possibly empty). */
  private readonly read: Uint8Array;
  private cells = 0;

  /**
   * `striped` false: the first tile reads the whole square (a filter no index restricts to a
   * stretch of columns cheaply). `bands`: a tile reads only its own rows of its stripes too (the
   * index holds the row after the column, so a band costs no row it leaves out); its flags take
   * 1 MB per filter instead of 1 kB.
   */
  constructor(private readonly folds: readonly CellFold[], private readonly striped: boolean, private readonly bands = false) {
    this.read = new Uint8Array(bands ? STRIPES * STRIPES : STRIPES);
  }

  /** The flag (and cells) index of stripe `s`, band `b`. */
  private block(s: number, b: number): number {
    return this.bands ? b * STRIPES + s : s;
  }

  /** Cells held (the memory budget of the owner counts these). */
  get size(): number {
    return this.cells;
  }

  /** The runs of stripes not read yet that the tile (zoom ≤ KEPT_LEVEL) needs (with bands, its bands of them); every unread stripe when not `striped`. */
  missing(tile: { z: number; x: number; y: number }): StripeRun[] {
    const r = keptRange(tile);
    let [s0, s1] = [r.x0 >> STRIPE_COLUMNS_LOG2, r.x1 >> STRIPE_COLUMNS_LOG2];
    if (!this.striped) [s0, s1] = [0, STRIPES - 1];
    const [b0, b1] = this.bands ? [r.y0 >> STRIPE_COLUMNS_LOG2, r.y1 >> STRIPE_COLUMNS_LOG2] : [0, 0];
    const unread = (s: number): boolean => {
      for (let b = b0; b <= b1; b++) if (!this.read[this.block(s, b)]) return true;
      return false;
    };
    const runs: StripeRun[] = [];
    const perStripe = FINEST_CELL_LEVEL - KEPT_LEVEL + STRIPE_COLUMNS_LOG2;
    for (let s = s0; s <= s1; s++) {
      if (!unread(s)) continue;
      let end = s;
      while (end < s1 && unread(end + 1)) end++;
      const whole = s === 0 && end === STRIPES - 1 && !this.bands;
      const rows = this.bands ? { y0: b0 << perStripe, y1: ((b1 + 1) << perStripe) - 1 } : {};
      runs.push({ s0: s, s1: end, b0, b1, finest: whole ? undefined : { x0: s << perStripe, x1: ((end + 1) << perStripe) - 1, ...rows } });
      s = end;
    }
    return runs;
  }

  /**
   * Keeps the cells of a run read by the owner: rows `[gx, gy, ...values]` of KEPT_LEVEL ordered
   * by gx, gy, values in the order of the folds (null read as 0, so a fold of `max` over dates
   * needs 0 for "none"); marks the run's stripes read.
   */
  store(run: StripeRun, rows: readonly (readonly unknown[])[]): void {
    // Rows by block, in their order (by column); a block read before keeps its cells.
    const byBlock = new Map<number, Array<readonly unknown[]>>();
    for (const row of rows) {
      const id = this.block(Number(row[0]) >> STRIPE_COLUMNS_LOG2, this.bands ? Number(row[1]) >> STRIPE_COLUMNS_LOG2 : 0);
      if (this.read[id]) continue;
      let into = byBlock.get(id);
      if (!into) byBlock.set(id, (into = []));
      into.push(row);
    }
    for (const [id, cells] of byBlock) {
      const column = <A extends Int32Array | Float64Array>(Type: new (n: number) => A, i: number): A => {
        const a = new Type(cells.length);
        for (let r = 0; r < cells.length; r++) a[r] = Number(cells[r]![i] ?? 0);
        return a;
      };
      this.stripes.set(id, { cx: column(Int32Array, 0), cy: column(Int32Array, 1), values: this.folds.map((_, i) => column(Float64Array, i + 2)) });
      this.cells += cells.length;
    }
    for (let b = run.b0; b <= run.b1; b++) for (let s = run.s0; s <= run.s1; s++) this.read[this.block(s, b)] = 1;
  }

  /** The cells of `level` (≤ KEPT_LEVEL) within the tile, folded; its stripes must be stored (missing gives none). */
  sum(tile: { z: number; x: number; y: number }, level: number): FoldedCell[] {
    const shift = KEPT_LEVEL - level;
    const r = keptRange(tile);
    const out = new Map<number, FoldedCell>();
    const [b0, b1] = this.bands ? [r.y0 >> STRIPE_COLUMNS_LOG2, r.y1 >> STRIPE_COLUMNS_LOG2] : [0, 0];
    for (let b = b0; b <= b1; b++) for (let s = r.x0 >> STRIPE_COLUMNS_LOG2; s <= r.x1 >> STRIPE_COLUMNS_LOG2; s++) {
      const stripe = this.stripes.get(this.block(s, b));
      if (!stripe) continue;
      // The first cell of column x0 or later (binary search), then on to the end of column x1.
      let lo = 0;
      for (let hi = stripe.cx.length; lo < hi;) {
        const mid = (lo + hi) >>> 1;
        if (stripe.cx[mid]! < r.x0) lo = mid + 1;
        else hi = mid;
      }
      for (let i = lo; i < stripe.cx.length && stripe.cx[i]! <= r.x1; i++) {
        const y = stripe.cy[i]!;
        if (y < r.y0 || y > r.y1) continue;
        const gx = stripe.cx[i]! >> shift;
        const gy = y >> shift;
        const key = gy * 2 ** level + gx;
        const cell = out.get(key);
        if (!cell) {
          out.set(key, { gx, gy, values: stripe.values.map((v) => v[i]!) });
          continue;
        }
        for (let f = 0; f < this.folds.length; f++) cell.values[f] = fold(this.folds[f]!, cell.values[f]!, stripe.values[f]![i]!);
      }
    }
    return [...out.values()];
  }
}

/** Combines two values of a cell by `how`. */
export function fold(how: CellFold, a: number, b: number): number {
  return how === 'sum' ? a + b : how === 'min' ? Math.min(a, b) : Math.max(a, b);
}

/**
 * Keeps `cells` under `key` as the most recently used of `filters` (a Map in order of use), and
 * drops the least recently used others while all of them together hold more than `max` cells,
 * or there are more than `maxFilters` of them.
 */
export function keepRecent<T extends { size: number }>(filters: Map<string, T>, key: string, cells: T, max: number, maxFilters = Infinity): void {
  filters.delete(key);
  filters.set(key, cells);
  let kept = [...filters.values()].reduce((n, c) => n + c.size, 0);
  for (const [other, old] of filters) {
    if (other === key || (kept <= max && filters.size <= maxFilters)) break;
    filters.delete(other);
    kept -= old.size;
  }
}
