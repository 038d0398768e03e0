/**
 * The random source of the synthetic observations (db/seed/random.ts createLongRng): mulberry32
 * comes back to its first state after 2^32 draws and repeats every value from there, so a
 * 10,000,000-row load repeated its first rows and their uuids from about 6,090,000 on. The long
 * source gives mulberry32's values until its first mask change, and other values after each one,
 * also when the underlying state is one it had before. Here a mask changes every few draws, the
 * same code as every 2^31 draws.
 */
import { describe, expect, it } from 'vitest';
import { createLongRng, createRng } from '../../../src-server/db/seed/random.js';

const draws = (rng: { next(): number }, n: number): number[] => Array.from({ length: n }, () => rng.next());

describe('createLongRng', () => {
  it('gives what createRng gives up to its first mask change (the rows of loads that fit are unchanged)', () => {
    expect(draws(createLongRng(42, 1000), 1000)).toEqual(draws(createRng(42), 1000));
  });

  it('gives other values after a mask change than mulberry32 gives at the same state, in every hex digit of a uuid', () => {
    // one uuid takes 31 draws: with a change every 31 draws, uuid k is made from the same states as createRng's uuid k
    const long = createLongRng(7, 31);
    const plain = createRng(7);
    expect(long.uuid()).toBe(plain.uuid());
    for (let k = 1; k <= 50; k++) {
      const [a, b] = [long.uuid(), plain.uuid()];
      const same = [...a].filter((c, i) => c !== '-' && c === b[i] && !(i === 14 || i === 19));
      expect(same, `uuid ${k}: ${a} against ${b}`).toEqual([]);
    }
  });

  it('is the same stream for the same seed and mask length (seeding stays deterministic)', () => {
    expect(draws(createLongRng(3, 10), 100)).toEqual(draws(createLongRng(3, 10), 100));
  });
});
