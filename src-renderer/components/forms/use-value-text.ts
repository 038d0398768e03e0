import { useI18n } from 'vue-i18n';
import type { Language } from '../../../src-shared/contract/settings.js';
import { useHabitatNames } from '../../stores/habitat-names.js';
import { formatEventDate, formatNumber } from '../../i18n/format.js';
import { useReferenceNamesStore } from '../../stores/reference-names.js';
import { useVocabulariesStore } from '../../stores/vocabularies.js';
import type { FieldSpec, FormValue } from './field-spec.js';
import { useFieldText } from './use-field-text.js';

/** What {@link useValueText} gives. */
export interface ValueText {
  /** `value` of `field` in words. */
  text(field: FieldSpec, value: FormValue): string;
  /** Asks for the names `values` of `field` need (before they are shown, not while rendering). */
  prime(field: FieldSpec, values: readonly FormValue[]): void;
}

/**
 * A form value in words, as the form's control shows it (for the conflict dialog, which shows
 * two values of one field side by side): vocabulary codes as their labels, taxa, people,
 * projects and habitats by name, numbers in the UI language with their unit, event dates with
 * the month's name, yes/no; other custom fields (WKT footprints) as typed. Names are `#id`
 * until `prime` has them read, then follow reactively.
 */
export function useValueText(): ValueText {
  const { t, locale } = useI18n();
  const vocabularies = useVocabulariesStore();
  const names = useReferenceNamesStore();
  const habitats = useHabitatNames();
  const text = useFieldText();
  const idsOf = (values: readonly FormValue[]): number[] => values.flatMap((value) => (Array.isArray(value) ? value : [value])).filter((id): id is number => typeof id === 'number');

  function prime(field: FieldSpec, values: readonly FormValue[]): void {
    if (field.kind === 'code') void vocabularies.ensureLoaded().catch(() => undefined);
    if (field.kind === 'taxon') void names.request('taxon', idsOf(values));
    if (field.kind === 'people') void names.request('person', idsOf(values));
    if (field.kind === 'project') void names.request('project', idsOf(values));
    if (field.kind === 'habitat') void habitats.ensureLoaded();
  }

  function valueText(field: FieldSpec, value: FormValue): string {
    const language = locale.value as Language;
    if (value === null || (Array.isArray(value) && value.length === 0)) return t('forms.conflict.empty');
    if (typeof value === 'boolean') return t(value ? 'forms.conflict.yes' : 'forms.conflict.no');
    const ids = Array.isArray(value) ? value : [value];
    switch (field.kind) {
      case 'code':
        return typeof value === 'number' ? vocabularies.label(field.vocabulary, value) : String(value);
      case 'taxon': {
        const taxon = typeof value === 'number' ? names.taxon(value) : null;
        return taxon ? [taxon.vernacular, taxon.scientific].filter(Boolean).join(' · ') : String(value);
      }
      case 'people':
      case 'project': {
        const kind = field.kind === 'people' ? 'person' : 'project';
        return ids.map((id) => (typeof id === 'number' ? names.name(kind, id) : String(id))).join(', ');
      }
      case 'habitat':
        return typeof value === 'number' ? habitats.label(value, language) : String(value);
      case 'number': {
        if (typeof value !== 'number') return String(value);
        const number = formatNumber(value, language);
        return field.unit ? `${number}\u00a0${text.unit(field.unit)}` : number;
      }
      case 'custom':
        return typeof value === 'string' && /date$/.test(field.name) ? formatEventDate(value, language) : String(value);
      default:
        return String(value);
    }
  }

  return { text: valueText, prime };
}
