import type { ObservationFormMessages } from './en.js';

/** German messages of the observation form (Swiss orthography). */
const observationFormDe: ObservationFormMessages = {
  observationForm: {
    newButton: 'Neue Beobachtung',
    newTitle: 'Neue Beobachtung',
    editTitle: 'Beobachtung {id} bearbeiten',
    back: 'Zurück zu den Beobachtungen',
    showInWorkspace: 'Im Arbeitsbereich zeigen',
    loading: 'Beobachtung wird geladen …',
    loadFailed: 'Die Beobachtung konnte nicht geladen werden',
    retry: 'Erneut versuchen',
    noWritableProject: 'Sie dürfen in keinem Projekt Beobachtungen erfassen. Bitten Sie eine Projektleitung um die Rolle «Bearbeiter».',
    mayNotWrite: 'Sie dürfen Beobachtungen dieses Projekts nicht ändern; der Dienst wird das Speichern ablehnen.',
    requiredNote: 'Mit * markierte Felder sind Pflichtfelder.',
    save: 'Speichern',
    cancel: 'Abbrechen',
    unsaved: 'Nicht gespeicherte Änderungen',
    unchanged: 'Nichts geändert; es wurde nichts gesendet.',
    created: 'Beobachtung {id} erfasst.',
    saved: 'Beobachtung {id} gespeichert.',
    edit: 'Bearbeiten',
    sections: {
      what: 'Was beobachtet wurde',
      when: 'Wann',
      where: 'Wo',
      who: 'Wer und Projekt',
      remarks: 'Bemerkungen und Referenzen',
    },
    footprint: {
      label: 'Geometrie (auf der Karte zeichnen oder als WKT oder Koordinaten eingeben)',
    },
    date: {
      time: 'Uhrzeit (optional, Schweizer Zeit)',
      timeSlots: 'hh:mm',
      help: {
        day: 'Der Tag; die Uhrzeit ist optional.',
        month: 'Der Monat (Datumsgenauigkeit «Monat»).',
        year: 'Das Jahr (Datumsgenauigkeit «Jahr»).',
        decade: 'Ein beliebiges Jahr des Jahrzehnts (Datumsgenauigkeit «Jahrzehnt»).',
      },
    },
    computed: {
      title: 'Vom Dienst berechnet',
      hint: 'Aus der Geometrie berechnet und vom Dienst gesetzt; wird nie gesendet.',
      notYet: 'Erscheint nach dem Speichern: Gemeinde, Koordinaten und Kennungen berechnet der Dienst.',
    },
    delete: {
      button: 'Löschen',
      title: 'Diese Beobachtung löschen?',
      body: '{name} (Beobachtung {id}) wird im Dienst gelöscht, mit Zusatzdaten, Neophyten-Bekämpfungsdaten und Validierungsverlauf. Das kann nicht rückgängig gemacht werden.',
      confirm: 'Löschen',
      keep: 'Behalten',
      done: 'Beobachtung {id} gelöscht.',
    },
  },
};

export default observationFormDe;
