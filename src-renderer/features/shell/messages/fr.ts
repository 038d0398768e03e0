import type { ShellMessages } from './en.js';

/** French messages of the service status and network failures (non-breaking spaces before : ; ? !). */
const shellMessagesFr: ShellMessages = {
  serviceStatus: {
    'status-ok': 'Le service répond.',
    'status-http-error': 'Le service a répondu HTTP {http_status} à l’adresse {url}.',
  },
  networkFailure: {
    'network-timeout': '{host} n’a pas répondu (délai dépassé). Vérifiez l’adresse ou réessayez plus tard.',
    'network-timeout-after': '{host} n’a pas répondu dans les {timeout_in_seconds}\u00a0secondes (délai dépassé). Vérifiez l’adresse ou réessayez plus tard.',
    'network-dns': 'Le nom de serveur {host_name} est introuvable (DNS). Vérifiez l’adresse et votre connexion réseau.',
    'network-refused': 'Rien ne répond à l’adresse {host} (connexion refusée). Le service est-il démarré, et le port est-il le bon\u00a0?',
    'network-reset': '{host} a fermé la connexion sans répondre. Vérifiez l’adresse (http ou https\u00a0?) et réessayez.',
    'network-unreachable': '{host} est injoignable depuis cet ordinateur (réseau inaccessible).',
    'network-tls': 'La connexion sécurisée à {host} a échoué\u00a0: son certificat ou sa configuration TLS ne sont pas acceptés ({error_code}).',
    'network-bad-port': 'Les navigateurs et Node refusent de se connecter au port de {host}. Utilisez un autre port.',
    'network-other': 'Connexion impossible à {host}\u00a0: {detail}.',
  },
};

export default shellMessagesFr;
