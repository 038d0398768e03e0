/**
 * Seeded pseudo-random numbers for the demo data (mulberry32, 32-bit state): the same seed gives
 * the same sequence on every machine, so seeding is deterministic. Not for anything secret.
 */

/** A deterministic random source. */
export interface Rng {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Uniform integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  /** Uniform float in [min, max). */
  float(min: number, max: number): number;
  /** True with probability `p` (0–1). */
  chance(p: number): boolean;
  /** One element of a non-empty array. @throws RangeError for an empty array. */
  pick<T>(items: readonly T[]): T;
  /** One element, chosen with the given non-negative weights (same length as `items`). */
  weighted<T>(items: readonly T[], weights: readonly number[]): T;
  /** `count` distinct elements (fewer when the array is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  /** A random RFC 4122 version-4-shaped UUID (deterministic from the seed). */
  uuid(): string;
}

/** mulberry32 from a 32-bit integer seed: the next 32-bit unsigned value on each call. */
function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Creates a {@link Rng} from a 32-bit integer seed. */
export function createRng(seed: number): Rng {
  const raw = mulberry32(seed);
  return rngOf(() => raw() / 4294967296);
}

/** The {@link Rng} whose every value is made of the uniform draws of `next`. */
function rngOf(next: () => number): Rng {
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  const hex = (n: number): string => {
    let s = '';
    for (let i = 0; i < n; i++) s += Math.floor(next() * 16).toString(16);
    return s;
  };
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (p) => next() < p,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('pick() from an empty array');
      return items[Math.floor(next() * items.length)] as T;
    },
    weighted<T>(items: readonly T[], weights: readonly number[]): T {
      const total = weights.reduce((a, b) => a + b, 0);
      let r = next() * total;
      for (let i = 0; i < items.length; i++) {
        r -= weights[i] ?? 0;
        if (r < 0) return items[i] as T;
      }
      return items[items.length - 1] as T;
    },
    sample<T>(items: readonly T[], count: number): T[] {
      const copy = items.slice();
      const n = Math.min(count, copy.length);
      for (let i = 0; i < n; i++) {
        const j = i + Math.floor(next() * (copy.length - i));
        [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
      }
      return copy.slice(0, n);
    },
    uuid: () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[int(0, 3)]}${hex(3)}-${hex(12)}`,
  };
}

/**
 * Draws after which {@link createLongRng} changes its mask: half of mulberry32's period, so a
 * stream longer than the period (its state only counts up by a constant and comes round after
 * 2^32 draws) gives other values the second time round.
 */
export const DRAWS_PER_MASK = 2 ** 31;

/**
 * A {@link Rng} for long runs (the synthetic observations): mulberry32 of `seed`, each value
 * XORed with a mask with its top bit set, `mixSeed(seed, k)` for the k-th run of `drawsPerMask`
 * draws (default {@link DRAWS_PER_MASK}). Every seed of mulberry32 walks the same cycle of 2^32
 * states, so a long stream runs into the stretch another stream used: 10,000,000 synthetic
 * observations reached the states of the demo data's stream at ~6,090,000 and
 * the load failed on a duplicate uuid (that of demo observation 516). Masked, the same state
 * gives another top bit, so every hex digit of a uuid differs from the unmasked streams' (the
 * demo data, createRng) and from this stream's own earlier runs.
 */
export function createLongRng(seed: number, drawsPerMask = DRAWS_PER_MASK): Rng {
  const raw = mulberry32(seed);
  let left = 0;
  let masks = 0;
  let mask = 0;
  return rngOf(() => {
    if (left === 0) {
      mask = (mixSeed(seed, ++masks) | 0x80000000) >>> 0;
      left = drawsPerMask;
    }
    left--;
    return ((raw() ^ mask) >>> 0) / 4294967296;
  });
}

/** Mixes integers into one 32-bit seed (e.g. a user seed and a table's current maximum id). */
export function mixSeed(...parts: number[]): number {
  let h = 0x811c9dc5;
  for (const p of parts) {
    h = Math.imul(h ^ (p >>> 0), 0x01000193) >>> 0;
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
  }
  return h >>> 0;
}
