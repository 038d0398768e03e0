import { describe, expect, it } from 'vitest';
import { observation, VOCABULARIES } from '../../testing/fake-reference.js';
import { vocabularyLabel } from '../../stores/vocabularies.js';
import type { Language } from '../../../src-shared/contract/settings.js';
import { chipFor, type ChipContext } from './chip-text.js';
import { COLUMNS, columnDef, DEFAULT_COLUMN_KEYS, formatCell, isSortable, sanitizeColumnKeys, type CellContext } from './columns.js';
import { DATE_MODES } from './date-filter-mode.js';
import { FILTER_FIELDS } from './filter-fields.js';
import { formatCount, formatDay } from '../../i18n/format.js';
import en from './messages/en.js';

/** Lookups as the stores give them, in `language`. */
function context(language: Language): CellContext {
  return {
    language,
    label: (vocabulary, code) => vocabularyLabel(VOCABULARIES.find((e) => e.field_name === vocabulary && e.code === code), language, code),
    taxon: (id) => (id === 2 ? { scientific: 'Dianthus sylvestris Wulfen', vernacular: language === 'de' ? 'Stein-Nelke' : 'Wood pink' } : { scientific: `#${id}`, vernacular: null }),
    name: (kind, id) => ({ person: { 7: 'Marco Bernasconi', 8: 'Herbarium Lugano' }, project: { 1: 'Flora of Ticino' }, unit: { 5192: 'Lugano' } }[kind] as Record<number, string>)[id] ?? `#${id}`,
  };
}

const cell = (key: string, row = observation(1), language: Language = 'en') => formatCell(row, columnDef(key)!, context(language));

