/**
 * The code and params of the service status (src-main/api/service-status.ts) and of every
 * network failure (src-main/api/network-errors.ts `networkFailure`), which the renderer shows
 * in the UI language; the English message stays as it was.
 */
import { describe, expect, it } from 'vitest';
import type { ServiceStatus } from '../../../src-shared/contract/index.js';
import { NETWORK_FAILURE_MESSAGES } from '../../../src-shared/contract/main-messages.js';
import { describeNetworkFailure, networkFailure } from '../../../src-main/api/network-errors.js';
import { ServiceMonitor } from '../../../src-main/api/service-status.js';
import { DeskEvents } from '../../../src-main/ipc/events.js';

const URL_ = 'https://obs.example.org:8443/public/v5/vocabularies';
const fetchFailure = (code: string, message = code): TypeError =>
  new TypeError('fetch failed', { cause: Object.assign(new Error(message), { code }) });

describe('networkFailure', () => {
  it.each([
    [fetchFailure('ENOTFOUND'), 'network-dns', { host_name: 'obs.example.org' }],
    [fetchFailure('EAI_AGAIN'), 'network-dns', { host_name: 'obs.example.org' }],
    [fetchFailure('ECONNREFUSED'), 'network-refused', { host: 'obs.example.org:8443' }],
    [fetchFailure('ECONNRESET'), 'network-reset', { host: 'obs.example.org:8443' }],
    [fetchFailure('ENETUNREACH'), 'network-unreachable', { host: 'obs.example.org:8443' }],
    [fetchFailure('CERT_HAS_EXPIRED'), 'network-tls', { host: 'obs.example.org:8443', error_code: 'CERT_HAS_EXPIRED' }],
    [new TypeError('fetch failed', { cause: new Error('bad port') }), 'network-bad-port', { host: 'obs.example.org:8443' }],
    [new TypeError('fetch failed', { cause: new Error('something odd') }), 'network-other', { host: 'obs.example.org:8443', detail: 'something odd' }],
    [new DOMException('The operation timed out', 'TimeoutError'), 'network-timeout', { host: 'obs.example.org:8443' }],
  ])('%s → %s', (error, code, params) => {
    const failure = networkFailure(error, URL_);
    expect({ code: failure.code, params: failure.params }).toEqual({ code, params });
    expect(Object.keys(failure.params).sort()).toEqual([...NETWORK_FAILURE_MESSAGES[failure.code]].sort());
    expect(failure.message).toBe(describeNetworkFailure(error, URL_));
  });

  it('a timeout with a limit quotes it in seconds', () => {
    const failure = networkFailure(new DOMException('The operation timed out', 'TimeoutError'), URL_, 5000);
    expect(failure).toEqual({
      code: 'network-timeout-after',
      params: { host: 'obs.example.org:8443', timeout_in_seconds: 5 },
      message: 'obs.example.org:8443 did not answer within 5 seconds (timeout). Check the address, or try again later.',
    });
  });
});

describe('ServiceMonitor codes', () => {
  const BASE = 'http://127.0.0.1:4711';
  const monitor = (answer: () => Response | Error): { check: () => Promise<ServiceStatus>; pushed: ServiceStatus[] } => {
    const events = new DeskEvents();
    const pushed: ServiceStatus[] = [];
    events.subscribe((event) => {
      if (event.name === 'service.status') pushed.push(event.payload);
    });
    const fetchImpl = (async () => {
      const result = answer();
      if (result instanceof Error) throw result;
      return result;
    }) as unknown as typeof fetch;
    const service = new ServiceMonitor({ baseUrl: () => BASE, events, fetch: fetchImpl, timeoutMs: 1500 });
    return { check: () => service.check(), pushed };
  };

  it('reachable: status-ok', async () => {
    const { check, pushed } = monitor(() => new Response('{"data":[]}', { status: 200 }));
    expect(await check()).toEqual({ reachable: true, service_base_url: BASE, code: 'status-ok', params: {}, message: 'The service answers.' });
    expect(pushed).toHaveLength(1);
    expect(pushed[0]!.code).toBe('status-ok');
  });

  it('an HTTP error: status-http-error with the status and the URL', async () => {
    const { check } = monitor(() => new Response('down', { status: 503 }));
    const url = `${BASE}/public/v5/vocabularies?limit=1`;
    expect(await check()).toEqual({
      reachable: false, service_base_url: BASE, code: 'status-http-error', params: { http_status: 503, url },
      message: `The service answered HTTP 503 at ${url}.`,
    });
  });

  it('no answer: the network failure code, with the timeout in seconds', async () => {
    expect(await monitor(() => fetchFailure('ECONNREFUSED')).check()).toMatchObject({
      reachable: false, code: 'network-refused', params: { host: '127.0.0.1:4711' }, message: expect.stringMatching(/connection refused/),
    });
    expect(await monitor(() => new DOMException('The operation timed out', 'TimeoutError')).check()).toMatchObject({
      reachable: false, code: 'network-timeout-after', params: { host: '127.0.0.1:4711', timeout_in_seconds: 1.5 },
    });
  });
});
