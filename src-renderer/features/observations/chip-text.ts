/**
 * The words of an active-filter chip, a sentence in the UI language: "Event date after 1 May 2025",
 * "Canton or municipality is not Lugano or Bellinzona", "Name as recorded matches “Dianth*”",
 * "Drawn area". Pure: names and labels come in a {@link ChipContext}.
 */
import type { FilterClauseInput } from '../../../src-shared/contract/observations.js';
import { filterFieldDef, type FilterEditor } from './filter-fields.js';
import { displayLocale, formatEventDateLong } from '../../i18n/format.js';

/** A translation function (vue-i18n's `t`). */
export type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The lookups a chip needs. */
export interface ChipContext {
  t: Translate;
  language: string;
  label(vocabulary: string, code: number): string;
  taxon(id: number): { scientific: string; vernacular: string | null } | null;
  name(kind: 'person' | 'project' | 'unit', id: number): string;
  taxaGroup(id: number): string;
}

/** One chip. */
export interface FilterChip {
  /** `field[operation]`, unique in a normalised list. */
  key: string;
  field: string;
  operation: FilterClauseInput['operation'];
  /** What the chip says (values cut after {@link MAX_CHIP_VALUES}). */
  text: string;
  /** Every value, for the tooltip. */
  title: string;
}

/** Values named on a chip before "+n". */
export const MAX_CHIP_VALUES = 2;

function valueText(editor: FilterEditor | undefined, value: string | number | boolean, ctx: ChipContext): string {
  if (typeof value !== 'number') return editor?.kind === 'date' ? formatEventDateLong(String(value), ctx.language) : String(value);
  switch (editor?.kind) {
    case 'taxon':
      return ctx.taxon(value)?.scientific ?? `#${value}`;
    case 'project':
      return ctx.name('project', value);
    case 'person':
      return ctx.name('person', value);
    case 'unit':
      return ctx.name('unit', value);
    case 'taxaGroup':
      return ctx.taxaGroup(value);
    case 'vocabulary':
      return ctx.label(editor.vocabulary, value);
    default:
      return String(value);
  }
}

/** The label of a filter field (its key under `observations.filters`, or the field name itself). */
export function fieldLabel(field: string, t: Translate): string {
  return filterFieldDef(field) ? t(`observations.filters.${field}.label`) : field;
}

/**
 * Values as the language lists alternatives ("Lugano or Bellinzona", "Lugano oder Bellinzona"):
 * a list filter keeps rows with any of them, and `not_in` rows with none of them, which reads
 * right as "is not A or B". Intl.ListFormat knows each language's conjunction and commas.
 */
function alternatives(texts: readonly string[], language: string): string {
  return new Intl.ListFormat(displayLocale(language), { type: 'disjunction' }).format(texts);
}

/** The chip of one clause. */
export function chipFor(clause: FilterClauseInput, ctx: ChipContext): FilterChip {
  const key = `${clause.field}[${clause.operation}]`;
  const base = { key, field: clause.field, operation: clause.operation };
  if (clause.field === 'footprint_wkt') {
    const text = ctx.t('observations.chips.drawnArea');
    return { ...base, text, title: text };
  }
  const editor = filterFieldDef(clause.field)?.editor;
  const values = clause.value === undefined ? [] : Array.isArray(clause.value) ? clause.value : [clause.value];
  const texts = values.map((value) => valueText(editor, value, ctx));
  const more = texts.length - MAX_CHIP_VALUES;
  const shown = more > 1 ? [...texts.slice(0, MAX_CHIP_VALUES), ctx.t('observations.sentences.more', { count: more })] : texts;
  const field = fieldLabel(clause.field, ctx.t);
  const dateOperation = editor?.kind === 'date' && clause.operation !== 'iw_eq' && clause.operation !== 'iw_contains';
  const sentence = (list: readonly string[]) =>
    ctx.t(`observations.${dateOperation ? 'dateSentences' : 'sentences'}.${clause.operation}`, { field, values: alternatives(list, ctx.language) });
  return { ...base, text: sentence(shown), title: sentence(texts) };
}
