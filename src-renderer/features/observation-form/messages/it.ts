import type { ObservationFormMessages } from './en.js';

/** Italian messages of the observation form (Swiss usage). */
const observationFormIt: ObservationFormMessages = {
  observationForm: {
    newButton: 'Nuova osservazione',
    newTitle: 'Nuova osservazione',
    editTitle: 'Modifica l’osservazione {id}',
    back: 'Torna alle osservazioni',
    showInWorkspace: 'Mostra nell’area di lavoro',
    loading: 'Caricamento dell’osservazione…',
    loadFailed: 'Non è stato possibile caricare l’osservazione',
    retry: 'Riprova',
    noWritableProject: 'Non potete aggiungere osservazioni a nessun progetto. Chiedete il ruolo di editore a chi gestisce il progetto.',
    mayNotWrite: 'Non potete modificare le osservazioni di questo progetto; il servizio rifiuterà il salvataggio.',
    requiredNote: 'I campi contrassegnati con * sono obbligatori.',
    save: 'Salva',
    cancel: 'Annulla',
    unsaved: 'Modifiche non salvate',
    unchanged: 'Nulla è cambiato; non è stato inviato nulla.',
    created: 'Osservazione {id} creata.',
    saved: 'Osservazione {id} salvata.',
    edit: 'Modifica',
    sections: {
      what: 'Che cosa è stato osservato',
      when: 'Quando',
      where: 'Dove',
      who: 'Chi e progetto',
      remarks: 'Osservazioni e riferimenti',
    },
    footprint: {
      label: 'Geometria (disegnata sulla carta, o inserita come WKT o coordinate)',
    },
    date: {
      time: 'Ora (facoltativa, ora svizzera)',
      timeSlots: 'hh:mm',
      help: {
        day: 'Il giorno; l’ora è facoltativa.',
        month: 'Il mese (precisione della data «mese»).',
        year: 'L’anno (precisione della data «anno»).',
        decade: 'Un anno qualsiasi del decennio (precisione della data «decennio»).',
      },
    },
    computed: {
      title: 'Calcolato dal servizio',
      hint: 'Calcolato dalla geometria e impostato dal servizio; mai inviato.',
      notYet: 'Visibile dopo il salvataggio: comune, coordinate e identificatori sono calcolati dal servizio.',
    },
    delete: {
      button: 'Elimina',
      title: 'Eliminare questa osservazione?',
      body: '{name} (osservazione {id}) viene eliminata dal servizio, con i dati supplementari, i dati di lotta alle neofite e la cronologia della validazione. L’operazione è irreversibile.',
      confirm: 'Elimina',
      keep: 'Conservala',
      done: 'Osservazione {id} eliminata.',
    },
  },
};

export default observationFormIt;
