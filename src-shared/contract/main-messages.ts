/**
 * Messages that main writes for people (connection checks, service status, network failures)
 * carry a stable `code` and its `params` beside the English `message`, so that the renderer can
 * say the same in the UI language (`t('<area>.<code>', params)`) and fall back to `message` for a
 * code it does not know (a newer main). Each table below maps a code to the names of its params;
 * the renderer's English texts use exactly these placeholders (a renderer test checks it).
 */
import { z } from 'zod';

/** Values of a message's params: host names, URLs, HTTP statuses, OAuth error names … (never translated). */
export const MessageParams = z.record(z.string(), z.union([z.string(), z.number()]));
export type MessageParams = z.infer<typeof MessageParams>;

/** Why a request got no HTTP answer at all (src-main/api/network-errors.ts). `host` is `name:port`. */
export const NETWORK_FAILURE_MESSAGES = {
  'network-timeout': ['host'],
  'network-timeout-after': ['host', 'timeout_in_seconds'],
  'network-dns': ['host_name'],
  'network-refused': ['host'],
  'network-reset': ['host'],
  'network-unreachable': ['host'],
  'network-tls': ['host', 'error_code'],
  'network-bad-port': ['host'],
  /** `detail`: the system's own words (English). */
  'network-other': ['host', 'detail'],
} as const satisfies Record<string, readonly string[]>;

/** One line of "Test connection" (src-main/settings/connection-test.ts); network failures use {@link NETWORK_FAILURE_MESSAGES}. */
export const CONNECTION_CHECK_MESSAGES = {
  'service-answers': ['host', 'http_status'],
  'public-api-not-checked': [],
  'public-api-not-found': ['url'],
  'public-api-http-error': ['http_status'],
  'public-api-not-json': ['media_type'],
  'public-api-not-v5': [],
  'public-api-v4': [],
  'public-api-ok': [],
  'auth-metadata': ['path'],
  'auth-endpoint-answers': ['url'],
  'auth-not-found': ['base_url', 'url', 'http_status'],
  'token-not-checked': [],
  'token-not-oauth': ['url', 'http_status', 'media_type'],
  'token-unknown-client': ['client_id'],
  'token-oauth-ok': ['oauth_error'],
  'token-no-secret': ['oauth_error'],
  'token-issued': [],
  'token-client-refused': ['client_id', 'oauth_error'],
  'token-refused': ['oauth_error'],
  'token-insecure': ['url'],
  /** `detail`: what the OAuth library said (English). */
  'token-failed': ['detail'],
} as const satisfies Record<string, readonly string[]>;

/** The service status (src-main/api/service-status.ts); network failures use {@link NETWORK_FAILURE_MESSAGES}. */
export const SERVICE_STATUS_MESSAGES = {
  'status-ok': [],
  'status-http-error': ['http_status', 'url'],
} as const satisfies Record<string, readonly string[]>;

type Table = Record<string, readonly string[]>;

/** `{code, params}` of one code of `T`, params keyed exactly by that code's names. */
export type CodedMessage<T extends Table> = {
  [C in keyof T & string]: { code: C; params: Record<T[C][number], string | number> };
}[keyof T & string];

export type NetworkFailureMessage = CodedMessage<typeof NETWORK_FAILURE_MESSAGES>;
export type ConnectionCheckMessage = CodedMessage<typeof CONNECTION_CHECK_MESSAGES> | NetworkFailureMessage;
export type ServiceStatusMessage = CodedMessage<typeof SERVICE_STATUS_MESSAGES> | NetworkFailureMessage;
