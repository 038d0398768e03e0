import type { FormsMessages } from './en.js';

/** Italian messages of the generic record forms (Swiss usage). */
const formsIt: FormsMessages = {
  forms: {
    footprint: {
      mode: 'Disegna:',
      modes: { point: 'Punto', line: 'Linea', polygon: 'Poligono' },
      loading: 'Caricamento della carta…',
    },
    calendar: { today: 'Oggi', clear: 'Cancella' },
    date: {
      pastMonthEnd: '{text} non è un giorno: {month} {year} ha {days} giorni.',
      noMonth: '{text} non è un giorno: non esiste il mese {month}.',
      notADay: '{text} non è un giorno; scriverlo come {pattern}.',
      future: {
        header: 'Una data nel futuro',
        body: 'La data {date} non è ancora arrivata. Salvare comunque?',
        save: 'Salva comunque',
        check: 'Verifica la data',
      },
    },
    choose: 'Non rilevato',
    habitatsFailed: 'Non è stato possibile caricare gli ambienti',
    units: {
      metres: 'm',
      centimetres: 'cm',
      metresAsl: 'm s.l.m.',
      degrees: '°',
    },
    errors: {
      summary: 'Correggete i campi segnalati; non è stato salvato nulla.',
      notSaved: 'Non è stato salvato nulla.',
      required: 'Compilate questo campo.',
      atLeast: 'Almeno {min}.',
      above: 'Deve essere maggiore di {min}.',
      atMost: 'Al massimo {max}.',
      tooLong: 'Al massimo {max} caratteri.',
      tooMany: 'Al massimo {max} voci.',
      wholeNumber: 'Inserite un numero intero.',
      number: 'Inserite un numero.',
      invalid: 'Questo valore non è valido.',
      notBelowMinimum: 'Non deve essere inferiore al minimo.',
    },
    discard: {
      title: 'Scartare le modifiche?',
      body: 'Le modifiche di questo modulo non sono state salvate.',
      discard: 'Scarta',
      keep: 'Continua a modificare',
    },
    leave: {
      title: 'Uscire senza salvare?',
      body: 'Le modifiche di questo modulo non sono state salvate. Se uscite ora, andranno perse.',
      leave: 'Esci senza salvare',
      stay: 'Continua a modificare',
    },
    draft: {
      found: 'Sono state conservate modifiche non salvate del {time}.',
      restore: 'Ripristina la bozza del {time}',
      discard: 'Scarta',
    },
    conflict: {
      title: 'Qualcun altro ha modificato questo record',
      intro: 'Da quando avete aperto questo modulo, qualcun altro ha salvato modifiche a questo record. Scegliete per ogni campo quale valore tenere, poi salvate di nuovo. Fino ad allora i vostri valori restano nel modulo.',
      field: 'Campo',
      mine: 'Il vostro valore',
      theirs: 'Salvato nel frattempo',
      changedByThem: 'modificato da qualcun altro',
      changedByBoth: 'modificato da voi e da qualcun altro',
      allMine: 'Tieni tutti i miei',
      allTheirs: 'Prendi tutti i valori salvati',
      save: 'Salva con questi valori',
      cancel: 'Torna al modulo',
      notSaved: 'Non salvato: qualcun altro ha modificato questo record nel frattempo. I vostri valori sono ancora qui; salvate di nuovo per confrontarli.',
      empty: 'vuoto',
      yes: 'Sì',
      no: 'No',
      change: '{field}: {before} → {after}',
      deleteTitle: 'Modificato nel frattempo',
      deleteBody: 'Qualcun altro ha modificato questo record da quando l’avete aperto: {changes}. Eliminarlo comunque?',
      deleteHidden: 'Qualcun altro ha modificato questo record da quando l’avete aperto (in campi non mostrati qui). Eliminarlo comunque?',
      deleteAnyway: 'Elimina comunque',
      keep: 'Tienilo',
    },
  },
};

export default formsIt;
