import type { FormsMessages } from './en.js';

/** German messages of the generic record forms (Swiss orthography). */
const formsDe: FormsMessages = {
  forms: {
    footprint: {
      mode: 'Zeichnen:',
      modes: { point: 'Punkt', line: 'Linie', polygon: 'Polygon' },
      loading: 'Karte wird geladen …',
    },
    calendar: { today: 'Heute', clear: 'Leeren' },
    date: {
      pastMonthEnd: '{text} ist kein Tag: Der {month} {year} hat {days} Tage.',
      noMonth: '{text} ist kein Tag: Es gibt keinen Monat {month}.',
      notADay: '{text} ist kein Tag; bitte als {pattern} eingeben.',
      future: {
        header: 'Ein Datum in der Zukunft',
        body: 'Das Datum {date} liegt in der Zukunft. Trotzdem speichern?',
        save: 'Trotzdem speichern',
        check: 'Datum prüfen',
      },
    },
    choose: 'Nicht erfasst',
    habitatsFailed: 'Die Lebensräume konnten nicht geladen werden',
    units: {
      metres: 'm',
      centimetres: 'cm',
      metresAsl: 'm ü. M.',
      degrees: '°',
    },
    errors: {
      summary: 'Bitte korrigieren Sie die markierten Felder; es wurde nichts gespeichert.',
      notSaved: 'Es wurde nichts gespeichert.',
      required: 'Bitte füllen Sie dieses Feld aus.',
      atLeast: 'Mindestens {min}.',
      above: 'Muss grösser als {min} sein.',
      atMost: 'Höchstens {max}.',
      tooLong: 'Höchstens {max} Zeichen.',
      tooMany: 'Höchstens {max} Einträge.',
      wholeNumber: 'Geben Sie eine ganze Zahl ein.',
      number: 'Geben Sie eine Zahl ein.',
      invalid: 'Dieser Wert ist ungültig.',
      notBelowMinimum: 'Darf nicht kleiner als das Minimum sein.',
    },
    discard: {
      title: 'Änderungen verwerfen?',
      body: 'Die Änderungen in diesem Formular sind nicht gespeichert.',
      discard: 'Verwerfen',
      keep: 'Weiter bearbeiten',
    },
    leave: {
      title: 'Ohne Speichern verlassen?',
      body: 'Die Änderungen in diesem Formular sind nicht gespeichert. Wenn Sie es jetzt verlassen, gehen sie verloren.',
      leave: 'Ohne Speichern verlassen',
      stay: 'Weiter bearbeiten',
    },
    draft: {
      found: 'Nicht gespeicherte Änderungen vom {time} wurden aufbewahrt.',
      restore: 'Entwurf vom {time} wiederherstellen',
      discard: 'Verwerfen',
    },
    conflict: {
      title: 'Jemand anderes hat diesen Datensatz geändert',
      intro: 'Seit Sie dieses Formular geöffnet haben, hat jemand anderes Änderungen an diesem Datensatz gespeichert. Wählen Sie für jedes Feld, welchen Wert Sie behalten, und speichern Sie erneut. Bis dahin bleiben Ihre Werte im Formular.',
      field: 'Feld',
      mine: 'Ihr Wert',
      theirs: 'Inzwischen gespeichert',
      changedByThem: 'von jemand anderem geändert',
      changedByBoth: 'von Ihnen und von jemand anderem geändert',
      allMine: 'Alle meine behalten',
      allTheirs: 'Alle gespeicherten übernehmen',
      save: 'Mit diesen Werten speichern',
      cancel: 'Zurück zum Formular',
      notSaved: 'Nicht gespeichert: Jemand anderes hat diesen Datensatz inzwischen geändert. Ihre Werte sind noch da; speichern Sie erneut, um sie zu vergleichen.',
      empty: 'leer',
      yes: 'Ja',
      no: 'Nein',
      change: '{field}: {before} → {after}',
      deleteTitle: 'Inzwischen geändert',
      deleteBody: 'Jemand anderes hat diesen Datensatz geändert, seit Sie ihn geöffnet haben: {changes}. Trotzdem löschen?',
      deleteHidden: 'Jemand anderes hat diesen Datensatz geändert, seit Sie ihn geöffnet haben (in Feldern, die hier nicht angezeigt werden). Trotzdem löschen?',
      deleteAnyway: 'Trotzdem löschen',
      keep: 'Behalten',
    },
  },
};

export default formsDe;
