import { z } from 'zod';
import { LANGUAGES } from './settings.js';

/**
 * The placeholders a comment template may use (issue 13, "Comment templates"), named after the
 * fields they come from: `{taxon}` the scientific name, `{vernacular_name}` the vernacular name in
 * the template's language, `{event_date}` the day as recorded, `{municipality}`, `{recorded_by}`
 * the observers, `{validation}` the status chosen (vocabulary label).
 */
export const COMMENT_TEMPLATE_PLACEHOLDERS = ['taxon', 'vernacular_name', 'event_date', 'municipality', 'recorded_by', 'validation'] as const;
export type CommentTemplatePlaceholder = (typeof COMMENT_TEMPLATE_PLACEHOLDERS)[number];

/** Longest template text (a validation comment is a few sentences). */
export const COMMENT_TEMPLATE_MAX_LENGTH = 2000;
/** Most templates kept per server profile. */
export const COMMENT_TEMPLATES_MAX = 200;

/**
 * A validation comment template in one UI language: the picker of triage and bulk validation
 * lists the templates of the UI language. `text` holds `{placeholder}`s
 * ({@link COMMENT_TEMPLATE_PLACEHOLDERS}); unknown ones are kept as written.
 */
export const CommentTemplate = z.object({
  id: z.string().min(1).max(64).regex(/^[A-Za-z0-9_-]+$/),
  name: z.string().trim().min(1).max(80),
  language: z.enum(LANGUAGES),
  text: z.string().trim().min(1).max(COMMENT_TEMPLATE_MAX_LENGTH),
});
export type CommentTemplate = z.infer<typeof CommentTemplate>;

/** The templates of the profile in use; `is_default`: none were saved, these are the shipped ones. */
export const CommentTemplateList = z.object({
  templates: z.array(CommentTemplate).max(COMMENT_TEMPLATES_MAX),
  is_default: z.boolean(),
});
export type CommentTemplateList = z.infer<typeof CommentTemplateList>;

/**
 * Desk methods of the comment templates, kept by main in its settings storage per server profile
 * (names of taxa and habits of stewards differ between services).
 */
export const COMMENT_TEMPLATE_METHODS = {
  'commentTemplates.list': { input: z.void(), output: CommentTemplateList },
  /** Replaces the profile's templates with these (ids unique: a repeated id is a 422 `invalid-input`). */
  'commentTemplates.save': { input: z.object({ templates: z.array(CommentTemplate).max(COMMENT_TEMPLATES_MAX) }), output: CommentTemplateList },
  /** Forgets the profile's templates: the shipped defaults again. */
  'commentTemplates.reset': { input: z.void(), output: CommentTemplateList },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
