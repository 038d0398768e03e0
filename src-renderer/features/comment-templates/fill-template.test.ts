import { describe, expect, it } from 'vitest';
import { fillTemplate, placeholdersOf } from './fill-template.js';
import { templateValues, type TemplateLookups } from './template-values.js';

const lookups: TemplateLookups = {
  taxon: (id) => (id === 7 ? { scientific: 'Ailanthus altissima', vernacular: 'Götterbaum' } : id === 8 ? { scientific: 'Carex sp.', vernacular: null } : null),
  person: (id) => ({ 1: 'Sabine Steiner', 2: 'Marco Rossi' })[id] ?? `#${id}`,
  municipality: () => 'Lugano',
};
const record = { taxon_id: 7, event_date: '2024-07-13T23:30:00.000+02:00', municipality_id: 5192, recorded_by_id: [1, 2] };

describe('comment templates: filling placeholders', () => {
  it('replaces every placeholder that has a value, repeated ones included', () => {
    const filled = fillTemplate('{taxon} ({vernacular_name}), {event_date}, {municipality}; {recorded_by}: {validation}. {taxon}!', {
      taxon: 'Ailanthus altissima', vernacular_name: 'Tree of heaven', event_date: '13 Jul 2024', municipality: 'Lugano', recorded_by: 'Sabine Steiner', validation: 'Confirmed',
    });
    expect(filled).toEqual({ text: 'Ailanthus altissima (Tree of heaven), 13 Jul 2024, Lugano; Sabine Steiner: Confirmed. Ailanthus altissima!', missing: [] });
  });

  it('keeps a placeholder without value as written and names it, once, in order of use', () => {
    const filled = fillTemplate('{vernacular_name} in {municipality} ({vernacular_name}) on {event_date}', { municipality: 'Lugano', vernacular_name: null, event_date: '  ' });
    expect(filled.text).toBe('{vernacular_name} in Lugano ({vernacular_name}) on {event_date}');
    expect(filled.missing).toEqual(['vernacular_name', 'event_date']);
  });

  it('leaves unknown placeholders and stray braces alone', () => {
    expect(fillTemplate('{foo} {Taxon} { taxon } {taxon', { taxon: 'X' })).toEqual({ text: '{foo} {Taxon} { taxon } {taxon', missing: [] });
    expect(placeholdersOf('{foo} {taxon} {event_date} {taxon}')).toEqual(['taxon', 'event_date']);
  });
});

describe('comment templates: a record\'s values', () => {
  it('writes the event day as recorded in the UI language, not shifted to the computer\'s zone', () => {
    expect(templateValues(record, 'Bestätigt', lookups, 'de').event_date).toBe('13.07.2024');
    expect(templateValues(record, null, lookups, 'en').event_date).toBe('13/07/2024');
    expect(templateValues(record, null, lookups, 'fr').event_date).toBe('13.07.2024');
  });

  it('names taxon, observers, municipality and the status', () => {
    expect(templateValues(record, 'Bestätigt', lookups, 'de')).toEqual({
      taxon: 'Ailanthus altissima', vernacular_name: 'Götterbaum', event_date: '13.07.2024', municipality: 'Lugano', recorded_by: 'Sabine Steiner, Marco Rossi', validation: 'Bestätigt',
    });
  });

  it('gives null for what the record does not have, so filling reports it missing', () => {
    const values = templateValues({ taxon_id: 8, event_date: null, municipality_id: null, recorded_by_id: [] }, null, lookups, 'it');
    expect(values).toEqual({ taxon: 'Carex sp.', vernacular_name: null, event_date: null, municipality: null, recorded_by: null, validation: null });
    expect(fillTemplate('{taxon}, {vernacular_name}, {event_date}', values).missing).toEqual(['vernacular_name', 'event_date']);
  });
});
