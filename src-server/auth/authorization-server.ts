/**
 * The OAuth 2.0 authorization server of the reference service (interface v5 §Authentication),
 * built on oidc-provider and mounted into the service's Fastify instance (same origin as the API).
 */
import type { FastifyInstance } from 'fastify';
import Provider, { type JWK } from 'oidc-provider';
import type { Db } from '../db/open.js';
import { sqliteAuthState, type AuthState } from './auth-state.js';
import { ACTING_USERNAME } from './clients.js';
import { registerInteractionRoutes } from './interaction-routes.js';
import { buildProviderConfiguration } from './provider-config.js';
import { registerProviderRoutes, type NodeHandler } from './provider-mount.js';

/** Who is calling the API, resolved from a bearer access token. */
export interface Caller {
  /** `people.id` of the signed-in user, or of the user a client-credentials client acts as. */
  person_id: number;
  username: string;
  /** The OAuth client the token was issued to, e.g. `observation-desk` or `demo-service`. */
  client_id: string;
  /** How the token was obtained; tokens from the refresh grant count as `authorization_code`. */
  grant: 'authorization_code' | 'client_credentials';
}

/** The authorization server as the rest of the service sees it. */
export interface AuthorizationServer {
  /**
   * Registers the /oauth2/* routes (and any interaction/login routes) on the Fastify instance. Call before listen.
   * Routes: `/oauth2/authorize[/en|de|fr|it]`, `/oauth2/token`, `/oauth2/revoke` (RFC 7009),
   * `/oauth2/jwks`, `/oauth2/userinfo`, `/oauth2/par` (RFC 9126), `/oauth2/interaction/:uid[/login]`
   * (login page) and the discovery documents under `/.well-known/`.
   */
  register(app: FastifyInstance): Promise<void>;
  /**
   * Resolves a bearer access token (RFC 6750) of either grant to its caller; null when unknown,
   * expired or revoked, or when its account no longer exists. Never throws for a bad token.
   * What a token stands for is worked out once; later uses read only its row and its account
   * again, and on a store with a data version (SQLite) only once something was written to it.
   */
  verifyAccessToken(token: string): Promise<Caller | null>;
}

/** Options of {@link createAuthorizationServer}. */
export interface AuthorizationServerOptions {
  /** Service database (SQLite); the server adds its table `oidc_payloads` and keys in `meta`. Needed unless `state` is given. */
  db?: Db;
  /** Where tokens, keys and accounts are kept; default: the SQLite database `db` ({@link sqliteAuthState}). */
  state?: AuthState;
  /**
   * Issuer identifier = origin of the service, e.g. `http://127.0.0.1:4711` (no trailing slash
   * needed). Known only after listen: read on each request; oidc-provider is created on first use
   * for each distinct value.
   */
  getIssuer: () => string;
  /** Cookie signing keys, newest first; default: one random key per data dir, kept in `meta`. */
  cookieKeys?: string[];
}

/** Issuer of the provider instance used only to look tokens up before the real issuer is known. */
const LOOKUP_ISSUER = 'http://127.0.0.1';

/** Opaque oidc-provider tokens are base64url; anything else is not worth a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{16,512}$/;

const epochSeconds = (): number => Math.floor(Date.now() / 1000);

/** Tokens whose callers are remembered (verifyAccessToken), the oldest forgotten first. */
const MAX_KNOWN_TOKENS = 1024;

/** A verified token: oidc-provider's model of it, its caller, its expiry in unix seconds. */
interface KnownToken {
  model: 'AccessToken' | 'ClientCredentials';
  caller: Caller;
  exp: number;
  /** The store's data version (AuthState.dataVersion) when the token and its account were last read. */
  version?: string;
}

/** Neither a state store nor a SQLite database was given: a programming error of the caller. */
function missingState(): never {
  throw new Error('The authorization server needs a state store or the SQLite database (options.state or options.db).');
}

/**
 * Creates the authorization server. Nothing is created or read until the first request or token
 * check: then the provider for the current issuer is built, with cookie keys and the ID token
 * signing key loaded from (or first written to) the store's `meta` table, and state kept in the
 * store ({@link AuthState}: SQLite by default, PostgreSQL when the service runs on it).
 */
