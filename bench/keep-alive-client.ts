/**
 * The HTTP client of the list figures of `npm run bench:server`: GET over one kept-alive
 * connection with `node:http`. Node's `fetch` (undici) spent about 2.4 ms of the bench process's
 * CPU on each 104 kB list page against 1.0 ms for `http.request` (100,000 observations, a loaded
 * two-core machine), and the HTTP figure counted that as the service's; the service's own CPU
 * time per list, printed beside it, is the same whichever client asks (server-measure.ts).
 */
import { Agent, get, type IncomingHttpHeaders } from 'node:http';

/** One answer, its body read to the end. */
export interface KeepAliveResponse {
  status: number;
  /** Header names in lower case (node:http). */
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** GETs of paths of one service over one kept-alive connection; `close()` ends it. */
export interface KeepAliveClient {
  /**
   * GETs `path` (with its query) with the client's headers. Rejects on a network error after one
   * retry: the service closes a connection left idle longer than its keep-alive timeout, which
   * the first request after a long phase of the bench then finds closed.
   */
  get(path: string): Promise<KeepAliveResponse>;
  close(): void;
}

/** A client of the service at `baseUrl` (`http://host:port`) sending `headers` (e.g. the bearer token) on every request. */
export function keepAliveClient(baseUrl: string, headers: Readonly<Record<string, string>> = {}): KeepAliveClient {
  const { hostname, port } = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const once = (path: string): Promise<KeepAliveResponse> => new Promise((resolve, reject) => {
    get({ hostname, port, path, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    }).on('error', reject);
  });
  return {
    get: (path) => once(path).catch(() => once(path)),
    close: () => agent.destroy(),
  };
}
