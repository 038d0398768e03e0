/**
 * The `desk-file:` scheme of the Electron host (ARCHITECTURE.md "Data flow of one request", last
 * paragraph): `<img src="desk-file://doc/<id>/thumbnail">` cannot carry a bearer token, so main
 * answers it from src-main/domains/doc-files.ts, which fetches `{base}/rest/v5/docs/{id}/…` with
 * the session's token and caches it on disk. The scheme is registered as privileged beside `app:`
 * (electron-protocol.ts `PRIVILEGED_SCHEMES`) and handled from electron.ts once the app is ready;
 * the window's CSP allows `img-src desk-file:`.
 */
import { parseElectronDocFileUrl } from '../domains/doc-file-urls.js';
import type { DocFileServer } from '../domains/doc-files.js';

const plain = (status: number, message: string): Response =>
  new Response(`${message}\n`, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' } });

/**
 * The `protocol.handle('desk-file', …)` handler. Only GET (405 otherwise) of
 * `desk-file://doc/<id>/thumbnail|file` with an integer id (404 for any other URL). `server`
 * resolves to the document proxy once the services are composed; when they could not be, 503.
 */
export function createDeskFileProtocolHandler(server: () => Promise<DocFileServer>): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'GET') return plain(405, 'Method not allowed');
    const target = parseElectronDocFileUrl(request.url);
    if (!target) return plain(404, 'Not found');
    let files: DocFileServer;
    try {
      files = await server();
    } catch {
      return plain(503, 'The app could not start its services.');
    }
    const answer = await files.serve(target);
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}