export function createAuthorizationServer(options: AuthorizationServerOptions): AuthorizationServer {
  const state: AuthState = options.state ?? (options.db ? sqliteAuthState(options.db) : missingState());
  const providers = new Map<string, { provider: Provider; handler: NodeHandler }>();
  let configurationInput: Promise<{ cookieKeys: string[]; signingKeys: JWK[] }> | undefined;

  async function providerFor(issuer: string): Promise<{ provider: Provider; handler: NodeHandler }> {
    const normalized = issuer.replace(/\/+$/, '');
    configurationInput ??= Promise.all([options.cookieKeys ?? state.cookieKeys(), state.signingKeys()])
      .then(([cookieKeys, signingKeys]) => ({ cookieKeys, signingKeys }));
    // A store that failed once (database restarting) is asked again on the next request.
    const input = await configurationInput.catch((error: unknown) => {
      configurationInput = undefined;
      throw error;
    });
    let entry = providers.get(normalized);
    if (!entry) {
      const provider = new Provider(normalized, buildProviderConfiguration({ adapter: state.adapter, findAccount: state.findAccount, ...input }));
      entry = { provider, handler: provider.callback() };
      providers.set(normalized, entry);
    }
    return entry;
  }

  const current = (): Promise<{ provider: Provider; handler: NodeHandler }> => providerFor(options.getIssuer());

  /** Any provider will do for token lookups: tokens are opaque and stored without their issuer. */
  async function lookupProvider(): Promise<Provider> {
    try {
      return (await providerFor(options.getIssuer())).provider;
    } catch {
      return (providers.values().next().value ?? (await providerFor(LOOKUP_ISSUER))).provider;
    }
  }

  async function callerFor(username: string | undefined, clientId: string | undefined, grant: Caller['grant']): Promise<Caller | null> {
    if (!username || !clientId) return null;
    const account = await state.findAccount(username);
    return account ? { person_id: account.person_id, username: account.username, client_id: clientId, grant } : null;
  }

  /**
   * Tokens verified before, with their model, caller and expiry (unix seconds): what oidc-provider
   * derives from a token (its model, client and acting account) is worked out once per token.
   */
  const known = new Map<string, KnownToken>();

  /** A token's model, caller and expiry through oidc-provider; null when unknown, expired, or without an account. */
  async function lookUp(token: string, now: number): Promise<KnownToken | null> {
    const provider = await lookupProvider();
    // oidc-provider's find() allows clockTolerance past expiry; the API holds to the exact hour.
    const live = (exp: number | undefined): exp is number => typeof exp === 'number' && exp > now;
    const accessToken = await provider.AccessToken.find(token);
    if (accessToken) {
      const caller = live(accessToken.exp) ? await callerFor(accessToken.accountId, accessToken.clientId, 'authorization_code') : null;
      return caller && { model: 'AccessToken', caller, exp: accessToken.exp! };
    }
    const clientToken = await provider.ClientCredentials.find(token);
    if (!clientToken || !live(clientToken.exp) || !clientToken.clientId) return null;
    const client = await provider.Client.find(clientToken.clientId);
    const acting = client?.metadata()[ACTING_USERNAME];
    const caller = await callerFor(typeof acting === 'string' ? acting : undefined, clientToken.clientId, 'client_credentials');
    return caller && { model: 'ClientCredentials', caller, exp: clientToken.exp };
  }

  return {
    async register(app: FastifyInstance): Promise<void> {
      await registerProviderRoutes(app, async () => (await current()).handler);
      await registerInteractionRoutes(app, { authenticate: state.authenticate, getProvider: async () => (await current()).provider });
    },

    async verifyAccessToken(token: string): Promise<Caller | null> {
      if (typeof token !== 'string' || !TOKEN_SHAPE.test(token)) return null;
      const now = epochSeconds();
      // Read before the token's row: a write committed after it changes it for the next use.
      const version = state.dataVersion?.();
      const hit = known.get(token);
      if (hit && hit.exp > now && version !== undefined && hit.version === version) return { ...hit.caller };
      if (hit) {
        // Revocation still holds: a revoked token's row is deleted (RFC 7009 endpoint, grant
        // revocation) and an expired one is not returned, so the row is read again once anything
        // was written (every use on a store without a data version, whichever process revoked it),
        // and so is the account.
        const account = hit.exp > now && await state.adapter(hit.model).find(token) ? await state.findAccount(hit.caller.username) : undefined;
        if (account) {
          hit.caller = { ...hit.caller, person_id: account.person_id };
          hit.version = version;
          return { ...hit.caller };
        }
        known.delete(token);
        return null;
      }
      const found = await lookUp(token, now);
      if (!found) return null;
      if (known.size >= MAX_KNOWN_TOKENS) known.delete(known.keys().next().value!);
      known.set(token, { ...found, version });
      return { ...found.caller };
    },
  };
}
