import type { PeopleMessages } from './en.js';

/** Italian messages of the people screens (Swiss usage). */
const peopleIt: PeopleMessages = {
  people: {
    nav: 'Persone',
    title: 'Persone',
    fields: {
      first_name: 'Nome',
      last_name: 'Cognome',
      email: 'E-mail',
      organisation: 'Organizzazione',
    },
    list: {
      lastName: 'Il cognome contiene',
      firstName: 'Il nome contiene',
      updatedSince: 'Modificato dal',
      new: 'Nuova persona',
      label: 'Persone',
      columns: { last_name: 'Cognome', first_name: 'Nome', organisation: 'Organizzazione', email: 'E-mail', updated_at: 'Ultima modifica' },
      counts: '{from}–{to} di {filtered} persone ({total} in tutto)',
      countsNoTotal: '{from}–{to} di {filtered} persone',
      loading: 'Caricamento delle persone…',
      empty: 'Nessuno corrisponde alla ricerca.',
      emptyNone: 'Ancora nessuna persona',
      emptyHint: 'I nomi corrispondono in qualsiasi punto, senza distinzione tra maiuscole e accenti. Cancelli la ricerca per vedere tutti.',
      clear: 'Cancellare la ricerca',
      error: 'Non è stato possibile caricare le persone.',
      retry: 'Riprova',
    },
    page: {
      back: 'Tutte le persone',
      noValue: 'Non registrato',
      created: 'Aggiunta il',
      updated: 'Ultima modifica',
      emailHidden: 'Solo i responsabili di progetto vedono gli indirizzi e-mail.',
      observations: 'Osservazioni registrate da questa persona',
      observationsCount: 'Osservazioni ({count})',
      rolesTitle: 'Ruoli nei progetti',
      rolesScope: 'Tra i {count} progetti che vede.',
      rolesNone: 'Nessun ruolo nei progetti che vede.',
      rolesFailed: 'Progetti di cui non è stato possibile leggere i ruoli: {count}.',
      rolesLoadFailed: 'Non è stato possibile caricare i ruoli: {message}',
      project: 'Progetto',
      role: 'Ruolo',
      roleActions: 'Modifica',
      notManaged: 'Progetto che non gestite',
      notFound: 'Questa persona non esiste.',
      loadFailed: 'Non è stato possibile caricare la persona: {message}',
      retry: 'Riprova',
    },
    form: {
      newTitle: 'Nuova persona',
      create: 'Aggiungi la persona',
      cancel: 'Annulla',
      created: '{name} aggiunto/a al registro',
      emailInvalid: 'Questo non è un indirizzo e-mail.',
      noChanges: 'L’interfaccia non permette di modificare né di rimuovere una persona in seguito: controlli l’ortografia prima di aggiungere.',
    },
  },
};

export default peopleIt;
