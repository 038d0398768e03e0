/**
 * The HTML pages of the authorization server: the login form and the error page, in English,
 * German, French and Italian. Plain HTML, no script; every interpolated value is escaped.
 */

/** Languages of the pages (interface v5 §Authentication item 3: `/oauth2/authorize/en|de|fr|it`). */
export const LANGUAGES = ['en', 'de', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];

interface Texts {
  title: string;
  intro: string;
  username: string;
  password: string;
  submit: string;
  wrongCredentials: string;
  /** `{seconds}` is replaced by the wait. */
  throttled: string;
  errorTitle: string;
  expired: string;
  failed: string;
}

/** `{client}` in `intro` is replaced by the client's display name. */
const TEXTS: Record<Language, Texts> = {
  en: {
    title: 'Sign in',
    intro: 'Sign in to the Observation Recording Service to continue to {client}.',
    username: 'User name',
    password: 'Password',
    submit: 'Sign in',
    wrongCredentials: 'The user name or password is incorrect. Please try again.',
    throttled: 'Too many failed sign-ins. Please wait {seconds} s before trying again.',
    errorTitle: 'Sign-in not possible',
    expired: 'This sign-in request has expired or is unknown. Please start signing in again from the application.',
    failed: 'The sign-in request was refused:',
  },
  de: {
    title: 'Anmelden',
    intro: 'Melden Sie sich beim Beobachtungs-Erfassungsdienst an, um mit {client} fortzufahren.',
    username: 'Benutzername',
    password: 'Passwort',
    submit: 'Anmelden',
    wrongCredentials: 'Benutzername oder Passwort ist falsch. Bitte versuchen Sie es erneut.',
    throttled: 'Zu viele fehlgeschlagene Anmeldungen. Bitte warten Sie {seconds} s, bevor Sie es erneut versuchen.',
    errorTitle: 'Anmeldung nicht möglich',
    expired: 'Diese Anmeldeanfrage ist abgelaufen oder unbekannt. Bitte starten Sie die Anmeldung erneut in der Anwendung.',
    failed: 'Die Anmeldeanfrage wurde abgelehnt:',
  },
  fr: {
    title: 'Connexion',
    intro: 'Connectez-vous au service de saisie des observations pour continuer vers {client}.',
    username: "Nom d'utilisateur",
    password: 'Mot de passe',
    submit: 'Se connecter',
    wrongCredentials: "Le nom d'utilisateur ou le mot de passe est incorrect. Veuillez réessayer.",
    throttled: 'Trop de connexions échouées. Veuillez patienter {seconds} s avant de réessayer.',
    errorTitle: 'Connexion impossible',
    expired: "Cette demande de connexion a expiré ou est inconnue. Veuillez recommencer la connexion depuis l'application.",
    failed: 'La demande de connexion a été refusée :',
  },
  it: {
    title: 'Accesso',
    intro: 'Accedi al servizio di registrazione delle osservazioni per continuare con {client}.',
    username: 'Nome utente',
    password: 'Password',
    submit: 'Accedi',
    wrongCredentials: 'Nome utente o password errati. Riprova.',
    throttled: 'Troppi accessi non riusciti. Attendere {seconds} s prima di riprovare.',
    errorTitle: 'Accesso non possibile',
    expired: "Questa richiesta di accesso è scaduta o sconosciuta. Ricomincia l'accesso dall'applicazione.",
    failed: 'La richiesta di accesso è stata rifiutata:',
  },
};

/** Escapes text for HTML element content and double- or single-quoted attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The page language for an OIDC `ui_locales` value (space-separated BCP 47 tags, preferred first,
 * OIDC Core §3.1.2.1): the first tag whose primary subtag is supported; `en` otherwise.
 */
export function pickLanguage(uiLocales: unknown): Language {
  if (typeof uiLocales !== 'string') return 'en';
  for (const tag of uiLocales.split(' ')) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const found = LANGUAGES.find((language) => language === primary);
    if (found) return found;
  }
  return 'en';
}

/**
 * Headers every page gets: no caching (pages belong to one pending login), no framing
 * (clickjacking of the login form), no scripts at all.
 */
export const PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'no-referrer',
};

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f5f2;margin:0;padding:3rem 1rem;color:#1d2a1f}
main{max-width:22rem;margin:0 auto;background:#fff;padding:1.5rem 2rem;border-radius:6px;box-shadow:0 1px 3px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem}
button{margin-top:1.5rem;width:100%;padding:.6rem;font-size:1rem;background:#2f6b3a;color:#fff;border:0;border-radius:4px;cursor:pointer}
.error{background:#fde8e8;border:1px solid #c62828;color:#8e1b1b;padding:.5rem .75rem;border-radius:4px}`;

function page(language: Language, title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
${body}
</main>
</body>
</html>
`;
}

/** What the login page shows. */
export interface LoginPageInput {
  language: Language;
  /** Form target, e.g. `/oauth2/interaction/<uid>/login`. */
  action: string;
  /** Display name of the client the user signs in to. */
  clientName: string;
  /** User name to prefill (after a failed attempt). */
  username?: string;
  /** Shows the wrong-credentials message. */
  failed?: boolean;
  /** Shows the too-many-attempts message with this wait, in seconds (instead of `failed`). */
  throttledSeconds?: number;
}

/** The login form: labelled `username` and `password` inputs, POSTed form-encoded to `action`. */
export function renderLoginPage(input: LoginPageInput): string {
  const t = TEXTS[input.language];
  const message = input.throttledSeconds !== undefined ? t.throttled.replace('{seconds}', String(input.throttledSeconds))
    : input.failed ? t.wrongCredentials : undefined;
  const error = message ? `<p class="error" role="alert" id="login-error">${escapeHtml(message)}</p>\n` : '';
  const described = message ? ' aria-describedby="login-error"' : '';
  return page(
    input.language,
    t.title,
    `<h1>${escapeHtml(t.title)}</h1>
<p>${escapeHtml(t.intro).replace('{client}', () => `<strong>${escapeHtml(input.clientName)}</strong>`)}</p>
${error}<form method="post" action="${escapeHtml(input.action)}">
<label for="username">${escapeHtml(t.username)}</label>
<input id="username" name="username" type="text" autocomplete="username" autocapitalize="none" spellcheck="false" required${input.username ? ` value="${escapeHtml(input.username)}"` : ' autofocus'}${described}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${input.username ? ' autofocus' : ''}${described}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>`,
  );
}

/** Page for a login request that is expired, unknown or out of order (no pending interaction). */
export function renderExpiredPage(language: Language): string {
  const t = TEXTS[language];
  return page(language, t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1>\n<p>${escapeHtml(t.expired)}</p>`);
}

/**
 * Page for an authorization request refused before the client's redirect URI could be trusted
 * (RFC 6749 §4.1.2.1: unknown client or invalid redirect URI are shown, never redirected).
 * `details` are the OAuth error fields (`error`, `error_description`).
 */
export function renderRefusedPage(language: Language, details: Readonly<Record<string, string | undefined>>): string {
  const t = TEXTS[language];
  const rows = Object.entries(details)
    .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
    .map(([key, value]) => `<dt>${escapeHtml(key)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('\n');
  return page(language, t.errorTitle, `<h1>${escapeHtml(t.errorTitle)}</h1>\n<p>${escapeHtml(t.failed)}</p>\n<dl>\n${rows}\n</dl>`);
}
