/**
 * The small v5 REST client every domain of main uses (ARCHITECTURE.md "Data flow of one
 * request"): base URL + path, query and filters, `Authorization: Bearer` from the session
 * (RFC 6750 §2.1) with one refresh and one retry after a 401 (RFC 6750 §3), envelopes `{data}`,
 * totals from `X-Total` / `X-Filtered-Total`, errors as {@link DeskError}.
 */
import type { z } from 'zod';
import { DeskError } from '../../src-shared/contract/index.js';
import type { FilterClause } from '../../src-shared/filters/grammar.js';
import { sessionExpiredError } from '../auth/session-errors.js';
import { isLoopbackUrl, networkDeskError } from './network-errors.js';
import { problemToDeskError } from './problem.js';
import { buildApiUrl, readTotals, type QueryValue } from './url.js';

/** Where the client gets bearer tokens; implemented by the session (src-main/auth/session.ts). */
export interface BearerTokenSource {
  /**
   * A valid access token, refreshed (single-flight, RFC 6749 §6) when it expires soon.
   * Throws DeskError `signed-out` or `session-expired` (401), or `network`.
   */
  accessToken(): Promise<string>;
  /**
   * Called after the API answered 401 to `token`: one refresh (joined when one is running, or the
   * newer token when another caller already refreshed). Throws DeskError `session-expired` after
   * marking the session expired when the refresh is refused.
   */
  renewAfterUnauthorized(token: string): Promise<string>;
  /** The retry was refused too: marks the session `expired` (and pushes `session.changed`). */
  expire(): void;
}

/** One API call. */
export interface ApiRequest {
  method?: 'GET' | 'HEAD' | 'OPTIONS' | 'POST' | 'PUT' | 'DELETE';
  /** Path below the base URL, e.g. `/rest/v5/observations` or `/public/v5/vocabularies`. */
  path: string;
  /** Plain parameters (`limit`, `offset`, `sort`, `with_total` …); null/undefined are left out. */
  query?: Readonly<Record<string, QueryValue>>;
  /** Filters in the shared grammar, serialised by `serializeFilterClauses`. */
  filters?: readonly FilterClause[];
  /** A JSON body (POST/PUT bodies are the resource's fields, no wrapper: interface v5 rule 2). */
  body?: unknown;
  /**
   * A non-JSON body (multipart uploads), as a factory so that the retry after a 401 can send it
   * again. `contentType` goes with it unless the body sets its own (FormData).
   */
  rawBody?: { create: () => NonNullable<RequestInit['body']>; contentType?: string };
  /** Send the bearer token; default: true for paths under `/rest/`, false for `/public/`. */
  auth?: boolean;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  /** Milliseconds before the call fails with a timeout; 0 = none (long downloads). Default: the client's. */
  timeoutMs?: number;
}

/** The answer of {@link ApiClient.request}: the unwrapped `data` and the totals headers. */
export interface ApiResponse<T> {
  status: number;
  /** `body.data` of an envelope; the whole body when it has no `data` (GeoJSON); null for 204/HEAD. */
  data: T;
  /** `X-Total`, when `with_total=true` was sent and the service answered it. */
  total: number | null;
  /** `X-Filtered-Total`, likewise. */
  filtered_total: number | null;
  headers: Headers;
}

/** Options of {@link ApiClient}. */
export interface ApiClientOptions {
  /** The active profile's `service_base_url`, read on every call. */
  baseUrl: () => string;
  session: BearerTokenSource;
  fetch?: typeof fetch;
  /** Default timeout per call in milliseconds (30 000). */
  timeoutMs?: number;
  /**
   * The user's UI language (a BCP 47 tag such as `de`), read on every call and sent as
   * `Accept-Language` (RFC 9110 §12.5.4), so that a service's problem details come in it.
   */
  language?: () => string;
}

