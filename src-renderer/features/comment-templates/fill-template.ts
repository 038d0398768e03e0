/**
 * Fills a comment template's `{placeholder}`s (src-shared/contract/comment-templates.ts) with a
 * record's values in words (pure). A placeholder without a value stays as written, `{municipality}`,
 * and is reported in `missing`, so the steward sees what to complete before sending; a comment
 * never says "undefined" or silently drops a word. Unknown placeholders are left as they are.
 */
import { COMMENT_TEMPLATE_PLACEHOLDERS, type CommentTemplatePlaceholder } from '../../../src-shared/contract/comment-templates.js';

/** The values of one record in words, in the UI language; null or '' = not known. */
export type TemplateValues = Partial<Record<CommentTemplatePlaceholder, string | null>>;

/** A filled text and the placeholders it uses that had no value (in order of first use). */
export interface FilledTemplate {
  text: string;
  missing: CommentTemplatePlaceholder[];
}

const KNOWN = new Set<string>(COMMENT_TEMPLATE_PLACEHOLDERS);
const PLACEHOLDER_RE = /\{([a-z_]+)\}/g;

/** Whether `name` is one of {@link COMMENT_TEMPLATE_PLACEHOLDERS}. */
export function isPlaceholder(name: string): name is CommentTemplatePlaceholder {
  return KNOWN.has(name);
}

/** The known placeholders `text` uses, each once, in order of first use. */
export function placeholdersOf(text: string): CommentTemplatePlaceholder[] {
  const found = new Set<CommentTemplatePlaceholder>();
  for (const match of text.matchAll(PLACEHOLDER_RE)) if (isPlaceholder(match[1]!)) found.add(match[1]);
  return [...found];
}

/** `text` with every known placeholder that has a value replaced by it (see the file comment). */
export function fillTemplate(text: string, values: TemplateValues): FilledTemplate {
  const missing = new Set<CommentTemplatePlaceholder>();
  const filled = text.replace(PLACEHOLDER_RE, (whole, name: string) => {
    if (!isPlaceholder(name)) return whole;
    const value = values[name]?.trim();
    if (value) return value;
    missing.add(name);
    return whole;
  });
  return { text: filled, missing: [...missing] };
}
