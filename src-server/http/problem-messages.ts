import Negotiator from 'negotiator';

/**
 * The languages of the service's problem details (`title`, `detail`, field messages), the desktop's
 * UI languages. Chosen per request from `Accept-Language` (RFC 9110 §12.5.4); English when the
 * header names none of them.
 */
export const PROBLEM_LANGUAGES = ['en', 'de', 'fr', 'it'] as const;

/** One of {@link PROBLEM_LANGUAGES}. */
export type ProblemLanguage = (typeof PROBLEM_LANGUAGES)[number];

type Table = Record<ProblemLanguage, string>;

/** Status line texts (RFC 9110 §15 reason phrases for `en`). */
const TITLES: Record<number, Table> = {
  400: { en: 'Bad Request', de: 'Ungültige Anfrage', fr: 'Requête incorrecte', it: 'Richiesta non valida' },
  401: { en: 'Unauthorized', de: 'Nicht angemeldet', fr: 'Non authentifié', it: 'Non autenticato' },
  403: { en: 'Forbidden', de: 'Nicht erlaubt', fr: 'Interdit', it: 'Vietato' },
  404: { en: 'Not Found', de: 'Nicht gefunden', fr: 'Introuvable', it: 'Non trovato' },
  405: { en: 'Method Not Allowed', de: 'Methode nicht erlaubt', fr: 'Méthode non autorisée', it: 'Metodo non consentito' },
  406: { en: 'Not Acceptable', de: 'Nicht annehmbar', fr: 'Non acceptable', it: 'Non accettabile' },
  409: { en: 'Conflict', de: 'Konflikt', fr: 'Conflit', it: 'Conflitto' },
  412: { en: 'Precondition Failed', de: 'Vorbedingung nicht erfüllt', fr: 'Précondition échouée', it: 'Precondizione non soddisfatta' },
  413: { en: 'Content Too Large', de: 'Inhalt zu groß', fr: 'Contenu trop volumineux', it: 'Contenuto troppo grande' },
  415: { en: 'Unsupported Media Type', de: 'Medientyp nicht unterstützt', fr: 'Type de média non pris en charge', it: 'Tipo di media non supportato' },
  416: { en: 'Range Not Satisfiable', de: 'Bereich nicht lieferbar', fr: 'Plage non satisfaisable', it: 'Intervallo non soddisfacibile' },
  421: { en: 'Misdirected Request', de: 'Fehlgeleitete Anfrage', fr: 'Requête mal dirigée', it: 'Richiesta mal indirizzata' },
  422: { en: 'Unprocessable Content', de: 'Inhalt nicht verarbeitbar', fr: 'Contenu non traitable', it: 'Contenuto non elaborabile' },
  429: { en: 'Too Many Requests', de: 'Zu viele Anfragen', fr: 'Trop de requêtes', it: 'Troppe richieste' },
  500: { en: 'Internal Server Error', de: 'Interner Fehler des Dienstes', fr: 'Erreur interne du service', it: 'Errore interno del servizio' },
  501: { en: 'Not Implemented', de: 'Nicht umgesetzt', fr: 'Non implémenté', it: 'Non implementato' },
  503: { en: 'Service Unavailable', de: 'Dienst nicht verfügbar', fr: 'Service indisponible', it: 'Servizio non disponibile' },
};

/**
 * Problem detail texts by key, one template per language; `{name}` is replaced by the value of
 * that name (parameter names, values sent and interface terms stay as they are in every language).
 */
