/**
 * Issue 11 §4: the service's problem details follow `Accept-Language` (en, de, fr, it), so the
 * desktop, which sends its UI language, shows them in the user's language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../src-server/index.js';
import { api, startTestServer } from '../helpers/server.js';
import { clientCredentialsToken } from '../helpers/login.js';

let server: RunningServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await clientCredentialsToken(server.url);
});
afterAll(() => server?.close());

const EXPECTED = {
  en: { title: 'Bad Request', detail: 'limit must be a whole number from 1 to 1000, not "many".', missing: 'Not Found', token: 'This endpoint needs an OAuth 2.0 bearer access token.' },
  de: { title: 'Ungültige Anfrage', detail: 'limit muss eine ganze Zahl von 1 bis 1000 sein, nicht "many".', missing: 'Nicht gefunden', token: 'Dieser Endpunkt braucht ein OAuth-2.0-Bearer-Zugriffstoken.' },
  fr: { title: 'Requête incorrecte', detail: 'limit doit être un nombre entier de 1 à 1000, pas « many ».', missing: 'Introuvable', token: "Ce point de terminaison exige un jeton d'accès OAuth 2.0 de type bearer." },
  it: { title: 'Richiesta non valida', detail: 'limit deve essere un numero intero da 1 a 1000, non «many».', missing: 'Non trovato', token: "Questo endpoint richiede un token d'accesso OAuth 2.0 di tipo bearer." },
} as const;

describe('problem details in the language of Accept-Language', () => {
  for (const [language, expected] of Object.entries(EXPECTED)) {
    it(`answers ${language}: title, detail and the parameter's field message`, async () => {
      const headers = { 'accept-language': `${language}-CH, ${language};q=0.9, en;q=0.5` };
      const bad = await api(server.url, '/rest/v5/observations?limit=many', { token, headers });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({ title: expected.title, detail: expected.detail, parameter: 'limit', errors: [{ field: 'limit', message: expected.detail }] });
      const unsigned = await api(server.url, '/rest/v5/observations', { headers });
      expect(unsigned.status).toBe(401);
      expect(unsigned.body.detail).toBe(expected.token);
      const missing = await api(server.url, '/rest/v5/nowhere', { token, headers });
      expect(missing.status).toBe(404);
      expect(missing.body.title).toBe(expected.missing);
      // a path id that names no record: its detail follows the language too (checked by the route's schema)
      const noId = await api(server.url, '/rest/v5/observations/0', { token, headers });
      expect(noId.status).toBe(404);
      expect(noId.body.detail).toBe(language === 'en' ? 'No observation 0.' : `${expected.missing}${language === 'fr' ? ' ' : ''}: observation 0.`);
    });
  }

  it('answers English when the header names none of the four, and honours quality values', async () => {
    const other = await api(server.url, '/rest/v5/observations?limit=many', { token, headers: { 'accept-language': 'ja, es;q=0.8' } });
    expect(other.body.title).toBe('Bad Request');
    const ranked = await api(server.url, '/rest/v5/observations?limit=many', { token, headers: { 'accept-language': 'de;q=0.2, it;q=0.9' } });
    expect(ranked.body.title).toBe('Richiesta non valida');
  });
});