describe('table cells', () => {
  it('shows coded values as vocabulary labels in the UI language, never as codes', () => {
    expect(cell('validation').text).toBe('not validated (pending)');
    expect(cell('validation', observation(1), 'de').text).toBe('nicht validiert (ausstehend)');
    expect(cell('occurrence_status', observation(1), 'it').text).toBe('presente');
    expect(cell('identification_qualifier', observation(1, { identification_qualifier: 2 }), 'fr').text).toBe('cf. (à comparer ; incertain)');
    expect(cell('basis_of_record').text).toBe('Human observation');
    expect(cell('validation', observation(1, { validation: 42 })).text).toBe('#42');
  });

  it('shows taxa, people, projects and municipalities by name', () => {
    expect(cell('taxon_id')).toEqual({ text: 'Dianthus sylvestris Wulfen', secondary: 'Wood pink', title: 'Dianthus sylvestris Wulfen – Wood pink', italic: true, taxon_id: 2 });
    expect(cell('taxon_id', observation(1), 'de').secondary).toBe('Stein-Nelke');
    expect(cell('recorded_by_id', observation(1, { recorded_by_id: [7, 8] })).text).toBe('Marco Bernasconi, Herbarium Lugano');
    expect(cell('dataset_id').text).toBe('Flora of Ticino');
    expect(cell('municipality_id').text).toBe('Lugano');
    expect(cell('taxon_id', observation(1, { taxon_id: 999 })).text).toBe('#999');
  });

  it('formats dates as the calendar day in Switzerland and numbers with their unit', () => {
    const late = observation(1, { event_date: '2024-06-14T23:30:00.000+02:00' });
    expect(cell('event_date', late).text).toBe('14/06/2024');
    expect(cell('event_date', late, 'de').text).toBe('14.06.2024');
    expect(formatDay('2024-06-14', 'fr')).toBe('14.06.2024');
    // de-CH groups with an apostrophe (typographic or straight, by ICU version).
    expect(cell('coordinate_uncertainty_in_meters', observation(1, { coordinate_uncertainty_in_meters: 1250.5 }), 'de').text).toMatch(/^1['’]250\.5 m$/);
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCount(12345, 'de')).toMatch(/^12['’]345$/);
  });

  it('shows a record’s check flags as a flag with their count, the tooltip naming each; nothing while unchecked or unflagged', () => {
    const flags = (id: number): string[] | null => ({ 1: ['Outside the known range', 'Likely duplicate'], 2: [] } as Record<number, string[]>)[id] ?? null;
    const checks = (row: ReturnType<typeof observation>) => formatCell(row, columnDef('checks')!, { ...context('en'), flags });
    expect(checks(observation(1))).toEqual({ text: '2', title: 'Outside the known range\nLikely duplicate', icon: 'pi pi-flag-fill' });
    expect(checks(observation(2)).text).toBe('');
    expect(checks(observation(3)).text).toBe('');
    expect(isSortable(columnDef('checks')!)).toBe(false);
  });

  it('leaves empty values empty', () => {
    expect(cell('identification_qualifier').text).toBe('');
    expect(cell('recorded_by_id', observation(1, { recorded_by_id: [] })).text).toBe('');
    expect(cell('occurrence_remarks').text).toBe('');
  });

  it('offers sortable columns where the service sorts, and sane persisted choices', () => {
    expect(isSortable(columnDef('event_date')!)).toBe(true);
    expect(isSortable(columnDef('recorded_by_id')!)).toBe(false);
    expect(DEFAULT_COLUMN_KEYS.every((key) => columnDef(key))).toBe(true);
    expect(new Set(COLUMNS.map((c) => c.key)).size).toBe(COLUMNS.length);
    expect(sanitizeColumnKeys(['taxon_id', 'nope', 'taxon_id', 3])).toEqual(['taxon_id']);
    expect(sanitizeColumnKeys('garbage')).toEqual(DEFAULT_COLUMN_KEYS);
    expect(sanitizeColumnKeys([])).toEqual(DEFAULT_COLUMN_KEYS);
  });
});

describe('filter chips', () => {
  const t = (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`;
  const ctx: ChipContext = { ...context('en'), t, taxaGroup: (id) => (id === 1 ? 'Vascular plants' : `#${id}`) };

  it('names the values of a clause and cuts long lists', () => {
    expect(chipFor({ field: 'taxon_id', operation: 'in', value: [2] }, ctx).text)
      .toBe('observations.sentences.in{"field":"observations.filters.taxon_id.label","values":"Dianthus sylvestris Wulfen"}');
    const many = chipFor({ field: 'recorded_by_id', operation: 'not_in', value: [7, 8, 9, 10] }, ctx);
    expect(many.text).toContain('"values":"Marco Bernasconi, Herbarium Lugano or observations.sentences.more{\\"count\\":2}"');
    expect(many.title).toContain('"values":"Marco Bernasconi, Herbarium Lugano, #9 or #10"');
    expect(chipFor({ field: 'validation', operation: 'in', value: [1, 5] }, ctx).text).toContain('not validated (pending) or invalid (rejected)');
    expect(chipFor({ field: 'taxa_group_id', operation: 'in', value: [1] }, ctx).text).toContain('Vascular plants');
    expect(chipFor({ field: 'event_date', operation: 'gte', value: '2024-01-31' }, ctx).text).toContain('observations.dateSentences.gte{"field":"observations.filters.event_date.label","values":"31 January 2024"}');
    expect(chipFor({ field: 'identification_qualifier', operation: 'is_null' }, ctx).key).toBe('identification_qualifier[is_null]');
  });

  it('calls the polygon "Drawn area"', () => {
    const chip = chipFor({ field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((8 46, 9 46, 9 47, 8 46))' }, ctx);
    expect(chip.text).toBe('observations.chips.drawnArea');
  });
});

describe('messages of the workspace', () => {
  it('name every column, every filter and every operation the panel offers', () => {
    const columns = en.observations.columns as Record<string, string>;
    const filters = en.observations.filters as unknown as Record<string, { label?: string }>;
    const choices = en.observations.opChoices as Record<string, string>;
    const sentences = en.observations.sentences as Record<string, string>;
    const dateSentences = en.observations.dateSentences as Record<string, string>;
    const dateChoices = en.observations.dateChoices as Record<string, string>;
    expect(COLUMNS.filter((column) => !columns[column.key]).map((c) => c.key)).toEqual([]);
    expect(FILTER_FIELDS.filter((def) => !filters[def.field]?.label).map((d) => d.field)).toEqual([]);
    const offered = FILTER_FIELDS.filter((def) => def.operations.length > 1 && def.editor.kind !== 'date').flatMap((def) => def.operations);
    expect(offered.filter((op) => !choices[op])).toEqual([]);
    expect(FILTER_FIELDS.flatMap((def) => def.operations).filter((op) => !sentences[op])).toEqual([]);
    const dated = FILTER_FIELDS.filter((def) => def.editor.kind === 'date').flatMap((def) => def.operations);
    expect(dated.filter((op) => !dateSentences[op])).toEqual([]);
    expect(DATE_MODES.filter((mode) => !dateChoices[mode])).toEqual([]);
  });
});
