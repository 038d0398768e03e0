import type { Messages } from './en.js';
import validationIt from '../features/validation/messages/it.js';
import detailIt from '../features/observation-detail/messages/it.js';
import observationsIt from '../features/observations/messages/it.js';
import mapIt from '../map/messages/it.js';
import projectsIt from '../features/projects/messages/it.js';
import peopleIt from '../features/people/messages/it.js';
import relevesIt from '../features/releves/messages/it.js';
import formsIt from '../components/forms/messages/it.js';
import observationFormIt from '../features/observation-form/messages/it.js';
import settingsMessagesIt from '../features/settings/messages/it.js';
import checkSettingsIt from '../features/settings/check-settings/messages/it.js';
import shellMessagesIt from '../features/shell/messages/it.js';
import documentsIt from '../features/documents/messages/it.js';
import uploadsIt from '../features/uploads/messages/it.js';
import exportsIt from '../features/export/messages/it.js';
import importsIt from '../features/import/messages/it.js';
import lightboxIt from '../components/lightbox/messages/it.js';
import rightsHintIt from '../components/feedback/messages/it.js';
import pickersIt from '../components/pickers/messages/it.js';
import taxonomyIt from '../features/taxonomy/messages/it.js';
import publicNeophytesIt from '../features/neophytes/messages/it.js';
import commentTemplatesIt from '../features/comment-templates/messages/it.js';
import mapLayersIt from '../features/map-layers/messages/it.js';
import reviewQueuesIt from '../features/review-queues/messages/it.js';
import referenceDataIt from '../features/reference/messages/it.js';
import recordChecksIt from '../features/record-checks/messages/it.js';
import taxonBesideIt from '../features/taxon-beside/messages/it.js';

