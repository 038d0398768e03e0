import { z } from 'zod';
import { Code } from './common.js';

/** Neophyte control data of an observation (interface v5 "Neophyte sub-resource"); all codes, null clears. */
export const NeophyteShape = {
  control_type: Code.nullable(),
  eradication: Code.nullable(),
  control_dtype: Code.nullable(),
  control_result: Code.nullable(),
} as const;
/** PUT /observations/{id}/neophytes body (any subset; absent fields keep their value). */
export const NeophyteWrite = z.strictObject(NeophyteShape).partial();
/** The sub-resource as returned. */
export const Neophyte = z.looseObject({ occurrence_id: z.number().int().optional(), ...NeophyteShape });
export type Neophyte = z.infer<typeof Neophyte>;
