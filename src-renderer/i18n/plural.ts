/**
 * Counted messages in every UI language without vue-i18n's plural syntax, which the message files
 * keep out (`|`, see messages/messages.test.ts): a counted message is an object of CLDR plural
 * categories, `{ one: '{count} row', other: '{count} rows' }` (a language may add `few`, `many`…),
 * and the form is chosen with Intl.PluralRules of the UI language (French says "0 ligne", English
 * "0 rows"). `count` is given to the message formatted with the language's grouping.
 */
import { useI18n } from 'vue-i18n';
import { formatCount } from './format.js';

/** vue-i18n's translate function and its "has a message" test, as `useI18n()` gives them. */
export interface Translator {
  t(key: string, values?: Record<string, unknown>): string;
  te(key: string): boolean;
}

/**
 * The message at `key` for `count` in `language` (`en`, `de`, `fr`, `it`): the form of
 * Intl.PluralRules' category when the tree has it, else `other`. `values` fill the other
 * placeholders; `{count}` is the formatted count.
 */
export function pluralText(i18n: Translator, language: string, key: string, count: number, values: Record<string, unknown> = {}): string {
  const category = new Intl.PluralRules(language).select(count);
  const form = i18n.te(`${key}.${category}`) ? category : 'other';
  return i18n.t(`${key}.${form}`, { ...values, count: formatCount(count, language) });
}

/** {@link pluralText} in a component, in the UI language: `plural('imports.rows', 3)` → "3 rows". */
export function usePlural(): (key: string, count: number, values?: Record<string, unknown>) => string {
  const { t, te, locale } = useI18n();
  const translator: Translator = { t: (key, values) => t(key, values ?? {}), te: (key) => te(key) };
  return (key, count, values) => pluralText(translator, locale.value, key, count, values);
}
