/**
 * Main's words (connection checks, service status, network failures) in the UI language: main
 * sends its English `message` with a stable `code` and `params` (src-shared/contract/main-messages.ts);
 * the renderer shows `t('<area>.<code>', params)` from the first area that knows the code, and
 * main's own message for a code it does not know (or none, from an older main).
 */
import { useI18n } from 'vue-i18n';
import type { MessageParams } from '../../../src-shared/contract/main-messages.js';

/** The i18n areas that hold main's codes (features/settings/messages, features/shell/messages). */
export type MainMessageArea = 'connectionCheck' | 'serviceStatus' | 'networkFailure';

/** Where the connection report and the service status look their codes up, in order. */
export const CHECK_AREAS: readonly MainMessageArea[] = ['connectionCheck', 'networkFailure'];
export const STATUS_AREAS: readonly MainMessageArea[] = ['serviceStatus', 'networkFailure'];

/** A message from main: English `message`, optionally its `code` and `params`. */
export interface MainMessage {
  message: string;
  code?: string;
  params?: MessageParams;
}

/** What {@link mainMessageText} needs of vue-i18n. */
export interface MainMessageTranslator {
  t: (key: string, named: Record<string, unknown>) => string;
  te: (key: string) => boolean;
  /** The UI language, for numbers in params (`2,5` in German and French). */
  locale: string;
}

/** `item` in the UI language: the first of `areas` with a text for its code, else `item.message`. */
export function mainMessageText(item: MainMessage, areas: readonly MainMessageArea[], translator: MainMessageTranslator): string {
  if (!item.code) return item.message;
  const key = areas.map((area) => `${area}.${item.code}`).find((candidate) => translator.te(candidate));
  if (!key) return item.message;
  const numbers = new Intl.NumberFormat(translator.locale, { useGrouping: false, maximumFractionDigits: 3 });
  const named = Object.fromEntries(
    Object.entries(item.params ?? {}).map(([name, value]) => [name, typeof value === 'number' ? numbers.format(value) : value]),
  );
  return translator.t(key, named);
}

/** {@link mainMessageText} bound to the component's vue-i18n (follows the UI language when used in a template). */
export function useMainMessage(): (item: MainMessage, areas: readonly MainMessageArea[]) => string {
  const { t, te, locale } = useI18n();
  return (item, areas) => mainMessageText(item, areas, { t: (key, named) => t(key, named), te: (key) => te(key), locale: locale.value });
}