/** Italian messages (Swiss usage: «» quotes), for the data stewards of Ticino and Grisons. */
const it: Messages = {
  app: {
    name: 'Observation Desk',
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto principale',
  },
  languages: { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Navigazione principale',
    home: 'Panoramica',
    observations: 'Osservazioni',
    settings: 'Impostazioni',
  },
  topbar: {
    serverTitle: 'Server: {name} ({url})',
    user: 'Utente connesso: {name}',
    notSignedIn: 'Non connesso',
    signOut: 'Esci',
    language: 'Lingua',
  },
  signIn: {
    title: 'Accedi per continuare',
    intro: 'Observation Desk lavora con i dati del server indicato qui sotto. Accedi con il tuo account su quel server; la pagina di accesso si apre nel browser.',
    server: 'Server',
    button: 'Accedi',
    settings: 'Scegli un altro server',
    waitingTitle: 'In attesa dell’accesso nel browser…',
    waitingHint: 'Completa l’accesso nella pagina che si è aperta nel browser, poi torna qui.',
    openPage: 'Riapri la pagina di accesso',
    cancel: 'Annulla',
    failed: 'L’accesso non è stato completato.',
  },
  expired: {
    title: 'La sessione è scaduta',
    body: 'Accedi di nuovo per continuare. Tutto ciò che è sullo schermo resta com’è.',
    signIn: 'Accedi di nuovo',
    signOut: 'Esci',
    waiting: 'In attesa dell’accesso nel browser…',
    cancel: 'Annulla',
    failed: 'L’accesso non è stato completato. Puoi riprovare.',
  },
  service: {
    unreachableTitle: 'Il servizio non è raggiungibile',
    unreachableIntro: 'Observation Desk non riesce a raggiungere il servizio del profilo server in uso.',
    url: 'Indirizzo',
    reason: 'Motivo',
    retry: 'Riprova',
    settings: 'Controlla le impostazioni del server',
    checking: 'Verifica in corso…',
    banner: 'Al momento il servizio non è raggiungibile: {reason}',
  },
  home: {
    title: 'Panoramica',
    welcome: 'Salve, {name}',
    account: 'Account',
    username: 'Nome utente',
    server: 'Server',
    serviceUrl: 'Indirizzo del servizio',
    sessionUntil: 'Scadenza della sessione',
    staySignedIn: 'Accesso mantenuto',
    storageEncrypted: 'Anche dopo un riavvio (conservato in forma cifrata su questo computer)',
    storageMemory: 'Solo finché l’applicazione è aperta: dopo un riavvio dovrai accedere di nuovo',
    serviceState: 'Servizio',
    reachable: 'Raggiungibile',
    unreachable: 'Non raggiungibile',
    work: {
      title: 'Il suo lavoro',
      pending: 'Osservazioni in attesa della sua validazione: {count}',
      pendingNone: 'Nessuna osservazione attende la sua validazione.',
      pendingUnknown: 'Non è stato possibile contare le osservazioni in attesa di validazione.',
      uploads: 'Caricamenti interrotti o non riusciti: {count}',
      uploadsOpen: 'Apri la coda dei caricamenti',
      uploadsNone: 'Nessun caricamento da riprendere.',
      drafts: 'Bozze non salvate: {count}',
      draftsNone: 'Nessuna bozza non salvata.',
      savedAt: 'conservata {when}',
      kinds: {
        observation: 'Osservazione n. {id}',
        observationNew: 'Nuova osservazione',
        releve: 'Rilievo n. {id}',
        releveNew: 'Nuovo rilievo',
        project: 'Progetto n. {id}',
        projectNew: 'Nuovo progetto',
        person: 'Persona n. {id}',
        personNew: 'Nuova persona',
        document: 'Documento n. {id}',
        documentNew: 'Nuovo documento',
        other: 'Altro modulo',
      },
    },
  },
  settings: {
    title: 'Impostazioni',
    profiles: {
      title: 'Profili server',
      intro: 'Un profilo server indica con quale servizio di osservazione lavorare e dove accedere.',
      add: 'Aggiungi un profilo server',
      active: 'In uso',
      sandbox: 'Sandbox',
      activate: 'Usa questo server',
      edit: 'Modifica',
      view: 'Dettagli',
      remove: 'Rimuovi',
      removeConfirmTitle: 'Rimuovi profilo server',
      removeConfirm: 'Rimuovere il profilo server «{name}»? Anche un segreto salvato verrà eliminato.',
      removed: 'Profilo server «{name}» rimosso.',
      activated: 'Ora è in uso «{name}». Accedi per continuare.',
      empty: 'Ancora nessun profilo server.',
      grantPerson: 'Accesso personale',
      grantService: 'Client di servizio',
      serviceUrl: 'Servizio',
      authUrl: 'Accesso',
    },
    form: {
      newTitle: 'Nuovo profilo server',
      editTitle: 'Modifica profilo server',
      viewTitle: 'Profilo server',
      sandboxNote: 'La sandbox locale viene avviata e configurata da Observation Desk; non può essere modificata.',
      name: 'Nome',
      nameHelp: 'Il nome con cui il profilo viene mostrato, p. es. «Cantone Ticino – produzione».',
      serviceUrl: 'URL di base del servizio',
      serviceUrlHelp: 'L’indirizzo prima di /rest/v5, p. es. https://observations.example.org',
      authUrl: 'URL del server di autorizzazione',
      authUrlHelp: 'L’indirizzo prima di /oauth2/authorize, spesso uguale a quello del servizio.',
      clientId: 'ID client',
      clientIdHelp: 'Il nome con cui questa applicazione è registrata presso il server di autorizzazione.',
      grantType: 'Modalità di accesso',
      grantAuthorizationCode: 'Accesso personale nel browser (codice di autorizzazione)',
      grantClientCredentials: 'Client di servizio con segreto (credenziali client)',
      secret: 'Segreto del client',
      secretStored: 'Un segreto è salvato',
      secretWillBeForgotten: 'Il segreto salvato verrà eliminato al salvataggio',
      secretReplace: 'Sostituisci',
      secretForget: 'Elimina',
      secretKeep: 'Mantieni il segreto salvato',
      secretHelp: 'Salvato in forma cifrata su questo computer; non viene più mostrato.',
      save: 'Salva',
      saved: 'Profilo server «{name}» salvato.',
      cancel: 'Annulla',
      back: 'Torna alle impostazioni',
      test: 'Verifica la connessione',
      testing: 'Verifica in corso…',
      formErrors: 'Correggi i campi evidenziati.',
      leaveTitle: 'Scartare le modifiche?',
      leaveBody: 'Hai modificato questo profilo server senza salvarlo. Uscire e scartare le modifiche?',
      leave: 'Scarta le modifiche',
      stay: 'Continua a modificare',
    },
    validation: {
      required: 'Compila questo campo.',
      url: 'Inserisci un indirizzo completo che inizi con http:// o https://',
      tooLong: 'Al massimo {max} caratteri.',
      secretRequired: 'Un client di servizio ha bisogno del suo segreto.',
    },
    test: {
      title: 'Verifica della connessione',
      ok: 'Tutte le verifiche sono riuscite.',
      failed: 'Alcune verifiche non sono riuscite.',
      passed: 'riuscita',
      failedCheck: 'non riuscita',
      checks: {
        service: 'Servizio',
        publicApi: 'Interfaccia pubblica',
        authorizationServer: 'Server di autorizzazione',
        tokenEndpoint: 'Endpoint dei token',
      },
    },
    preferences: {
      title: 'Preferenze',
      language: 'Lingua',
      theme: 'Aspetto',
      themes: { system: 'Come il sistema', light: 'Chiaro', dark: 'Scuro' },
    },
  },
  errors: {
    network: 'Il servizio non è raggiungibile. Controlla la connessione di rete e l’indirizzo del server.',
    hostUnreachable: 'L’host locale di Observation Desk non risponde. È ancora in esecuzione?',
    hostError: 'L’host locale di Observation Desk ha rifiutato la richiesta ({status}). Riapri l’indirizzo che ha mostrato all’avvio.',
    titles: {
      network: 'Nessuna connessione',
      forbidden: 'Non consentito',
      validation: 'Controlla i dati inseriti',
      notFound: 'Non trovato',
      conflict: 'Conflitto',
      server: 'Errore sul server',
      unknown: 'Si è verificato un problema',
    },
  },
  ...detailIt,
  ...validationIt,
  ...commentTemplatesIt,
  ...mapLayersIt,
  ...reviewQueuesIt,
  ...recordChecksIt,
  ...taxonBesideIt,
  ...observationsIt,
  ...mapIt,
  ...projectsIt,
  ...peopleIt,
  ...relevesIt,
  ...formsIt,
  ...observationFormIt,
  ...settingsMessagesIt,
  ...checkSettingsIt,
  ...shellMessagesIt,
  ...documentsIt,
  ...uploadsIt,
  ...exportsIt,
  ...importsIt,
  ...lightboxIt,
  ...rightsHintIt,
  ...pickersIt,
  ...taxonomyIt,
  ...publicNeophytesIt,
  ...referenceDataIt,
  primevue: {
    accept: 'Sì',
    reject: 'No',
    close: 'Chiudi',
    emptyMessage: 'Nessuna opzione disponibile',
    emptyFilterMessage: 'Nessun risultato',
  },
};

export default it;