/** Reads a body: JSON when it is JSON (any `json` media type, or text that parses), else the text; undefined when empty. */
async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (/json/i.test(type) || /^\s*[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

/** The {@link DeskError} of an HTTP error answer (status ≥ 400); consumes the body. */
export async function errorFromResponse(response: Response): Promise<DeskError> {
  return problemToDeskError(response.status, await readBody(response).catch(() => undefined));
}

/** The v5 REST client. One instance per desk services; it follows the active profile. */
export class ApiClient {
  private readonly fetchImpl: typeof fetch;
  private readonly timeoutMs: number;

  constructor(private readonly options: ApiClientOptions) {
    this.fetchImpl = options.fetch ?? globalThis.fetch;
    this.timeoutMs = options.timeoutMs ?? 30_000;
  }

  /**
   * Sends the call and returns the raw answer, whatever its status, after the 401 rule: a 401 to
   * a bearer call triggers one renewal and one retry; a second 401 expires the session and
   * throws DeskError `session-expired`. Throws DeskError `network` (status 0) when no answer
   * came, `cancelled` when `signal` aborted, `insecure-connection` for a token over plain http
   * to another computer (RFC 6750 §5.3: bearer tokens only over TLS; loopback is exempt).
   */
  async fetchResponse(request: ApiRequest): Promise<Response> {
    const url = buildApiUrl(this.options.baseUrl(), request.path, request.query, request.filters);
    const auth = request.auth ?? /^\/?rest\//.test(request.path);
    if (!auth) return this.exchange(url, request, undefined);
    if (url.protocol !== 'https:' && !isLoopbackUrl(url)) {
      throw new DeskError({
        status: 0,
        code: 'insecure-connection',
        message: `The service ${url.host} uses plain http; the app sends sign-in tokens only over https (or to this computer).`,
        fields: [],
      });
    }
    const { session } = this.options;
    const token = await session.accessToken();
    const response = await this.exchange(url, request, token);
    if (response.status !== 401) return response;
    await response.body?.cancel();
    const renewed = await session.renewAfterUnauthorized(token);
    const retried = await this.exchange(url, request, renewed);
    if (retried.status !== 401) return retried;
    await retried.body?.cancel();
    session.expire();
    throw sessionExpiredError();
  }

  /**
   * A JSON call: throws DeskError for any status ≥ 400 (problem details → message and fields),
   * unwraps `{data}`, reads the totals. With `schema`, `data` is parsed by it (a failure is a
   * DeskError `unexpected-answer`); without, `data` is `unknown` and unknown fields pass through.
   */
  async request(request: ApiRequest): Promise<ApiResponse<unknown>>;
  async request<T>(request: ApiRequest, schema: z.ZodType<T>): Promise<ApiResponse<T>>;
  async request<T>(request: ApiRequest, schema?: z.ZodType<T>): Promise<ApiResponse<unknown>> {
    const response = await this.fetchResponse(request);
    if (response.status >= 400) throw await errorFromResponse(response);
    const body = request.method === 'HEAD' || response.status === 204 ? undefined : await readBody(response);
    const enveloped = body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, 'data');
    const data: unknown = enveloped ? (body as { data: unknown }).data : (body ?? null);
    let parsed: unknown = data;
    if (schema) {
      const result = schema.safeParse(data);
      if (!result.success) {
        throw new DeskError({
          status: response.status,
          code: 'unexpected-answer',
          message: `The service's answer to ${request.path} does not have the expected shape: ${result.error.issues[0]?.message ?? 'invalid'}.`,
          fields: [],
        });
      }
      parsed = result.data;
    }
    return { status: response.status, data: parsed, ...readTotals(response.headers), headers: response.headers };
  }

  private async exchange(url: URL, request: ApiRequest, token: string | undefined): Promise<Response> {
    const language = this.options.language?.();
    const headers: Record<string, string> = { accept: 'application/json', ...(language ? { 'accept-language': language } : {}), ...request.headers };
    if (token) headers.authorization = `Bearer ${token}`;
    let body: RequestInit['body'];
    if (request.rawBody) {
      body = request.rawBody.create();
      if (request.rawBody.contentType) headers['content-type'] = request.rawBody.contentType;
    } else if (request.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(request.body);
    }
    const timeoutMs = request.timeoutMs ?? this.timeoutMs;
    const signals = [request.signal, timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined].filter(
      (signal): signal is AbortSignal => signal !== undefined,
    );
    const init: RequestInit & { duplex?: 'half' } = {
      method: request.method ?? 'GET',
      headers,
      body,
      redirect: 'follow',
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    };
    if (body instanceof ReadableStream) init.duplex = 'half';
    try {
      return await this.fetchImpl(url, init);
    } catch (error) {
      if (request.signal?.aborted) {
        throw new DeskError({ status: 0, code: 'cancelled', message: 'Cancelled.', fields: [] });
      }
      throw networkDeskError(error, url.href, timeoutMs);
    }
  }
}
