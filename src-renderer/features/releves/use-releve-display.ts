/**
 * A relevé's field values as shown on its page, in the UI language: vocabulary labels for codes,
 * project and people names, yes/no, numbers with their unit (tree and shrub layers in m, herb and
 * moss layers in cm, covers in %), the day of `event_date` as the language writes it. Empty fields are left out.
 */
import { useI18n } from 'vue-i18n';
import type { Releve } from '../../../src-shared/schemas/releve.js';
import type { FieldSpec } from '../../components/forms/field-spec.js';
import { useFieldText } from '../../components/forms/use-field-text.js';
import { useReferenceNamesStore } from '../../stores/reference-names.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import { formatDay } from '../../i18n/format.js';

/** One shown field: its name, label (with unit) and value text. */
export interface ShownField {
  name: string;
  label: string;
  text: string;
}

/** Formats relevé fields for display (see the module comment). */
export function useReleveDisplay(): { shown(releve: Releve, fields: readonly FieldSpec[]): ShownField[] } {
  const { t, n, locale } = useI18n();
  const text = useFieldText();
  const names = useReferenceNamesStore();
  const vocabularies = useVocabulariesStore();

  function valueText(field: FieldSpec, value: unknown): string {
    if (value === null || value === undefined || value === '' || (Array.isArray(value) && !value.length)) return '';
    switch (field.kind) {
      case 'code': return vocabularies.label(field.vocabulary, value as number);
      case 'project': return names.name('project', value as number);
      case 'people': return (value as number[]).map((id) => names.name('person', id)).join(', ');
      case 'boolean': return t(value ? 'releves.yes' : 'releves.no');
      case 'number': return `${n(value as number, { maximumFractionDigits: 6 })}${field.unit ? `\u00a0${text.unit(field.unit)}` : ''}`;
      default: return field.name === 'event_date' ? formatDay(String(value), locale.value) : String(value);
    }
  }

  return {
    shown: (releve, fields) => fields
      .map((field) => ({ name: field.name, label: t(`releves.fields.${field.name}`), text: valueText(field, (releve as Record<string, unknown>)[field.name]) }))
      .filter((field) => field.text !== ''),
  };
}
