/**
 * Finds a profile's authorization server and builds openid-client `Configuration`s for it.
 * Metadata: RFC 8414 (`/.well-known/oauth-authorization-server`), else OpenID Connect
 * Discovery (`/.well-known/openid-configuration`), else the interface's fixed paths
 * `{auth_url}/oauth2/authorize` and `{auth_url}/oauth2/token` (interface v5, Authentication
 * item 3). Plain http is allowed only to loopback hosts (RFC 8252 §8.3).
 */
import {
  ClientSecretBasic,
  Configuration,
  None,
  allowInsecureRequests,
  customFetch,
  discovery,
  type ServerMetadata,
} from 'openid-client';
import type { Language } from '../../src-shared/contract/index.js';
import { isLoopbackUrl, isNetworkFailure } from '../api/network-errors.js';
import { oauthDeskError } from './oauth-errors.js';

/** The profile fields that name a client at an authorization server. */
export interface OAuthClientProfile {
  auth_server_url: string;
  client_id: string;
}

/** Options of {@link OAuthServers}. */
export interface OAuthServersOptions {
  /** Used for every request openid-client makes (tests count token requests with it). */
  fetch?: typeof fetch;
  /** Seconds per OAuth request (openid-client's `timeout`); default 30. */
  timeoutSeconds?: number;
}

/** `{auth_url}` without trailing slashes. */
export function normaliseAuthUrl(url: string): string {
  return url.replace(/\/+$/, '');
}

/** Metadata of a server that publishes none: the interface's fixed endpoint paths. */
export function fixedPathMetadata(authUrl: string): ServerMetadata {
  const base = normaliseAuthUrl(authUrl);
  return { issuer: base, authorization_endpoint: `${base}/oauth2/authorize`, token_endpoint: `${base}/oauth2/token` };
}

/**
 * The scope to request in the authorization request: `openid profile` when the server advertises
 * both (`scopes_supported`), `openid` when it advertises only that, else none (the interface's
 * request has no scope; the reference server then grants full API access).
 */
export function requestedScope(metadata: ServerMetadata): string | undefined {
  const supported = Array.isArray(metadata.scopes_supported) ? metadata.scopes_supported : [];
  if (!supported.includes('openid')) return undefined;
  return supported.includes('profile') ? 'openid profile' : 'openid';
}

/** Adds the UI language suffix to an authorization endpoint URL: `…/oauth2/authorize/de` (interface v5, Authentication item 3). */
export function withLanguageSuffix(url: URL, language: Language): URL {
  const result = new URL(url);
  result.pathname = `${result.pathname.replace(/\/+$/, '')}/${language}`;
  return result;
}

/** Discovery results per `{auth_url}`, and `Configuration`s built from them. */
export class OAuthServers {
  private readonly cache = new Map<string, Promise<ServerMetadata>>();

  constructor(private readonly options: OAuthServersOptions = {}) {}

  /**
   * The server's metadata (cached per URL; a failure is not cached). Throws DeskError `network`
   * when nothing answers, `insecure-connection` for plain http to another computer.
   */
  metadata(authUrl: string): Promise<ServerMetadata> {
    const key = normaliseAuthUrl(authUrl);
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.discover(key);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  /** Forgets cached metadata (all, or one server's) after a profile changed. */
  forget(authUrl?: string): void {
    if (authUrl === undefined) this.cache.clear();
    else this.cache.delete(normaliseAuthUrl(authUrl));
  }

  /**
   * An openid-client Configuration for `profile`: a public client (`none`, RFC 8252 §8.4) without
   * secret, else HTTP Basic (RFC 6749 §2.3.1; the interface prefers Basic). Throws like {@link metadata}.
   */
  async configuration(profile: OAuthClientProfile, clientSecret: string | null): Promise<Configuration> {
    const metadata = await this.metadata(profile.auth_server_url);
    const auth = clientSecret ? ClientSecretBasic(clientSecret) : None();
    const config = new Configuration(metadata, profile.client_id, undefined, auth);
    this.prepare(config, profile.auth_server_url);
    return config;
  }

  private prepare(config: Configuration, authUrl: string): void {
    if (isLoopbackUrl(authUrl)) allowInsecureRequests(config);
    if (this.options.fetch) config[customFetch] = this.options.fetch;
    config.timeout = this.options.timeoutSeconds ?? 30;
  }

  private async discover(authUrl: string): Promise<ServerMetadata> {
    let server: URL;
    try {
      server = new URL(authUrl);
    } catch (error) {
      throw oauthDeskError(error, 'discovery', authUrl);
    }
    const execute = isLoopbackUrl(server) ? [allowInsecureRequests] : [];
    for (const algorithm of ['oauth2', 'oidc'] as const) {
      try {
        const config = await discovery(server, 'metadata-probe', undefined, None(), {
          algorithm,
          execute,
          timeout: this.options.timeoutSeconds ?? 30,
          ...(this.options.fetch ? { [customFetch]: this.options.fetch } : {}),
        });
        return { ...config.serverMetadata() };
      } catch (error) {
        // No answer at all, or a refused plain-http server: the fixed paths would fail the same way.
        const code = (error as { code?: unknown }).code;
        if (isNetworkFailure(error) || code === 'OAUTH_HTTP_REQUEST_FORBIDDEN') throw oauthDeskError(error, 'discovery', authUrl);
      }
    }
    return fixedPathMetadata(authUrl);
  }
}
