/**
 * The small page the loopback listener answers the browser with after the authorization
 * redirect (RFC 8252 §7.3), in the UI language. Static HTML, no script; the error detail from
 * the authorization server is escaped.
 */
import type { Language } from '../../src-shared/contract/index.js';

interface Texts {
  successTitle: string;
  success: string;
  failureTitle: string;
  failure: string;
}

const TEXTS: Record<Language, Texts> = {
  en: {
    successTitle: 'Signed in',
    success: 'Signed in — you can close this tab and return to Observation Desk.',
    failureTitle: 'Sign-in failed',
    failure: 'The sign-in did not succeed. Close this tab and try again in Observation Desk.',
  },
  de: {
    successTitle: 'Angemeldet',
    success: 'Angemeldet — Sie können diesen Tab schliessen und zu Observation Desk zurückkehren.',
    failureTitle: 'Anmeldung fehlgeschlagen',
    failure: 'Die Anmeldung ist nicht gelungen. Schliessen Sie diesen Tab und versuchen Sie es in Observation Desk erneut.',
  },
  fr: {
    successTitle: 'Connecté',
    success: 'Connecté — vous pouvez fermer cet onglet et revenir à Observation Desk.',
    failureTitle: 'Échec de la connexion',
    failure: 'La connexion n’a pas abouti. Fermez cet onglet et réessayez dans Observation Desk.',
  },
  it: {
    successTitle: 'Accesso effettuato',
    success: 'Accesso effettuato — puoi chiudere questa scheda e tornare a Observation Desk.',
    failureTitle: 'Accesso non riuscito',
    failure: 'L’accesso non è riuscito. Chiudi questa scheda e riprova in Observation Desk.',
  },
};

/** Escapes text for HTML element content and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Outcome shown on the page: success, or failure with the reason (shown escaped, as given). */
export type CallbackOutcome = { ok: true } | { ok: false; detail?: string };

/** Response headers of the page: no caching, no referrer (the URL carried the code), no script. */
export const CALLBACK_PAGE_HEADERS: Readonly<Record<string, string>> = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  connection: 'close',
};

/** The whole HTML document for `outcome` in `language`. */
export function renderCallbackPage(language: Language, outcome: CallbackOutcome): string {
  const texts = TEXTS[language];
  const title = outcome.ok ? texts.successTitle : texts.failureTitle;
  const body = outcome.ok ? texts.success : texts.failure;
  const detail = !outcome.ok && outcome.detail ? `<p class="detail">${escapeHtml(outcome.detail)}</p>` : '';
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Observation Desk</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f6f8;color:#1f2933}
main{max-width:32rem;padding:2rem;background:#fff;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.15)}
h1{font-size:1.4rem;margin:0 0 1rem}
.detail{color:#8a1c1c}
@media (prefers-color-scheme:dark){body{background:#1f2933;color:#e4e7eb}main{background:#323f4b}.detail{color:#ff9b9b}}
</style>
</head>
<body>
<main role="main">
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(body)}</p>
${detail}
</main>
</body>
</html>
`;
}
