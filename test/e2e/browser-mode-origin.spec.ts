/**
 * Browser mode's secret is useless to every other local origin (issue 12 item 1). A second
 * server on another 127.0.0.1 port plays a hostile local page: it records the cookies its own
 * requests carry (cookies are not separated by port), and its page sends the body-less POST that
 * used to sign the desk out, and tries to read the desk's answers and document files.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { chooseLanguage, deskUrl, ensureSignedOut, openApp, signInAsSteward } from './helpers.js';

let other: Server;
let otherOrigin: string;
/** `Cookie` headers the other server received. */
const cookiesSeen: string[] = [];

function hostilePage(deskOrigin: string): string {
  return `<!doctype html><title>another local page</title><script>
  window.attack = async () => {
    const results = {};
    // the body-less POST of the issue: no preflight, cookies would be sent
    await fetch('${deskOrigin}/desk/session.signOut', { method: 'POST', mode: 'no-cors', credentials: 'include' }).catch(() => undefined);
    try {
      const answer = await fetch('${deskOrigin}/desk/session.get', { method: 'POST', credentials: 'include' });
      results.read = await answer.text();
    } catch (error) { results.read = 'refused: ' + error.message; }
    try {
      const answer = await fetch('${deskOrigin}/desk-file/doc/1/file', { credentials: 'include' });
      results.file = answer.status;
    } catch (error) { results.file = 'refused: ' + error.message; }
    return results;
  };
</script>`;
}

test.beforeAll(async () => {
  const deskOrigin = new URL(deskUrl()).origin;
  other = createServer((request, response) => {
    cookiesSeen.push(request.headers.cookie ?? '');
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(hostilePage(deskOrigin));
  });
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  other?.closeAllConnections();
  await new Promise<void>((resolve) => other?.close(() => resolve()));
});

test('a page on another local port neither receives the secret nor signs the desk out', async ({ page, context }) => {
  await openApp(page);
  await chooseLanguage(page, 'en');
  await ensureSignedOut(page, 'en');
  await signInAsSteward(page, context, 'en');
  const secret = new URL(deskUrl()).hash.split('=')[1]!;

  const hostile = await context.newPage();
  await hostile.goto(`${otherOrigin}/`);
  const results = await hostile.evaluate(() => (window as unknown as { attack(): Promise<{ read: string; file: unknown }> }).attack());
  await hostile.close();

  // nothing of the desk's reached the other server, and the other page could read nothing
  expect(cookiesSeen.length).toBeGreaterThan(0);
  for (const cookie of cookiesSeen) expect(cookie).not.toContain(secret);
  expect(results.read).toMatch(/^refused/);
  expect(results.file).toMatch(/^refused/);
  const cookies = await context.cookies(new URL(deskUrl()).origin);
  expect(cookies.map((cookie) => cookie.value).join(' ')).not.toContain(secret);

  // the desk is still signed in: the body-less POST was refused
  await page.reload();
  await expect(page.getByTestId('topbar-user')).toContainText('Sabine Steiner');
  await ensureSignedOut(page, 'en');
});
