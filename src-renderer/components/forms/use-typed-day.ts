import { computed, ref, watch, type ComputedRef, type Ref } from 'vue';
import { useI18n } from 'vue-i18n';
import { readTypedDay } from '../../../src-shared/domain/dates.js';
import { displayLocale } from '../../i18n/format.js';
import type { FieldMessage } from './form-check.js';

/** The blur event of PrimeVue's DatePicker: the input's text as it was left. */
export interface PickerBlur {
  originalEvent: Event;
  value: string;
}

/** What {@link useTypedDay} gives a date field. */
export interface TypedDay {
  /** Why the text left in the input is no day (`forms.date.*` with its parameters), null when it is one or empty. */
  problem: Ref<FieldMessage | null>;
  /**
   * Attributes for the DatePicker's input (`pt.pcInputText.root`): the text as typed while it is
   * no day, else nothing (PrimeVue's own value, the day formatted).
   */
  inputAttrs: ComputedRef<{ value?: string }>;
  /** For the DatePicker's `@input`. */
  onInput(event: Event): void;
  /** For the DatePicker's `@blur`. */
  onBlur(event: PickerBlur): void;
}

/**
 * Keeps a typed day that cannot be read in its input, with the reason. PrimeVue's DatePicker
 * with manual input drops text it cannot parse on blur and puts its last valid value back (an
 * empty input for a new record), so `31.02.2026` + Tab would vanish without a word and the form
 * would save without a date. Here the blur reads the text with date-fns
 * (src-shared/domain/dates.ts `readTypedDay`): a day goes to `onDay` (ISO `yyyy-MM-dd`), an empty
 * input to `onDay(null)`, anything else stays in the input as typed and becomes `problem`.
 * PrimeVue writes its own value into the input on blur and on every render of it (focus, a
 * prop), so the text is kept as the input's bound `value` ({@link TypedDay.inputAttrs}), not
 * written into the element once.
 * `modelValue` is the field's value: when it changes (a day picked, a draft taken) the problem goes.
 * `placeholder` is the pattern shown in the message of a text of another shape.
 */
export function useTypedDay(modelValue: () => unknown, placeholder: () => string, onDay: (day: string | null) => void): TypedDay {
  const { locale } = useI18n();
  const problem = ref<FieldMessage | null>(null);
  const kept = ref<string | null>(null);
  watch(modelValue, () => {
    problem.value = null;
    kept.value = null;
  });
  const inputAttrs = computed(() => (kept.value === null ? {} : { value: kept.value }));

  function messageOf(text: string): FieldMessage | null {
    const read = readTypedDay(text);
    if (read.ok) return null;
    if (read.reason === 'month') return { key: 'forms.date.noMonth', params: { text, month: read.month } };
    if (read.reason === 'shape') return { key: 'forms.date.notADay', params: { text, pattern: placeholder() } };
    const month = new Intl.DateTimeFormat(displayLocale(locale.value), { month: 'long', timeZone: 'UTC' }).format(Date.UTC(read.year, read.month - 1, 1));
    return { key: 'forms.date.pastMonthEnd', params: { text, month, days: read.daysInMonth, year: read.year } };
  }

  function onInput(event: Event): void {
    // While a kept text is edited, a render of the input must not put the old text back.
    if (kept.value !== null && event.target instanceof HTMLInputElement) kept.value = event.target.value;
  }

  function onBlur(event: PickerBlur): void {
    const text = event.value.trim();
    const read = readTypedDay(text);
    if (!text || read.ok) {
      problem.value = null;
      kept.value = null;
      onDay(read.ok ? read.day : null);
      return;
    }
    problem.value = messageOf(text);
    kept.value = event.value;
  }

  return { problem, inputAttrs, onInput, onBlur };
}
