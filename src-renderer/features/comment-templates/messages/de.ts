import type { CommentTemplatesMessages } from './en.js';

/** German messages of the comment templates (Swiss orthography). */
const commentTemplatesDe: CommentTemplatesMessages = {
  commentTemplates: {
    title: 'Kommentarvorlagen',
    intro: 'Standardantworten für Validierungskommentare. In der Triage wählen Sie mit t eine aus; ihre Platzhalter werden aus der Beobachtung gefüllt.',
    placeholders: 'Platzhalter',
    placeholder: {
      taxon: 'wissenschaftlicher Name',
      vernacular_name: 'deutscher Name',
      event_date: 'Datum der Beobachtung',
      municipality: 'Gemeinde',
      recorded_by: 'Beobachtende',
      validation: 'Validierungsstatus',
    },
    language: 'Sprache der Vorlagen',
    name: 'Name',
    text: 'Text',
    add: 'Vorlage hinzufügen',
    remove: 'Vorlage {name} entfernen',
    save: 'Vorlagen speichern',
    saved: 'Kommentarvorlagen gespeichert.',
    reset: 'Zurück zu den mitgelieferten Vorlagen',
    resetDone: 'Die mitgelieferten Kommentarvorlagen sind zurück.',
    defaults: 'Das sind die mitgelieferten Vorlagen; beim Speichern werden es Ihre eigenen.',
    empty: 'Noch keine Vorlagen in dieser Sprache.',
    newName: 'Neue Vorlage',
    incomplete: 'Jede Vorlage braucht einen Namen und einen Text.',
    unsaved: 'Ungespeicherte Änderungen',
    pick: 'Vorlage einfügen',
    pickKey: 'Vorlage (Taste t)',
    pickerTitle: 'Kommentarvorlage einfügen',
    filter: 'Vorlagen filtern',
    none: 'Keine Vorlage passt.',
    noneInLanguage: 'In dieser Sprache gibt es keine Vorlagen. Legen Sie welche in den Einstellungen an.',
    preview: 'Vorschau',
    missing: 'Nicht gefüllt, vor dem Speichern ergänzen: {names}',
    perRecord: 'Derselbe Kommentar geht an jede Beobachtung; Platzhalter einer einzelnen Beobachtung bleiben stehen: {names}',
    pickerHint: 'Tippen filtert, ↑ ↓ wählt, Enter fügt ein, Esc schliesst.',
  },
};

export default commentTemplatesDe;
