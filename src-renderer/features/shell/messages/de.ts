import type { ShellMessages } from './en.js';

/** German messages of the service status and network failures (Swiss orthography). */
const shellMessagesDe: ShellMessages = {
  serviceStatus: {
    'status-ok': 'Der Dienst antwortet.',
    'status-http-error': 'Der Dienst hat unter {url} mit HTTP {http_status} geantwortet.',
  },
  networkFailure: {
    'network-timeout': '{host} hat nicht geantwortet (Zeitüberschreitung). Prüfen Sie die Adresse oder versuchen Sie es später erneut.',
    'network-timeout-after': '{host} hat nicht innert {timeout_in_seconds} Sekunden geantwortet (Zeitüberschreitung). Prüfen Sie die Adresse oder versuchen Sie es später erneut.',
    'network-dns': 'Der Servername {host_name} wurde nicht gefunden (DNS). Prüfen Sie die Adresse und Ihre Netzwerkverbindung.',
    'network-refused': 'Unter {host} antwortet nichts (Verbindung abgelehnt). Läuft der Dienst, und stimmt der Port?',
    'network-reset': '{host} hat die Verbindung geschlossen, ohne zu antworten. Prüfen Sie die Adresse (http oder https?) und versuchen Sie es erneut.',
    'network-unreachable': '{host} ist von diesem Computer aus nicht erreichbar (Netzwerk nicht erreichbar).',
    'network-tls': 'Die sichere Verbindung zu {host} ist fehlgeschlagen: Das Zertifikat oder die TLS-Einrichtung wird nicht akzeptiert ({error_code}).',
    'network-bad-port': 'Mit dem Port von {host} verbinden sich Browser und Node grundsätzlich nicht. Verwenden Sie einen anderen Port.',
    'network-other': 'Keine Verbindung zu {host}: {detail}.',
  },
};

export default shellMessagesDe;
