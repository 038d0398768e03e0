/**
 * Taxon-dependent values of generated observations: life stage, quantity, vitality, origin
 * status, neophyte control data and supplements, all as vocabulary codes of vocabularies.csv.
 */
import type { TaxonInfo } from './context.js';
import type { Rng } from './random.js';
import type { NeophyteValues, ObservationValues, SupplementValues } from './writer.js';

const FAUNA = new Set(['birds', 'mammals', 'amphibians', 'reptiles', 'butterflies', 'dragonflies', 'beetles']);
const AQUATIC = /^(Elodea|Crassula|Ludwigia|Hydrocotyle|Lysichiton|Trachemys|Nymphaea|Typha)\b/;

/** True for animal taxa. */
export const isFauna = (t: TaxonInfo): boolean => FAUNA.has(t.group ?? '');

/** Life-stage codes plausible per group (vocabulary `life_stage`). */
const LIFE_STAGES: Record<string, readonly number[]> = {
  vascular_plants: [1, 1, 2, 3, 3, 3, 4, 4, 5, 6, 7],
  mosses: [8, 1],
  birds: [15, 15, 15, 14, 9],
  mammals: [15, 15, 14],
  amphibians: [15, 15, 14, 11, 9],
  reptiles: [15, 14],
  butterflies: [15, 15, 10, 12],
  dragonflies: [15, 15, 10, 13],
  beetles: [15, 15, 10],
};

/** Taxon-dependent observation columns. */
export function taxonTraits(t: TaxonInfo, rng: Rng): Partial<ObservationValues> {
  const stages = LIFE_STAGES[t.group ?? ''];
  const fauna = isFauna(t);
  const quantityType = fauna ? rng.pick([1, 1, 1, 8]) : t.group === 'vascular_plants' ? rng.pick([1, 1, 2, 4, 4, 5]) : rng.pick([1, 4]);
  const quantity = quantityType === 5 ? rng.int(1, 9) : quantityType === 4 ? rng.int(1, 400) : rng.weighted([1, rng.int(2, 10), rng.int(11, 500)], [4, 4, 2]);
  const invasive = t.swiss_invasive_status === 'invasive';
  return {
    life_stage: stages && rng.chance(0.85) ? rng.pick(stages) : null,
    organism_quantity_type: quantityType,
    organism_quantity: quantity,
    cover: quantityType === 5 ? quantity : null,
    vitality: fauna ? null : rng.weighted([1, 2, 3, 4, 5], [70, 12, 5, 3, 10]),
    establishment_means: t.neophyte === 1 ? 3 : t.neophyte === 0 ? 1 : 6,
    degree_of_establishment:
      t.neophyte === 1 ? (invasive ? rng.pick([9, 10, 10, 11]) : rng.pick([6, 7, 8])) : t.neophyte === 0 ? 1 : null,
    basis_of_record: t.group === 'mammals' && rng.chance(0.3) ? 4 : rng.chance(0.02) ? 5 : 1,
  };
}

/** Control methods (vocabulary `control_dtype`) per control type (vocabulary `control_type`). */
const DTYPES: Record<number, readonly number[]> = {
  1: [1, 1, 2, 2, 3, 4, 5, 6, 7, 8],
  2: [9, 10],
  3: [11, 12],
  4: [13],
  5: [1, 2, 3, 9, 10],
  6: [14],
};

/**
 * Neophyte control data for an event type (vocabulary `event_type`: 1 observation, 4 control
 * action = site inspection, 5 fight/treatment, 6 monitoring). `found` is false when a control
 * found no plants (then the eradication state is "eradicated").
 */
export function neophyteControl(eventType: number, rng: Rng): { neophyte: NeophyteValues; found: boolean } {
  if (eventType === 5) {
    const controlType = rng.weighted([1, 2, 3, 4, 5, 6], [60, 12, 5, 8, 10, 5]);
    return {
      neophyte: { control_type: controlType, control_dtype: rng.pick(DTYPES[controlType] ?? [14]),
        control_result: rng.weighted([1, 2, 5, 6], [35, 45, 8, 12]), eradication: rng.weighted([1, 2, 3], [20, 55, 25]) },
      found: true,
    };
  }
  if (eventType === 4) {
    const result = rng.weighted([3, 4, 6], [30, 55, 15]);
    return {
      neophyte: { control_type: null, control_dtype: null, control_result: result,
        eradication: result === 3 ? 1 : rng.weighted([2, 3, 4, 5], [40, 30, 20, 10]) },
      found: result !== 3,
    };
  }
  return {
    neophyte: { control_type: null, control_dtype: null, control_result: null, eradication: rng.weighted([3, 4, 5], [35, 40, 25]) },
    found: true,
  };
}

/** Supplement values for a generated observation (metres for lengths, depths and plant height; % for cover_abs). */
export function supplementFor(t: TaxonInfo, rng: Rng, projectObsId: string): SupplementValues {
  const aquatic = AQUATIC.test(t.scientific_name);
  const fauna = isFauna(t);
  const depth = aquatic ? Math.round(rng.float(0.1, 1.5) * 10) / 10 : null;
  return {
    project_obs_id: projectObsId,
    sex: fauna ? rng.weighted([1, 2, 4, 5], [30, 30, 30, 10]) : null,
    abundance: rng.int(1, 300),
    pop_length: fauna ? null : Math.round(rng.float(0.5, 60) * 10) / 10,
    pop_width: fauna ? null : Math.round(rng.float(0.3, 15) * 10) / 10,
    plant_height: fauna || t.group !== 'vascular_plants' ? null : Math.round(rng.float(0.05, 3.5) * 100) / 100,
    cover_abs: fauna ? null : rng.int(1, 100),
    minimum_depth_in_meters: depth,
    maximum_depth_in_meters: depth === null ? null : Math.round((depth + rng.float(0, 1.5)) * 10) / 10,
    substrate: aquatic ? 9 : fauna ? null : rng.weighted([1, 3, 10, 11, 12], [70, 12, 6, 8, 4]),
  };
}
