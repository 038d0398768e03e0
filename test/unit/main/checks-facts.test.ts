/**
 * Taxon facts in main (src-main/checks/taxon-facts-loader.ts, taxon-facts-cache.ts): read
 * through the interface once per taxon, keyset-paged, held for a time and per profile, dropped
 * on a validation, a failed read not kept.
 */
import { describe, expect, it } from 'vitest';
import { TaxonFactsCache } from '../../../src-main/checks/taxon-facts-cache.js';
import { taxonFactsLoader } from '../../../src-main/checks/taxon-facts-loader.js';
import type { TaxonFacts } from '../../../src-main/checks/taxon-facts.js';
import { syntheticObservations, syntheticService } from '../../helpers/checks-service.js';

describe('taxonFactsLoader', () => {
  it('reads every record of a taxon past the first page of 1000, the validated ones into the facts, and the taxon’s names', async () => {
    const records = syntheticObservations(2500, 1);
    const { api, calls } = syntheticService(records);
    const facts = await taxonFactsLoader(api)(1, [2, 3]);
    expect(calls.get('/rest/v5/simple_observations')).toBe(3);
    expect(facts.record_count).toBe(2500);
    expect(facts.validated_record_count).toBe(records.filter((r) => r.validation === 2 || r.validation === 3).length);
    expect(facts.names).toEqual({ accepted_scientific_name: 'Genus1 species1', names: ['Genus1 species1', 'Art 1'] });
  });
});

describe('TaxonFactsCache', () => {
  function cache() {
    const loads: number[] = [];
    const clock = { now: 0, scope: 'a' };
    let failing = false;
    const facts = new TaxonFactsCache({
      load: async (taxon_id) => {
        loads.push(taxon_id);
        if (failing) throw new Error('down');
        return { taxon_id } as unknown as TaxonFacts;
      },
      scope: () => clock.scope,
      ttlMs: 1000,
      now: () => clock.now,
    });
    return { facts, loads, clock, fail: (value: boolean) => { failing = value; } };
  }

  it('loads a taxon once, again after the time-to-live, and again in another profile', async () => {
    const { facts, loads, clock } = cache();
    await Promise.all([facts.get(4, [2]), facts.get(4, [2])]);
    clock.now = 999;
    await facts.get(4, [2]);
    expect(loads).toEqual([4]);
    clock.now = 1000;
    await facts.get(4, [2]);
    expect(loads).toEqual([4, 4]);
    clock.scope = 'b';
    await facts.get(4, [2]);
    expect(loads).toEqual([4, 4, 4]);
  });

  it('loads again after invalidate or with other validated codes, and changes the generation', async () => {
    const { facts, loads } = cache();
    await facts.get(4, [2]);
    const generation = facts.generation(4);
    facts.invalidate(4);
    expect(facts.generation(4)).not.toBe(generation);
    await facts.get(4, [2]);
    await facts.get(4, [2, 3]);
    expect(loads).toEqual([4, 4, 4]);
  });

  it('does not keep a failed load', async () => {
    const { facts, loads, fail } = cache();
    fail(true);
    await expect(facts.get(4, [2])).rejects.toThrow('down');
    fail(false);
    await expect(facts.get(4, [2])).resolves.toEqual({ taxon_id: 4 });
    expect(loads).toEqual([4, 4]);
  });
});
