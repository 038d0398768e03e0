import type { ReviewQueuesMessages } from './en.js';

/** German messages of the review queues (Swiss orthography). */
const reviewQueuesDe: ReviewQueuesMessages = {
  reviewQueues: {
    nav: 'Prüflisten',
    title: 'Prüflisten',
    intro: 'Jede Prüfliste ist ein Filter mit Hinweisen und einer Reihenfolge. Öffnen Sie eine, um sie in der Triage mit der Tastatur abzuarbeiten.',
    builtin: {
      'outside-known-range': 'Neophyten ausserhalb des bekannten Areals',
      'not-validated-oldest': 'Nicht validiert, älteste zuerst',
      'likely-duplicates': 'Wahrscheinliche Duplikate',
    },
    describe: {
      'outside-known-range': 'Noch nicht validierte Neophyten mit dem Hinweis «ausserhalb des bekannten Areals», älteste zuerst.',
      'not-validated-oldest': 'Alle Beobachtungen, die Sie validieren dürfen und die noch nicht validiert sind, älteste zuerst.',
      'likely-duplicates': 'Nicht validiert und als wahrscheinliches Duplikat markiert (gleiches Taxon, gleicher Tag, innert 100 m).',
    },
    own: 'Ihre Prüfliste',
    left: 'noch {left} von {total}',
    leftUnknown: 'Keine Zahlen verfügbar',
    counting: 'Wird gezählt…',
    countFailed: 'Nicht gezählt: {message}',
    noTaxa: 'Kein Taxon des Dienstes hat diese Profilangabe.',
    noFlagged: 'Noch keine Beobachtung trägt diese Hinweise. Prüfen Sie zuerst ihre Beobachtungen.',
    done: 'Nichts mehr offen',
    open: 'In der Triage öffnen',
    openNamed: 'In der Triage öffnen: {name}',
    remove: 'Prüfliste {name} entfernen',
    removed: 'Prüfliste entfernt.',
    flags: 'Hinweise: {names}',
    scan: 'Diese Beobachtungen jetzt prüfen',
    scanNamed: 'Diese Beobachtungen jetzt prüfen: {name}',
    scanning: '{checked} von {total} geprüft…',
    scanStop: 'Anhalten',
    scanDone: '{checked} geprüft: {flagged} mit Hinweis.',
    scope: {
      title: 'Ihr Zuständigkeitsbereich',
      intro: 'Gilt für jede Prüfliste: nur diese Taxagruppen und Kantone (leer: alle).',
      groups: 'Taxagruppen',
      cantons: 'Kantone',
      all: 'Alle',
      save: 'Auf alle Prüflisten anwenden',
      saved: 'Zuständigkeitsbereich auf alle Prüflisten angewendet.',
    },
    saveFromFilter: 'Als Prüfliste speichern',
    saveName: 'Name der Prüfliste',
    saveNotValidated: 'Nur noch nicht Validiertes zählt als offen',
    saveButton: 'Speichern',
    rename: 'Prüfliste {name} umbenennen',
    renameSave: 'Namen speichern',
    renameCancel: 'Abbrechen',
    renamed: 'Prüfliste in «{name}» umbenannt.',
    saved: 'Prüfliste «{name}» gespeichert.',
  },
};

export default reviewQueuesDe;
