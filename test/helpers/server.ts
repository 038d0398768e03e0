import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { openApiDocument, responseMismatch } from './openapi-responses.js';
import { startServer, type RunningServer, type ServerOptions } from '../../src-server/index.js';

/**
 * Starts the reference service on a private copy of the seeded template data folder
 * (made once per run by test/global-setup.ts), on a free loopback port. With `database` (the
 * PostgreSQL store) only the template's documents folder is copied: the database holds the rest,
 * and such a service must not find, let alone open, a SQLite file. `close()` also deletes the copy.
 */
export async function startTestServer(options: Omit<ServerOptions, 'dataDir' | 'port'> = {}): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'obs-test-'));
  const template = inject('templateDataDir');
  if (options.database) cpSync(join(template, 'files'), join(dataDir, 'files'), { recursive: true });
  else cpSync(template, dataDir, { recursive: true });
  const server = await startServer({ ...options, dataDir, port: 0 });
  return withClose(server, () => rmSync(dataDir, { recursive: true, force: true }));
}

/**
 * `server` whose `close()` also runs `after`. Its properties are copied as they are defined, not
 * read: `db` of a service on PostgreSQL is a getter that throws (there is no SQLite database).
 */
export function withClose(server: RunningServer, after: () => unknown): RunningServer {
  const wrapped = Object.defineProperties({}, Object.getOwnPropertyDescriptors(server)) as RunningServer;
  wrapped.close = async () => {
    await server.close();
    await after();
  };
  return wrapped;
}

/**
 * JSON fetch against the service; returns status, headers and the parsed body (or text). Every
 * answer of an operation of the service's OpenAPI document is checked against it: a status or
 * body the document does not describe throws (helpers/openapi-responses.ts).
 */
export async function api(
  baseUrl: string,
  path: string,
  init: { method?: string; token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<{ status: number; headers: Headers; body: any }> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: string | undefined;
  if (init.body !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body);
  }
  const res = await fetch(baseUrl + path, { method: init.method ?? 'GET', headers, body });
  const text = await res.text();
  let parsed: unknown = text;
  try { parsed = text ? JSON.parse(text) : undefined; } catch { /* not JSON */ }
  const document = await openApiDocument(baseUrl).catch(() => undefined); // undefined: not the reference service
  const mismatch = document && responseMismatch(document, init.method ?? 'GET', path, res.status, res.headers.get('content-type'), parsed);
  if (mismatch) throw new Error(mismatch);
  return { status: res.status, headers: res.headers, body: parsed };
}
