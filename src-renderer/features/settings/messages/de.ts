import type { SettingsMessages } from './en.js';

/** German messages of the connection checks and the sandbox profile's name (Swiss orthography). */
const settingsMessagesDe: SettingsMessages = {
  connectionCheck: {
    'service-answers': '{host} antwortet (HTTP {http_status}).',
    'public-api-not-checked': 'Nicht geprüft: Der Dienst hat nicht geantwortet.',
    'public-api-not-found': '{url} wurde nicht gefunden (HTTP 404). Prüfen Sie die Basis-URL des Dienstes: Es ist die Adresse vor /rest/v5 und /public/v5.',
    'public-api-http-error': 'Die öffentliche Schnittstelle hat mit HTTP {http_status} geantwortet statt mit einer Liste von Vokabularen.',
    'public-api-not-json': 'Die öffentliche Schnittstelle liefert {media_type} statt JSON. Ist unter dieser Adresse wirklich ein Observation Recording Service?',
    'public-api-not-v5': 'Die Antwort ist JSON, aber keine v5-Liste (ein Objekt mit einem Array «data»).',
    'public-api-v4': 'Die Antwort ist JSON, aber keine v5-Liste. Vermutlich eine ältere Version der Schnittstelle (Antworten von v4 enthalten «success»).',
    'public-api-ok': 'Die öffentliche Schnittstelle antwortet mit v5-Listen.',
    'auth-metadata': 'Der Autorisierungsserver veröffentlicht seine Metadaten ({path}).',
    'auth-endpoint-answers': 'Der Autorisierungs-Endpunkt {url} antwortet (kein Metadaten-Dokument).',
    'auth-not-found': 'Unter {base_url} ist kein Autorisierungsserver zu finden: kein Metadaten-Dokument, und {url} hat mit HTTP {http_status} geantwortet. Prüfen Sie die URL des Autorisierungsservers (die Adresse vor /oauth2).',
    'token-not-checked': 'Nicht geprüft: Der Autorisierungsserver wurde nicht gefunden.',
    'token-not-oauth': '{url} ist kein OAuth-Token-Endpunkt: Eine absichtlich ungültige Anfrage erhielt HTTP {http_status} {media_type} ohne OAuth-Fehler.',
    'token-unknown-client': 'Der Token-Endpunkt kennt die Client-ID «{client_id}» nicht (invalid_client).',
    'token-oauth-ok': 'Der Token-Endpunkt antwortet wie vorgesehen mit OAuth-Fehlern (eine absichtlich ungültige Anfrage erhielt «{oauth_error}»).',
    'token-no-secret': 'Der Token-Endpunkt antwortet wie vorgesehen mit OAuth-Fehlern («{oauth_error}»), aber es ist kein Client-Geheimnis gespeichert; deshalb kann kein Token angefordert werden.',
    'token-issued': 'Der Token-Endpunkt hat Client-ID und Geheimnis akzeptiert und ein Token ausgestellt.',
    'token-client-refused': 'Der Autorisierungsserver akzeptiert die Client-ID «{client_id}» mit diesem Geheimnis nicht ({oauth_error}).',
    'token-refused': 'Der Autorisierungsserver hat es abgelehnt, ein Token auszustellen ({oauth_error}).',
    'token-insecure': 'Der Autorisierungsserver {url} muss https verwenden (unverschlüsseltes http ist nur auf diesem Computer zulässig).',
    'token-failed': 'Es konnte kein Token angefordert werden. {detail}',
  },
  serverBadge: {
    production: 'Produktion',
    windowTitle: '{name} – Observation Desk',
    legend: 'Server-Kennzeichen',
    color: 'Farbe des Kennzeichens',
    neutral: 'Neutral',
    colors: { slate: 'Schiefergrau', blue: 'Blau', green: 'Grün', amber: 'Bernstein', red: 'Rot', purple: 'Violett' },
    isProduction: 'Produktivserver',
    isProductionHelp: 'Massenänderungen auf diesem Server fragen zuerst nach. Ohne eigene Farbe ist sein Kennzeichen rot.',
    bulkTitle: 'Daten auf dem Produktivserver ändern?',
    bulkMessage: '«{name}» ist ein Produktivserver. Dies ändert dort {count} Beobachtungen.',
    bulkAccept: 'Auf Produktion ändern',
    bulkReject: 'Abbrechen',
  },
  profileName: {
    sandbox: 'Lokale Sandbox',
  },
};

export default settingsMessagesDe;
