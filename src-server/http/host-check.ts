import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { ProblemError } from './problem.js';

/** Host names every service answers to: the loopback names (RFC 6761 §6.3 reserves `*.localhost`). */
const LOOPBACK_NAMES = ['localhost'];

/** The host name of a `Host` header value, lower case, without port or IPv6 brackets. */
export function hostNameOf(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) return value.slice(1, value.indexOf(']') > 0 ? value.indexOf(']') : undefined);
  const colon = value.lastIndexOf(':');
  return colon >= 0 && value.indexOf(':') === colon ? value.slice(0, colon) : value;
}

/**
 * True when the service answers a request naming `hostName`: an IP address (a page can only
 * reach it by that address, which is then its own origin: no DNS rebinding), a loopback name
 * (`localhost`, `*.localhost`), or one of `allowedHosts` (names the service is published under).
 */
export function isAllowedHost(hostName: string, allowedHosts: readonly string[]): boolean {
  if (isIP(hostName)) return true;
  const name = hostName.replace(/\.$/, '');
  return LOOPBACK_NAMES.includes(name) || name.endsWith('.localhost') || allowedHosts.some((h) => h.toLowerCase() === name);
}

/**
 * Refuses requests whose `Host` names another host (DNS rebinding: a page of `evil.example`
 * whose name is made to point at 127.0.0.1 would otherwise reach the service, with its well-known
 * demo accounts, as same-origin). Answers 421 Misdirected Request (RFC 9110 §15.5.20) as a
 * problem detail naming the host. A request without `Host` (HTTP/1.0) is no rebinding and passes.
 */
export function registerHostCheck(app: FastifyInstance, allowedHosts: readonly string[]): void {
  app.addHook('onRequest', async (request) => {
    const header = request.headers.host;
    if (header === undefined) return;
    const hostName = hostNameOf(header);
    if (!isAllowedHost(hostName, allowedHosts))
      throw new ProblemError(421, `This service does not answer for the host "${hostName}"; start it with --allowed-host ${hostName} if it is published under that name.`);
  });
}
