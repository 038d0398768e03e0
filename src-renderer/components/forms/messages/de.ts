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
  },
};

export default formsDe;
