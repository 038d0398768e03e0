import { z } from 'zod';
import { Code, Text } from './common.js';

/**
 * PUT /observations/{id}/validations body (ARCHITECTURE.md "validation sub-resource"):
 * the validation status code (vocabulary `validation`), optionally `v_presence_status`
 * (vocabulary `v_presence_status`) and a comment.
 */
export const ValidationWrite = z.strictObject({
  validation: Code,
  v_presence_status: Code.nullable().optional(),
  comment: Text(4000).nullable().optional(),
});
export type ValidationWrite = z.infer<typeof ValidationWrite>;

/** One past validation. `validated_at` is ISO 8601 with milliseconds and offset. */
export const ValidationEntry = z.looseObject({
  validation: Code,
  v_presence_status: Code.nullable(),
  comment: z.string().nullable(),
  validated_by: z.number().int().nullable(),
  validated_at: z.string(),
});
export type ValidationEntry = z.infer<typeof ValidationEntry>;

/** The validation sub-resource as returned: the current state and its history, oldest first. */
export const Validation = z.looseObject({
  validation: Code.nullable(),
  v_presence_status: Code.nullable(),
  comment: z.string().nullable(),
  validated_by: z.number().int().nullable(),
  validated_at: z.string().nullable(),
  history: z.array(ValidationEntry),
});
export type Validation = z.infer<typeof Validation>;
