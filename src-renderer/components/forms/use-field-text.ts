import { useI18n } from 'vue-i18n';
import type { FieldMessage } from './form-check.js';
import type { FieldSpec, UnitKey } from './field-spec.js';

/** The percent sign is the same in every UI language (and not allowed in vue-i18n texts). */
const PERCENT = '%';

/** What {@link useFieldText} gives a form. */
export interface FieldText {
  /** A field message in the UI language (null for none). */
  message(message: FieldMessage | undefined | null): string | null;
  /** A unit's symbol in the UI language (`m`, `m ü. M.`, `%` …). */
  unit(unit: UnitKey): string;
  /** A field's label with its unit, e.g. "Minimum elevation (m a.s.l.)". */
  labelWithUnit(label: string, field: FieldSpec): string;
}

/** Texts of forms in the UI language: field messages, units, labels with units. */
export function useFieldText(): FieldText {
  const { t } = useI18n();
  const unit = (key: UnitKey): string => (key === 'percent' ? PERCENT : t(`forms.units.${key}`));
  return {
    message: (message) => (!message ? null : 'text' in message ? message.text : t(message.key, message.params ?? {})),
    unit,
    labelWithUnit: (label, field) => (field.kind === 'number' && field.unit ? `${label} (${unit(field.unit)})` : label),
  };
}
