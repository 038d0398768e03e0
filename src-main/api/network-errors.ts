/**
 * Plain words for failures below HTTP (no answer at all): DNS, connection refused, timeout,
 * TLS. Node's fetch (undici) throws `TypeError('fetch failed')` with the system error as
 * `cause`; an `AbortSignal.timeout()` gives a `TimeoutError`.
 */
import { DeskError } from '../../src-shared/contract/index.js';
import type { NetworkFailureMessage } from '../../src-shared/contract/main-messages.js';

const TLS_CODES = new Set([
  'CERT_HAS_EXPIRED', 'CERT_NOT_YET_VALID', 'DEPTH_ZERO_SELF_SIGNED_CERT', 'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE', 'UNABLE_TO_GET_ISSUER_CERT', 'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'ERR_TLS_CERT_ALTNAME_INVALID', 'CERT_REVOKED', 'CERT_UNTRUSTED', 'EPROTO', 'ERR_SSL_WRONG_VERSION_NUMBER',
]);

/** The system error code (`ECONNREFUSED`, `ENOTFOUND`, `CERT_HAS_EXPIRED` …) inside a fetch failure, if any. */
export function networkErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[A-Z_]+$/.test(code) && !code.startsWith('OAUTH_')) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** True for a timeout (`AbortSignal.timeout`, undici's connect/headers timeouts). */
export function isTimeout(error: unknown): boolean {
  const name = error instanceof Error ? error.name : '';
  const code = networkErrorCode(error);
  return name === 'TimeoutError' || code === 'UND_ERR_CONNECT_TIMEOUT' || code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'ETIMEDOUT';
}

/** True when `error` is a failure to get any HTTP answer (as opposed to a bug or an HTTP error). */
export function isNetworkFailure(error: unknown): boolean {
  if (isTimeout(error)) return true;
  if (error instanceof TypeError && /fetch failed|network/i.test(error.message)) return true;
  return networkErrorCode(error) !== undefined && !(error instanceof DeskError);
}

/** Why a request got no answer: the English sentence plus its code and params for the renderer. */
export type NetworkFailure = NetworkFailureMessage & { message: string };

/**
 * Why `url` gave no answer, e.g. code `network-refused`, params `{host: '127.0.0.1:5999'}`,
 * message "Nothing answers at 127.0.0.1:5999 (connection refused). Is the service running, and
 * is the port right?". `timeoutMs` is quoted for timeouts (code `network-timeout-after`).
 */
export function networkFailure(error: unknown, url: string, timeoutMs?: number): NetworkFailure {
  let host = url;
  try {
    host = new URL(url).host;
  } catch {
    /* keep the text as given */
  }
  if (isTimeout(error)) {
    if (!timeoutMs) {
      return { code: 'network-timeout', params: { host }, message: `${host} did not answer (timeout). Check the address, or try again later.` };
    }
    const timeout_in_seconds = Math.round(timeoutMs / 100) / 10;
    return {
      code: 'network-timeout-after',
      params: { host, timeout_in_seconds },
      message: `${host} did not answer within ${timeout_in_seconds} seconds (timeout). Check the address, or try again later.`,
    };
  }
  const code = networkErrorCode(error);
  switch (code) {
    case 'ENOTFOUND':
    case 'EAI_AGAIN': {
      const host_name = host.replace(/:\d+$/, '');
      return { code: 'network-dns', params: { host_name }, message: `The server name ${host_name} could not be found (DNS). Check the address and your network.` };
    }
    case 'ECONNREFUSED':
      return { code: 'network-refused', params: { host }, message: `Nothing answers at ${host} (connection refused). Is the service running, and is the port right?` };
    case 'ECONNRESET':
    case 'UND_ERR_SOCKET':
      return { code: 'network-reset', params: { host }, message: `${host} closed the connection before answering. Check the address (http or https?) and try again.` };
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return { code: 'network-unreachable', params: { host }, message: `${host} cannot be reached from this computer (network unreachable).` };
    default:
      break;
  }
  if (code && TLS_CODES.has(code)) {
    return {
      code: 'network-tls',
      params: { host, error_code: code },
      message: `The secure connection to ${host} failed: its certificate or TLS setup is not accepted (${code}).`,
    };
  }
  const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  if (/bad port/i.test(detail)) {
    return { code: 'network-bad-port', params: { host }, message: `The port of ${host} is one browsers and Node refuse to connect to. Use another port.` };
  }
  return { code: 'network-other', params: { host, detail }, message: `Could not connect to ${host}: ${detail}.` };
}

/**
 * One sentence saying why `url` gave no answer (the `message` of {@link networkFailure}), e.g.
 * "Nothing answers at 127.0.0.1:5999 (connection refused). Is the service running, and is the
 * port right?". `timeoutMs` is quoted for timeouts.
 */
export function describeNetworkFailure(error: unknown, url: string, timeoutMs?: number): string {
  return networkFailure(error, url, timeoutMs).message;
}

/** The {@link DeskError} (status 0, code `network`) for a request to `url` that got no answer. */
export function networkDeskError(error: unknown, url: string, timeoutMs?: number): DeskError {
  return new DeskError({ status: 0, code: 'network', message: describeNetworkFailure(error, url, timeoutMs), fields: [] });
}

/** Hosts on this computer (RFC 8252 §8.3): the only ones plain http is trusted with for tokens. */
export function isLoopbackUrl(url: string | URL): boolean {
  try {
    const { hostname } = typeof url === 'string' ? new URL(url) : url;
    return hostname === '127.0.0.1' || hostname === 'localhost' || hostname === '[::1]' || hostname === '::1';
  } catch {
    return false;
  }
}
