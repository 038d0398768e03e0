/**
 * The random source of the synthetic observations (db/seed/random.ts createLongRng): every seed
 * of mulberry32 walks one cycle of 2^32 states, so a 10,000,000-row load ran into the states the
 * demo data's stream had used and failed on the uuid of a demo observation. The long source gives
 * other values than mulberry32 (createRng, the demo data) in the same state.
 */
import { describe, expect, it } from 'vitest';
import { createLongRng, createRng } from '../../../src-server/db/seed/random.js';

const draws = (rng: { next(): number }, n: number): number[] => Array.from({ length: n }, () => rng.next());

describe('createLongRng', () => {
  it('gives uuids differing in every hex digit from those of createRng in the same state (the demo data\'s streams)', () => {
    const long = createLongRng(42);
    const plain = createRng(42);
    for (let k = 0; k < 50; k++) {
      const [a, b] = [long.uuid(), plain.uuid()];
      expect([...a].filter((c, i) => c !== '-' && i !== 14 && c === b[i]), `uuid ${k}: ${a} against ${b}`).toEqual([]);
    }
  });

  it('is the same stream for the same seed and mask length (seeding stays deterministic)', () => {
    expect(draws(createLongRng(3, 10), 100)).toEqual(draws(createLongRng(3, 10), 100));
  });
});
