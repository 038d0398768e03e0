import type { CommentTemplatesMessages } from './en.js';

/** Italian messages of the comment templates. */
const commentTemplatesIt: CommentTemplatesMessages = {
  commentTemplates: {
    title: 'Modelli di commento',
    intro: 'Risposte standard per i commenti di validazione. Durante lo smistamento, il tasto t ne sceglie una; i suoi segnaposto vengono compilati dall’osservazione.',
    placeholders: 'Segnaposto',
    placeholder: {
      taxon: 'nome scientifico',
      vernacular_name: 'nome italiano',
      event_date: 'data dell’osservazione',
      municipality: 'comune',
      recorded_by: 'osservatori',
      validation: 'stato di validazione',
    },
    language: 'Lingua dei modelli',
    name: 'Nome',
    text: 'Testo',
    add: 'Aggiungi un modello',
    remove: 'Rimuovi il modello {name}',
    save: 'Salva i modelli',
    saved: 'Modelli di commento salvati.',
    reset: 'Torna ai modelli forniti',
    resetDone: 'I modelli di commento forniti sono di nuovo disponibili.',
    defaults: 'Questi sono i modelli forniti; salvando diventano i suoi.',
    empty: 'Ancora nessun modello in questa lingua.',
    newName: 'Nuovo modello',
    incomplete: 'Ogni modello ha bisogno di un nome e di un testo.',
    unsaved: 'Modifiche non salvate',
    pick: 'Inserisci un modello',
    pickKey: 'Modello (tasto t)',
    pickerTitle: 'Inserisci un modello di commento',
    filter: 'Filtra i modelli',
    none: 'Nessun modello corrisponde.',
    noneInLanguage: 'Non ci sono modelli in questa lingua. Li aggiunga nelle impostazioni.',
    preview: 'Anteprima',
    missing: 'Non compilato, completare prima di salvare: {names}',
    perRecord: 'Lo stesso commento va a ogni osservazione; i segnaposto di una singola osservazione restano come scritti: {names}',
    pickerHint: 'Digiti per filtrare, ↑ ↓ per scegliere, Invio inserisce, Esc chiude.',
  },
};

export default commentTemplatesIt;
