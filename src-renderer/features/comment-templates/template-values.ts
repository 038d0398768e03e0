/**
 * A record's values for the comment template placeholders, in words and in the UI language:
 * names through the detail's lookups (vernacular name in the UI language), the event date as
 * recorded in the language's day format (`13.07.2024` in German), the validation status as the
 * vocabulary labels it (the caller's label).
 */
import type { Language } from '../../../src-shared/contract/settings.js';
import type { Observation } from '../../../src-shared/schemas/observation.js';
import { formatDay } from '../../i18n/format.js';
import type { TemplateValues } from './fill-template.js';

/** The names a template needs (the observation detail's Lookups offers them). */
export interface TemplateLookups {
  taxon(id: number): { scientific: string; vernacular: string | null } | null;
  person(id: number): string;
  municipality(id: number): string;
}

/** The record's part the placeholders read. */
export type TemplateRecord = Pick<Observation, 'taxon_id' | 'event_date' | 'municipality_id' | 'recorded_by_id'>;

/**
 * The values of `observation` for a template; `validation` is the label of the status the comment
 * goes with (the one chosen in bulk validation, or the record's current one), null when none is known.
 */
export function templateValues(
  observation: TemplateRecord | null,
  validation: string | null,
  lookups: TemplateLookups,
  language: Language,
): TemplateValues {
  const taxon = observation?.taxon_id != null ? lookups.taxon(observation.taxon_id) : null;
  const observers = (observation?.recorded_by_id ?? []).map((id) => lookups.person(id)).filter(Boolean);
  return {
    taxon: taxon?.scientific ?? null,
    vernacular_name: taxon?.vernacular ?? null,
    event_date: observation?.event_date ? formatDay(observation.event_date, language) : null,
    municipality: observation?.municipality_id != null ? lookups.municipality(observation.municipality_id) : null,
    recorded_by: observers.length > 0 ? observers.join(', ') : null,
    validation,
  };
}
