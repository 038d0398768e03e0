import type { ShellMessages } from './en.js';

/** Italian messages of the service status and network failures. */
const shellMessagesIt: ShellMessages = {
  serviceStatus: {
    'status-ok': 'Il servizio risponde.',
    'status-http-error': 'Il servizio ha risposto HTTP {http_status} all’indirizzo {url}.',
  },
  networkFailure: {
    'network-timeout': '{host} non ha risposto (tempo scaduto). Controlla l’indirizzo o riprova più tardi.',
    'network-timeout-after': '{host} non ha risposto entro {timeout_in_seconds} secondi (tempo scaduto). Controlla l’indirizzo o riprova più tardi.',
    'network-dns': 'Il nome del server {host_name} non è stato trovato (DNS). Controlla l’indirizzo e la tua rete.',
    'network-refused': 'Su {host} non risponde nessuno (connessione rifiutata). Il servizio è avviato e la porta è giusta?',
    'network-reset': '{host} ha chiuso la connessione senza rispondere. Controlla l’indirizzo (http o https?) e riprova.',
    'network-unreachable': '{host} non è raggiungibile da questo computer (rete non raggiungibile).',
    'network-tls': 'La connessione sicura a {host} non è riuscita: il certificato o la configurazione TLS non sono accettati ({error_code}).',
    'network-bad-port': 'I browser e Node si rifiutano di connettersi alla porta di {host}. Usa un’altra porta.',
    'network-other': 'Impossibile connettersi a {host}: {detail}.',
  },
};

export default shellMessagesIt;
