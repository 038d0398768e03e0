import type { SettingsMessages } from './en.js';

/** Italian messages of the connection checks and the sandbox profile's name. */
const settingsMessagesIt: SettingsMessages = {
  connectionCheck: {
    'service-answers': '{host} risponde (HTTP {http_status}).',
    'public-api-not-checked': 'Non verificato: il servizio non ha risposto.',
    'public-api-not-found': '{url} non è stato trovato (HTTP 404). Controlla l’URL di base del servizio: è l’indirizzo che precede /rest/v5 e /public/v5.',
    'public-api-http-error': 'L’interfaccia pubblica ha risposto HTTP {http_status} invece di un elenco di vocabolari.',
    'public-api-not-json': 'L’interfaccia pubblica ha risposto con {media_type}, non con JSON. Questo indirizzo è davvero un Observation Recording Service?',
    'public-api-not-v5': 'La risposta è in JSON, ma non è un elenco v5 (un oggetto con un array «data»).',
    'public-api-v4': 'La risposta è in JSON, ma non è un elenco v5. Sembra una versione precedente dell’interfaccia (le risposte v4 contengono «success»).',
    'public-api-ok': 'L’interfaccia pubblica risponde con elenchi v5.',
    'auth-metadata': 'Il server di autorizzazione pubblica i suoi metadati ({path}).',
    'auth-endpoint-answers': 'L’endpoint di autorizzazione {url} risponde (nessun documento di metadati).',
    'auth-not-found': 'Nessun server di autorizzazione su {base_url}: nessun documento di metadati, e {url} ha risposto HTTP {http_status}. Controlla l’URL del server di autorizzazione (l’indirizzo che precede /oauth2).',
    'token-not-checked': 'Non verificato: il server di autorizzazione non è stato trovato.',
    'token-not-oauth': '{url} non è un endpoint dei token OAuth: una richiesta volutamente non valida ha ricevuto HTTP {http_status} {media_type} senza un errore OAuth.',
    'token-unknown-client': 'L’endpoint dei token non conosce l’ID client «{client_id}» (invalid_client).',
    'token-oauth-ok': 'L’endpoint dei token risponde come previsto con errori OAuth (una richiesta volutamente non valida ha ricevuto «{oauth_error}»).',
    'token-no-secret': 'L’endpoint dei token risponde come previsto con errori OAuth («{oauth_error}»), ma non è salvato alcun segreto del client, quindi non si può richiedere un token.',
    'token-issued': 'L’endpoint dei token ha accettato l’ID client e il segreto e ha rilasciato un token.',
    'token-client-refused': 'Il server di autorizzazione non accetta l’ID client «{client_id}» con questo segreto ({oauth_error}).',
    'token-refused': 'Il server di autorizzazione ha rifiutato di rilasciare un token ({oauth_error}).',
    'token-insecure': 'Il server di autorizzazione {url} deve usare https (http non cifrato è accettato solo su questo computer).',
    'token-failed': 'Non è stato possibile richiedere un token. {detail}',
  },
  serverBadge: {
    production: 'Produzione',
    windowTitle: '{name} – Observation Desk',
    legend: 'Contrassegno del server',
    color: 'Colore del contrassegno',
    neutral: 'Neutro',
    colors: { slate: 'Ardesia', blue: 'Blu', green: 'Verde', amber: 'Ambra', red: 'Rosso', purple: 'Viola' },
    isProduction: 'Server di produzione',
    isProductionHelp: 'Le modifiche in blocco su questo server chiedono prima conferma. Senza un colore proprio il contrassegno è rosso.',
    bulkTitle: 'Modificare dati sul server di produzione?',
    bulkMessage: '«{name}» è un server di produzione. Questa azione vi modifica {count} osservazioni.',
    bulkAccept: 'Modifica in produzione',
    bulkReject: 'Annulla',
  },
  profileName: {
    sandbox: 'Sandbox locale',
  },
};

export default settingsMessagesIt;
