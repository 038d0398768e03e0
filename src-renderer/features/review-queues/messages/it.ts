import type { ReviewQueuesMessages } from './en.js';

/** Italian messages of the review queues. */
const reviewQueuesIt: ReviewQueuesMessages = {
  reviewQueues: {
    nav: 'Code',
    title: 'Code di revisione',
    intro: 'Ogni coda è un filtro con segnalazioni e un ordine. Ne apra una per lavorarla da tastiera nello smistamento.',
    builtin: {
      'outside-known-range': 'Neofite fuori dall’areale noto',
      'not-validated-oldest': 'Non validate, prima le più vecchie',
      'likely-duplicates': 'Probabili doppioni',
    },
    describe: {
      'outside-known-range': 'Neofite non ancora validate e segnalate fuori dall’areale noto del taxon, prima le più vecchie.',
      'not-validated-oldest': 'Tutte le osservazioni che può validare e non ancora validate, prima le più vecchie.',
      'likely-duplicates': 'Non validate e segnalate come probabile doppione (stesso taxon, stesso giorno, entro 100 m).',
    },
    own: 'La sua coda',
    left: 'ne restano {left} di {total}',
    leftUnknown: 'Numeri non disponibili',
    counting: 'Conteggio…',
    countFailed: 'Non contato: {message}',
    noTaxa: 'Nessun taxon del servizio ha questa caratteristica di profilo.',
    noFlagged: 'Nessuna osservazione porta ancora queste segnalazioni. Verifichi prima le sue osservazioni.',
    done: 'Niente da fare',
    open: 'Apri nello smistamento',
    openNamed: 'Apri nello smistamento: {name}',
    remove: 'Rimuovi la coda {name}',
    removed: 'Coda rimossa.',
    flags: 'Segnalazioni: {names}',
    scan: 'Verifica ora queste osservazioni',
    scanNamed: 'Verifica ora queste osservazioni: {name}',
    scanning: '{checked} di {total} verificate…',
    scanStop: 'Ferma',
    scanDone: '{checked} verificate: {flagged} segnalate.',
    scope: {
      title: 'Il suo ambito',
      intro: 'Applicato a ogni coda: solo questi gruppi di taxa e cantoni (vuoto: tutti).',
      groups: 'Gruppi di taxa',
      cantons: 'Cantoni',
      all: 'Tutti',
      save: 'Applica a tutte le code',
      saved: 'Ambito applicato a tutte le code.',
    },
    saveFromFilter: 'Salva come coda di revisione',
    saveName: 'Nome della coda',
    saveNotValidated: 'Conta come da fare solo ciò che non è ancora validato',
    saveButton: 'Salva',
    rename: 'Rinominare la coda {name}',
    renameSave: 'Salva il nome',
    renameCancel: 'Annulla',
    renamed: 'Coda rinominata in «{name}».',
    saved: 'Coda «{name}» salvata.',
  },
};

export default reviewQueuesIt;
