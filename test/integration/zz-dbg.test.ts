import Fastify from 'fastify';
import { it } from 'vitest';
import { createAuthorizationServer } from '../../src-server/auth/authorization-server.js';
import { hashPassword } from '../../src-server/auth/passwords.js';
import { openDatabase } from '../../src-server/db/open.js';
import { Browser, createPkcePair, followUntilStop, formAction, randomLoopbackRedirectUri } from '../helpers/login.js';
it('dbg', async () => {
  const db = openDatabase(':memory:');
  const now = new Date().toISOString();
  for (const [id, u] of [[1, 'steward'], [2, 'curator']] as const) {
    db.prepare('INSERT INTO people (id, first_name, last_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(id, u, u, now, now);
    db.prepare('INSERT INTO accounts VALUES (?, ?, ?)').run(u, hashPassword(u), id);
  }
  const app = Fastify();
  let base = '';
  const auth = createAuthorizationServer({ db, getIssuer: () => base });
  await auth.register(app);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const addr = app.server.address();
  base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}`;
  const r = randomLoopbackRedirectUri();
  const b = new Browser();
  const orig = b.request.bind(b);
  b.request = async (url, form) => { const res = await orig(url, form); console.log(form ? 'POST' : 'GET', url, res.status, res.headers.get('location')); return res; };
  for (const [user, extra] of [['curator', {}], ['steward', { prompt: 'login' }]] as const) {
    const { challenge } = createPkcePair();
    const u = new URL(base + '/oauth2/authorize');
    u.search = new URLSearchParams({ client_id: 'observation-desk', redirect_uri: r, code_challenge: challenge, code_challenge_method: 'S256', response_type: 'code', ...extra }).toString();
    const p = await followUntilStop(b, u.href, r);
    if (p.kind !== 'page') { console.log('no page', p); continue; }
    const s = await followUntilStop(b, formAction(p.html, p.url), r, { username: user, password: user });
    console.log(user, s.kind, s.kind === 'page' ? s.html.slice(0, 1500) : s.url.href);
  }
  await app.close();
});