const MESSAGES = {
  'internal': {
    en: 'The service failed to answer this request.',
    de: 'Der Dienst konnte diese Anfrage nicht beantworten.',
    fr: "Le service n'a pas pu répondre à cette requête.",
    it: 'Il servizio non ha potuto rispondere a questa richiesta.',
  },
  'no-endpoint': {
    en: 'No endpoint {method} {path}.',
    de: 'Keinen Endpunkt {method} {path}.',
    fr: 'Aucun point de terminaison {method} {path}.',
    it: 'Nessun endpoint {method} {path}.',
  },
  'reference-gone': {
    en: 'A record this request refers to was removed meanwhile; read it again and retry.',
    de: 'Ein Datensatz, auf den sich diese Anfrage bezieht, wurde inzwischen gelöscht; bitte neu laden und erneut versuchen.',
    fr: "Un enregistrement auquel cette requête se réfère a été supprimé entre-temps ; relisez-le et réessayez.",
    it: 'Un record a cui questa richiesta si riferisce è stato eliminato nel frattempo; rileggerlo e riprovare.',
  },
  'no-resource': { en: 'No such resource.', de: 'Diese Ressource gibt es nicht.', fr: "Cette ressource n'existe pas.", it: 'Questa risorsa non esiste.' },
  'no-record': {
    en: 'No {what} {id}.',
    de: 'Nicht gefunden: {what} {id}.',
    fr: 'Introuvable : {what} {id}.',
    it: 'Non trovato: {what} {id}.',
  },
  'method-not-allowed': {
    en: 'This resource allows {allow}.',
    de: 'Diese Ressource erlaubt {allow}.',
    fr: 'Cette ressource accepte {allow}.',
    it: 'Questa risorsa consente {allow}.',
  },
  'token-missing': {
    en: 'This endpoint needs an OAuth 2.0 bearer access token.',
    de: 'Dieser Endpunkt braucht ein OAuth-2.0-Bearer-Zugriffstoken.',
    fr: "Ce point de terminaison exige un jeton d'accès OAuth 2.0 de type bearer.",
    it: "Questo endpoint richiede un token d'accesso OAuth 2.0 di tipo bearer.",
  },
  'token-scheme': {
    en: 'The {scheme} authorization scheme is not supported; send an OAuth 2.0 bearer token.',
    de: 'Das Autorisierungsschema {scheme} wird nicht unterstützt; senden Sie ein OAuth-2.0-Bearer-Token.',
    fr: "Le schéma d'autorisation {scheme} n'est pas pris en charge ; envoyez un jeton bearer OAuth 2.0.",
    it: 'Lo schema di autorizzazione {scheme} non è supportato; inviate un token bearer OAuth 2.0.',
  },
  'token-invalid': {
    en: 'The access token is invalid or has expired.',
    de: 'Das Zugriffstoken ist ungültig oder abgelaufen.',
    fr: "Le jeton d'accès est invalide ou a expiré.",
    it: "Il token d'accesso non è valido o è scaduto.",
  },
  'no-right': {
    en: 'You have no {right} right on project {dataset_id}.',
    de: 'Sie haben kein Recht {right} im Projekt {dataset_id}.',
    fr: "Vous n'avez pas le droit {right} sur le projet {dataset_id}.",
    it: 'Non avete il diritto {right} sul progetto {dataset_id}.',
  },
  'no-right-on-project': {
    en: 'You have no {right} right on project "{project_name}" ({project_id}).',
    de: 'Sie haben kein Recht {right} im Projekt «{project_name}» ({project_id}).',
    fr: "Vous n'avez pas le droit {right} sur le projet « {project_name} » ({project_id}).",
    it: 'Non avete il diritto {right} sul progetto «{project_name}» ({project_id}).',
  },
  'policy-last-manager': {
    en: 'This is the only manager of project "{project_name}" ({project_id}); make someone else manager first, so that the project can still be managed.',
    de: 'Dies ist die einzige Leitung des Projekts «{project_name}» ({project_id}); ernennen Sie zuerst jemand anderen zur Leitung, damit das Projekt verwaltet bleibt.',
    fr: "C'est le seul gestionnaire du projet « {project_name} » ({project_id}) ; nommez d'abord quelqu'un d'autre gestionnaire, pour que le projet reste géré.",
    it: "È l'unico responsabile del progetto «{project_name}» ({project_id}); nominate prima un altro responsabile, affinché il progetto resti gestito.",
  },
  'policy-exists': {
    en: 'Person {person_id} already has the role {role} on this project (policy {policy_id}); change that policy with PUT instead.',
    de: 'Person {person_id} hat in diesem Projekt schon die Rolle {role} (Policy {policy_id}); ändern Sie stattdessen diese Policy mit PUT.',
    fr: 'La personne {person_id} a déjà le rôle {role} dans ce projet (policy {policy_id}) ; modifiez plutôt cette policy avec PUT.',
    it: 'La persona {person_id} ha già il ruolo {role} in questo progetto (policy {policy_id}); modificate invece questa policy con PUT.',
  },
  'parameter-repeated': {
    en: '{key} is given {count} times; give it once.',
    de: '{key} ist {count}-mal angegeben; geben Sie es einmal an.',
    fr: '{key} est donné {count} fois ; donnez-le une seule fois.',
    it: '{key} è indicato {count} volte; indicatelo una volta sola.',
  },
  'parameter-boolean': {
    en: '{key} must be true or false, not "{raw}".',
    de: '{key} muss true oder false sein, nicht "{raw}".',
    fr: '{key} doit valoir true ou false, pas « {raw} ».',
    it: '{key} deve essere true o false, non «{raw}».',
  },
  'parameter-removed': {
    en: '{field} was removed in v5 and has no replacement.',
    de: '{field} wurde in v5 entfernt und hat keinen Ersatz.',
    fr: '{field} a été supprimé en v5 et n’a pas de remplaçant.',
    it: '{field} è stato rimosso nella v5 e non ha sostituti.',
  },
  'parameter-renamed': {
    en: '{field} is not a v5 parameter; use {replacement}.',
    de: '{field} ist kein Parameter von v5; verwenden Sie {replacement}.',
    fr: "{field} n'est pas un paramètre v5 ; utilisez {replacement}.",
    it: '{field} non è un parametro della v5; usate {replacement}.',
  },
  'parameter-unknown': {
    en: 'Unknown parameter {key}. Filters here: {filters}.',
    de: 'Unbekannter Parameter {key}. Filter hier: {filters}.',
    fr: 'Paramètre inconnu {key}. Filtres ici : {filters}.',
    it: 'Parametro sconosciuto {key}. Filtri qui: {filters}.',
  },
  'offset-invalid': {
    en: 'offset must be a whole number ≥ 0, not "{raw}".',
    de: 'offset muss eine ganze Zahl ≥ 0 sein, nicht "{raw}".',
    fr: 'offset doit être un nombre entier ≥ 0, pas « {raw} ».',
    it: 'offset deve essere un numero intero ≥ 0, non «{raw}».',
  },
  'limit-invalid': {
    en: 'limit must be a whole number from 1 to {max}, not "{raw}".',
    de: 'limit muss eine ganze Zahl von 1 bis {max} sein, nicht "{raw}".',
    fr: 'limit doit être un nombre entier de 1 à {max}, pas « {raw} ».',
    it: 'limit deve essere un numero intero da 1 a {max}, non «{raw}».',
  },
  'limit-too-high': {
    en: 'limit may be at most {max}; page with offset for more.',
    de: 'limit darf höchstens {max} sein; blättern Sie mit offset für mehr.',
    fr: 'limit vaut au plus {max} ; paginez avec offset pour obtenir la suite.',
    it: 'limit può valere al massimo {max}; usate offset per le pagine successive.',
  },
  'sort-invalid': {
    en: 'Cannot sort by "{sort}". Sortable: {sortable}.',
    de: 'Nach "{sort}" kann nicht sortiert werden. Sortierbar: {sortable}.',
    fr: 'Impossible de trier par « {sort} ». Triables : {sortable}.',
    it: 'Impossibile ordinare per «{sort}». Ordinabili: {sortable}.',
  },
  'dir-invalid': {
    en: 'dir must be asc or desc, not "{raw}".',
    de: 'dir muss asc oder desc sein, nicht "{raw}".',
    fr: 'dir doit valoir asc ou desc, pas « {raw} ».',
    it: 'dir deve essere asc o desc, non «{raw}».',
  },
  'srid-invalid': {
    en: 'srid must be one of {srids}, not "{raw}".',
    de: 'srid muss eines von {srids} sein, nicht "{raw}".',
    fr: 'srid doit être parmi {srids}, pas « {raw} ».',
    it: 'srid deve essere uno tra {srids}, non «{raw}».',
  },
  'tile-coordinates': {
    en: 'Tile coordinates must be whole numbers with 0 ≤ z ≤ 24.',
    de: 'Kachelkoordinaten müssen ganze Zahlen sein, mit 0 ≤ z ≤ 24.',
    fr: 'Les coordonnées de tuile doivent être des nombres entiers, avec 0 ≤ z ≤ 24.',
    it: 'Le coordinate della tessera devono essere numeri interi, con 0 ≤ z ≤ 24.',
  },
  'tile-range': {
    en: 'At zoom {z}, x and y must be below {n}.',
    de: 'Bei Zoom {z} müssen x und y kleiner als {n} sein.',
    fr: 'Au zoom {z}, x et y doivent être inférieurs à {n}.',
    it: 'Allo zoom {z}, x e y devono essere inferiori a {n}.',
  },
  'tile-srid': {
    en: 'Clustered tiles exist only in srid 3857 (Web Mercator), not {srid}.',
    de: 'Gruppierte Kacheln gibt es nur in srid 3857 (Web Mercator), nicht {srid}.',
    fr: 'Les tuiles groupées existent seulement en srid 3857 (Web Mercator), pas {srid}.',
    it: 'Le tessere raggruppate esistono solo in srid 3857 (Web Mercator), non {srid}.',
  },
} as const satisfies Record<string, Table>;

