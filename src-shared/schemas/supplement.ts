import { z } from 'zod';
import { Code, Text } from './common.js';

/**
 * Supplement of an observation (interface v5 "Supplement"). Depths in metres; `sex`,
 * `releve_stratum`, `substrate` are vocabulary codes; `cover_abs` is an absolute cover in percent
 * (0–100); `pop_length`, `pop_width` (metres) and `plant_height` (metres) are our units where
 * the interface gives none (docs/interface-notes.md). `obs_type` of v4 is not returned.
 */
export const SupplementShape = {
  minimum_depth_in_meters: z.number().min(0).max(12000).nullable(),
  maximum_depth_in_meters: z.number().min(0).max(12000).nullable(),
  sex: Code.nullable(),
  project_obs_id: Text(255).nullable(),
  abundance: z.number().int().min(0).nullable(),
  pop_length: z.number().min(0).nullable(),
  pop_width: z.number().min(0).nullable(),
  plant_height: z.number().min(0).nullable(),
  releve_stratum: Code.nullable(),
  cover_abs: z.number().min(0).max(100).nullable(),
  cat_aggregation: z.number().int().min(0).nullable(),
  substrate: Code.nullable(),
} as const;
/** PUT /observations/{id}/supplements body (any subset; absent fields keep their value). */
export const SupplementWrite = z.strictObject(SupplementShape).partial()
  .refine((s) => s.minimum_depth_in_meters == null || s.maximum_depth_in_meters == null || s.minimum_depth_in_meters <= s.maximum_depth_in_meters,
    { message: 'Must not be below minimum_depth_in_meters.', path: ['maximum_depth_in_meters'] });
/** The sub-resource as returned. */
export const Supplement = z.looseObject({ occurrence_id: z.number().int().optional(), ...SupplementShape });
export type Supplement = z.infer<typeof Supplement>;
/** v4 supplement names (Versioning 4) and the removed `obs_type`, refused in bodies. */
export const SUPPLEMENT_REMOVED_FIELDS = ['depth_min', 'depth_max', 'sexe', 'obs_type'] as const;
