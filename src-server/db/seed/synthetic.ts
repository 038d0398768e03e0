/**
 * The synthetic observations of seedSynthetic (index.ts), generated on the seeding thread or in its
 * worker (synthetic-worker.ts): both run this, so that a seed gives the same rows either way.
 */
import type { SeedContext } from './context.js';
import { ObservationGenerator, type GeneratedProject } from './generator.js';
import type { Rng } from './random.js';
import type { ObservationSink } from './writer.js';

/** `source_record_id` prefix of the observations added by seedSynthetic (`synthetic:<uuid>`). */
export const SYNTHETIC_SOURCE_PREFIX = 'synthetic:';

/** The projects synthetic observations go to: the three public neophyte projects. */
const SYNTHETIC_PROJECTS: readonly GeneratedProject[] = ['neoTI', 'neoZH', 'neoVD'];

/**
 * Generates synthetic observations into `sink`, `count` per call of the returned function, in
 * one stream (`rng`): calls of 300 and 200 give the rows one call of 500 gives.
 */
export function syntheticGenerator(ctx: SeedContext, rng: Rng, sink: ObservationSink): (count: number) => void {
  const generator = new ObservationGenerator(ctx, rng, sink, SYNTHETIC_SOURCE_PREFIX);
  return (count) => { for (let i = 0; i < count; i++) generator.generate(rng.pick(SYNTHETIC_PROJECTS)); };
}
