import type { PeopleMessages } from './en.js';

/** German messages of the people screens (Swiss usage: ss for ß). */
const peopleDe: PeopleMessages = {
  people: {
    nav: 'Personen',
    title: 'Personen',
    fields: {
      first_name: 'Vorname',
      last_name: 'Nachname',
      email: 'E-Mail',
      organisation: 'Organisation',
    },
    list: {
      lastName: 'Nachname enthält',
      firstName: 'Vorname enthält',
      updatedSince: 'Geändert seit',
      new: 'Neue Person',
      label: 'Personen',
      columns: { last_name: 'Nachname', first_name: 'Vorname', organisation: 'Organisation', email: 'E-Mail', updated_at: 'Zuletzt geändert' },
      counts: '{from}–{to} von {filtered} Personen ({total} insgesamt)',
      countsNoTotal: '{from}–{to} von {filtered} Personen',
      loading: 'Personen werden geladen …',
      empty: 'Niemand passt zur Suche.',
      emptyNone: 'Noch keine Personen',
      emptyHint: 'Namen passen an jeder Stelle, unabhängig von Gross-/Kleinschreibung und Akzenten. Leeren Sie die Suche, um alle zu sehen.',
      clear: 'Suche leeren',
      error: 'Die Personen konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
    },
    page: {
      back: 'Alle Personen',
      noValue: 'Nicht erfasst',
      created: 'Erfasst',
      updated: 'Zuletzt geändert',
      emailHidden: 'Nur Projektleitende sehen E-Mail-Adressen.',
      observations: 'Von dieser Person erfasste Beobachtungen',
      observationsCount: 'Beobachtungen ({count})',
      rolesTitle: 'Rollen in Projekten',
      rolesScope: 'In den {count} Projekten, die Sie sehen.',
      rolesNone: 'Keine Rolle in einem Projekt, das Sie sehen.',
      rolesFailed: 'Projekte, deren Rollen nicht gelesen werden konnten: {count}.',
      rolesLoadFailed: 'Die Rollen konnten nicht geladen werden: {message}',
      project: 'Projekt',
      role: 'Rolle',
      roleActions: 'Ändern',
      notManaged: 'Kein Projekt, das Sie leiten',
      notFound: 'Diese Person gibt es nicht.',
      loadFailed: 'Die Person konnte nicht geladen werden: {message}',
      retry: 'Erneut versuchen',
    },
    form: {
      newTitle: 'Neue Person',
      create: 'Person hinzufügen',
      cancel: 'Abbrechen',
      created: '{name} zum Register hinzugefügt',
      emailInvalid: 'Das ist keine E-Mail-Adresse.',
      noChanges: 'Die Schnittstelle kann eine Person später weder ändern noch entfernen: Prüfen Sie die Schreibweise vor dem Hinzufügen.',
    },
  },
};

export default peopleDe;