/** Key of a translated problem text. */
export type ProblemMessageKey = keyof typeof MESSAGES;

/** A problem text by key, with the values of its placeholders. */
export interface ProblemText {
  key: ProblemMessageKey;
  values?: Readonly<Record<string, string | number>>;
}

/** `text` in `language`, its placeholders filled. */
export function renderProblemText(text: ProblemText, language: ProblemLanguage): string {
  return MESSAGES[text.key][language].replace(/\{(\w+)\}/g, (whole, name: string) => String(text.values?.[name] ?? whole));
}

/** The title of `status` in `language` (RFC 9457 §3.1.3: the same for every occurrence of the problem type). */
export function problemTitle(status: number, language: ProblemLanguage): string {
  return TITLES[status]?.[language] ?? { en: 'Error', de: 'Fehler', fr: 'Erreur', it: 'Errore' }[language];
}

/** The problem language a request's `Accept-Language` header prefers (quality values honoured); `en` without one. */
export function problemLanguage(acceptLanguage: string | undefined): ProblemLanguage {
  // negotiator matches `de-CH` to `de` and orders by q-values, as RFC 4647 basic filtering asks.
  const chosen = new Negotiator({ headers: { 'accept-language': acceptLanguage ?? '' } }).language([...PROBLEM_LANGUAGES]);
  return (PROBLEM_LANGUAGES as readonly string[]).includes(chosen ?? '') ? (chosen as ProblemLanguage) : 'en';
}
