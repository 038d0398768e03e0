/**
 * Turns an observation's stored values into words (pure, so the mapping is tested without a
 * DOM): codes into vocabulary labels, ids into names, numbers with their unit in the UI
 * language's Swiss number format, dates as recorded.
 */
import { formatEventDate, formatNumber } from '../../i18n/format.js';
import type { FieldKind } from './observation-fields.js';
import type { UnitKey } from './subresource-fields.js';

/** Where names and labels come from (the vocabularies and reference names stores in the app). */
export interface Lookups {
  /** Label of `code` in vocabulary `vocabulary`. */
  label(vocabulary: string, code: number): string;
  taxon(id: number): { scientific: string; vernacular: string | null } | null;
  person(id: number): string;
  project(id: number): string;
  municipality(id: number): string;
  habitat(id: number): string;
  /** A unit's symbol in the UI language. */
  unit(unit: UnitKey): string;
}

/** A value in words: the main text, an optional second line (e.g. the scientific name). */
export interface DisplayValue {
  text: string;
  secondary?: string;
  /** The value is missing (shown in muted style). */
  empty?: boolean;
}

/** What {@link displayValue} needs to know about a field. */
export interface DisplaySpec {
  kind: FieldKind | 'text';
  unit?: UnitKey;
  digits?: number;
  vocabulary?: string;
}

const EMPTY: DisplayValue = { text: '', empty: true };

/** The value of one field in words. `language` is the UI language (`en`, `de`, `fr`, `it`). */
export function displayValue(spec: DisplaySpec, value: unknown, lookups: Lookups, language: string): DisplayValue {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return EMPTY;
  switch (spec.kind) {
    case 'code':
      return typeof value === 'number' && spec.vocabulary ? { text: lookups.label(spec.vocabulary, value) } : { text: String(value) };
    case 'taxon': {
      const taxon = typeof value === 'number' ? lookups.taxon(value) : null;
      if (!taxon) return { text: String(value) };
      return taxon.vernacular ? { text: taxon.vernacular, secondary: taxon.scientific } : { text: taxon.scientific };
    }
    case 'people':
      return { text: (Array.isArray(value) ? value : [value]).map((id) => (typeof id === 'number' ? lookups.person(id) : String(id))).join(', ') };
    case 'project':
      return { text: typeof value === 'number' ? lookups.project(value) : String(value) };
    case 'municipality':
      return { text: typeof value === 'number' ? lookups.municipality(value) : String(value) };
    case 'habitat':
      return { text: typeof value === 'number' ? lookups.habitat(value) : String(value) };
    case 'date':
      return { text: typeof value === 'string' ? formatEventDate(value, language) : String(value) };
    case 'number': {
      if (typeof value !== 'number') return { text: String(value) };
      const number = formatNumber(value, language, spec.digits);
      if (!spec.unit) return { text: number };
      const unit = lookups.unit(spec.unit);
      return { text: spec.unit === 'degrees' ? `${number}${unit}` : `${number}\u00a0${unit}` };
    }
    case 'id':
      return { text: String(value) };
    default:
      return { text: typeof value === 'object' ? JSON.stringify(value) : String(value) };
  }
}
