/**
 * The columns the observation table can show, and how a cell turns an observation's value into
 * text: coded values as vocabulary labels, taxa, people, projects and municipalities by name,
 * never by id (issue 4, item 2). Pure: the lookups come in a {@link CellContext}.
 */
import { OBSERVATION_SORTABLE } from '../../../src-shared/filters/observations.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { vocabularyOf } from '../../../src-shared/vocabulary-fields.js';
import { formatDay, formatMeasure } from '../../i18n/format.js';

/** How a column's value is shown. */
export type ColumnKind = 'id' | 'date' | 'taxon' | 'project' | 'people' | 'unit' | 'code' | 'text' | 'number' | 'flags';

/** One column of the table. Its header is `observations.columns.<key>` in the messages. */
export interface ColumnDef {
  /** The observation field shown (`checks`: the record's check flags, issue 13, not a field). */
  key: string;
  kind: ColumnKind;
  /** Width in rem (the table scrolls sideways when the columns need more room). */
  width: number;
  /** A unit appended to numbers. */
  unit?: string;
}

const col = (key: string, kind: ColumnKind, width: number, unit?: string): ColumnDef => ({ key, kind, width, ...(unit ? { unit } : {}) });

/** Every column on offer, in the chooser's order. */
export const COLUMNS: readonly ColumnDef[] = [
  col('occurrence_id', 'id', 6),
  col('event_date', 'date', 7.5),
  col('taxon_id', 'taxon', 18),
  col('verbatim_identification', 'text', 13),
  col('validation', 'code', 12),
  col('checks', 'flags', 5.5),
  col('v_presence_status', 'code', 11),
  col('identification_qualifier', 'code', 10),
  col('occurrence_status', 'code', 8),
  col('dataset_id', 'project', 12),
  col('recorded_by_id', 'people', 12),
  col('municipality_id', 'unit', 10),
  col('verbatim_locality', 'text', 14),
  col('event_type', 'code', 10),
  col('date_precision', 'code', 7),
  col('basis_of_record', 'code', 12),
  col('coordinate_uncertainty_in_meters', 'number', 8, 'm'),
  col('minimum_elevation_in_meters', 'number', 8, 'm'),
  col('life_stage', 'code', 9),
  col('establishment_means', 'code', 10),
  col('degree_of_establishment', 'code', 10),
  col('organism_quantity', 'number', 7),
  col('identified_by', 'text', 11),
  col('occurrence_remarks', 'text', 16),
];

/** What a new user sees. */
export const DEFAULT_COLUMN_KEYS: readonly string[] = [
  'occurrence_id', 'event_date', 'taxon_id', 'validation', 'identification_qualifier', 'dataset_id', 'recorded_by_id', 'municipality_id',
];

/** Whether the service can sort by the column's field. */
export function isSortable(column: ColumnDef): boolean {
  return (OBSERVATION_SORTABLE as readonly string[]).includes(column.key);
}

/** The definition of a column key, if it is one. */
export function columnDef(key: string): ColumnDef | undefined {
  return COLUMNS.find((column) => column.key === key);
}

/** Keeps known keys only, each once, and never nothing (falls back to the defaults). */
export function sanitizeColumnKeys(keys: unknown): string[] {
  if (!Array.isArray(keys)) return [...DEFAULT_COLUMN_KEYS];
  const known = [...new Set(keys.filter((key): key is string => typeof key === 'string' && !!columnDef(key)))];
  return known.length ? known : [...DEFAULT_COLUMN_KEYS];
}

/** The lookups a cell needs. */
export interface CellContext {
  language: string;
  /** The label of a code in a vocabulary. */
  label(vocabulary: string, code: number): string;
  /** A taxon's scientific and vernacular names (null for no id). */
  taxon(id: number): { scientific: string; vernacular: string | null } | null;
  /** A person's, project's or unit's name (`#id` while unknown). */
  name(kind: 'person' | 'project' | 'unit', id: number): string;
  /** The names of the checks that flag a record (UI language), null while it was not checked. */
  flags?(occurrence_id: number): string[] | null;
}

/** What a cell shows: a main text, an optional second text, the full text for the tooltip. */
export interface CellDisplay {
  text: string;
  secondary?: string;
  title: string;
  /** Scientific names are italic. */
  italic?: boolean;
  /** A PrimeIcons class shown before the text (a flag before the count of flags). */
  icon?: string;
  /** A taxon cell's `taxon_id`: the name links to the taxon's page. */
  taxon_id?: number;
}

const plain = (text: string): CellDisplay => ({ text, title: text });

/** The display of one cell. */
export function formatCell(row: Observation, column: ColumnDef, ctx: CellContext): CellDisplay {
  if (column.kind === 'flags') {
    const names = ctx.flags?.(row.occurrence_id) ?? null;
    return names?.length ? { text: String(names.length), title: names.join('\n'), icon: 'pi pi-flag-fill' } : plain('');
  }
  const value = (row as Record<string, unknown>)[column.key];
  if (value === null || value === undefined || (Array.isArray(value) && value.length === 0)) return plain('');
  switch (column.kind) {
    case 'id':
      return plain(String(value));
    case 'date':
      return plain(formatDay(String(value), ctx.language));
    case 'taxon': {
      const names = typeof value === 'number' ? ctx.taxon(value) : null;
      if (!names) return plain(String(value));
      const title = names.vernacular ? `${names.scientific} – ${names.vernacular}` : names.scientific;
      return { text: names.scientific, ...(names.vernacular ? { secondary: names.vernacular } : {}), title, italic: true, taxon_id: value as number };
    }
    case 'project':
      return plain(typeof value === 'number' ? ctx.name('project', value) : String(value));
    case 'unit':
      return plain(typeof value === 'number' ? ctx.name('unit', value) : String(value));
    case 'people': {
      const ids = Array.isArray(value) ? value : [value];
      return plain(ids.map((id) => (typeof id === 'number' ? ctx.name('person', id) : String(id))).join(', '));
    }
    case 'code': {
      const vocabulary = vocabularyOf(column.key) ?? column.key;
      return plain(typeof value === 'number' ? ctx.label(vocabulary, value) : String(value));
    }
    case 'number':
      return plain(typeof value === 'number' ? `${formatMeasure(value, ctx.language)}${column.unit ? ` ${column.unit}` : ''}` : String(value));
    case 'text':
      return plain(String(value));
  }
}
