/**
 * oidc-provider configuration of the reference authorization server: OAuth 2.0 authorization code
 * with PKCE S256 only and client credentials (interface v5 §Authentication), routes under
 * `/oauth2`, access tokens valid one hour (interface v5 §Limits), storage in SQLite.
 */
import { interactionPolicy, type AdapterFactory, type Configuration, type JWK, type KoaContextWithOIDC } from 'oidc-provider';
import type { AccountRecord } from './accounts.js';
import { ACTING_USERNAME, DEMO_CLIENTS } from './clients.js';
import { PAGE_HEADERS, pickLanguage, renderRefusedPage } from './login-page.js';

/** Access token lifetime of both grants, seconds (interface v5 §Limits). */
export const ACCESS_TOKEN_TTL_S = 3600;
const HOUR = 3600;
const DAY = 24 * HOUR;

/**
 * Scope granted when an authorization request names none (the interface's request has no scope
 * parameter): full API access as the signed-in user; what the user may do is decided by project
 * policies, not by scopes. `openid` may be requested in addition and then also yields an ID token.
 */
export const DEFAULT_SCOPE = 'api';

/**
 * Private claim (scope `profile`) naming the signed-in user's id in the people register
 * (`/rest/v5/people/{id}`), so that a client can tell "my" records without another call.
 */
export const PERSON_ID_CLAIM = 'person_id';

/** Path of our own login page for the pending interaction `uid` (interaction-routes.ts serves it). */
export const interactionPath = (uid: string): string => `/oauth2/interaction/${encodeURIComponent(uid)}`;

/** Endpoint paths; all below `/oauth2` so that one Fastify route hands them to oidc-provider. */
export const ROUTES = {
  authorization: '/oauth2/authorize',
  token: '/oauth2/token',
  jwks: '/oauth2/jwks',
  userinfo: '/oauth2/userinfo',
  revocation: '/oauth2/revoke',
  introspection: '/oauth2/introspect',
  end_session: '/oauth2/logout',
  pushed_authorization_request: '/oauth2/par',
  registration: '/oauth2/register',
  code_verification: '/oauth2/device',
  device_authorization: '/oauth2/device/auth',
  backchannel_authentication: '/oauth2/backchannel',
  challenge: '/oauth2/challenge',
  credential: '/oauth2/credential',
} as const;

/**
 * oidc-provider's default prompts plus one login check: every authorization request shows the
 * login form, even when the browser still has a session. The desktop app cannot clear the system
 * browser's cookies, so without this "sign out, sign in as someone else" would silently sign the
 * previous user in again. Within one request the login result is present and the check passes.
 */
function interactionPolicyWithLoginEachTime(): interactionPolicy.Prompt[] {
  const policy = interactionPolicy.base();
  const { Check } = interactionPolicy;
  policy
    .get('login')
    ?.checks.add(
      new Check('login_each_time', 'every authorization request signs the user in', (ctx) =>
        ctx.oidc.result?.login ? Check.NO_NEED_TO_PROMPT : Check.REQUEST_PROMPT,
      ),
    );
  return policy;
}

/** Inputs of {@link buildProviderConfiguration}. */
export interface ProviderConfigurationInput {
  /** oidc-provider's storage adapter (auth-state.ts: SQLite or PostgreSQL). */
  adapter: AdapterFactory;
  /** The account of a user name (`sub`), or `undefined`. */
  findAccount(username: string): Promise<AccountRecord | undefined>;
  /** Keygrip keys signing the provider's cookies, newest first. */
  cookieKeys: string[];
  /** Private signing keys (ID tokens only). */
  signingKeys: JWK[];
}

function queryLanguage(ctx: KoaContextWithOIDC): ReturnType<typeof pickLanguage> {
  // ctx.oidc is missing when the error happened before oidc-provider set up its context.
  const params = (ctx.oidc as KoaContextWithOIDC['oidc'] | undefined)?.params;
  return pickLanguage(params?.ui_locales ?? ctx.query.ui_locales);
}

/**
 * Builds the oidc-provider configuration. Decisions where the interface description is silent
 * (documented for docs/interface-notes.md):
 * - no scope is needed: GET authorization requests without one get {@link DEFAULT_SCOPE};
 * - the code grant always returns a refresh token (no `offline_access` needed), rotated on use
 *   for the public client; refresh tokens live 14 days, a grant at most 30 days;
 * - tokens do not end with the browser session (`expiresWithSession` false);
 * - token_type is `Bearer` (RFC 6749 §7.1: case-insensitive); DPoP is off so that every access
 *   token is a plain bearer token;
 * - every authorization request shows the login form (no silent single sign-on), see
 *   {@link interactionPolicyWithLoginEachTime}; there is no consent screen;
 * - with scope `openid profile` the ID token carries `name`, `given_name`, `family_name`,
 *   `preferred_username` and the private claim {@link PERSON_ID_CLAIM} (not only userinfo).
 */
export function buildProviderConfiguration(input: ProviderConfigurationInput): Configuration {
  return {
    adapter: input.adapter,
    clients: [...DEMO_CLIENTS],
    clientAuthMethods: ['client_secret_basic', 'client_secret_post', 'none'],
    responseTypes: ['code'],
    scopes: ['openid', DEFAULT_SCOPE],
    claims: { openid: ['sub'], profile: ['name', 'given_name', 'family_name', 'preferred_username', PERSON_ID_CLAIM] },
    // The desktop app reads who signed in from the ID token of the code grant (scope `openid profile`),
    // so profile claims go into the ID token too, not only into the userinfo answer.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    allowOmittingSingleRegisteredRedirectUri: false,
    routes: ROUTES,
    cookies: {
      keys: input.cookieKeys,
      names: { session: 'oauth2_session', interaction: 'oauth2_interaction', resume: 'oauth2_resume' },
    },
    jwks: { keys: input.signingKeys },
    // Browser-based clients are not part of this project; the token endpoint answers no CORS request.
    clientBasedCORS: () => false,
    extraClientMetadata: {
      properties: [ACTING_USERNAME],
      validator(_ctx, key, value) {
        if (key === ACTING_USERNAME && value !== undefined && (typeof value !== 'string' || value === '')) {
          throw new TypeError(`${ACTING_USERNAME} must be a non-empty user name`);
        }
      },
    },
    features: {
      devInteractions: { enabled: false },
      clientCredentials: { enabled: true },
      // RFC 7009 §2.1: a client may only revoke its own tokens; others' are ignored (200, nothing revoked).
      revocation: { enabled: true, allowedPolicy: (_ctx, client, token) => token.clientId === client.clientId },
      dPoP: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      ClientCredentials: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      RefreshToken: 14 * DAY,
      // Every authorization signs in anew (see the policy above), so a browser session is short-lived state.
      Session: DAY,
      Grant: 30 * DAY,
    },
    issueRefreshToken: (_ctx, client, source) => client.grantTypeAllowed('refresh_token') && source.kind === 'AuthorizationCode',
    expiresWithSession: () => false,
    interactions: { policy: interactionPolicyWithLoginEachTime(), url: (_ctx, interaction) => interactionPath(interaction.uid) },
    async findAccount(_ctx, sub) {
      const account = await input.findAccount(sub);
      if (!account) return undefined;
      return {
        accountId: account.username,
        claims: () => ({
          sub: account.username,
          preferred_username: account.username,
          given_name: account.first_name ?? undefined,
          family_name: account.last_name,
          name: [account.first_name, account.last_name].filter(Boolean).join(' '),
          [PERSON_ID_CLAIM]: account.person_id,
        }),
      };
    },
    renderError(ctx, out) {
      ctx.status = ctx.status >= 400 ? ctx.status : 400;
      ctx.set(PAGE_HEADERS);
      ctx.body = renderRefusedPage(queryLanguage(ctx), { error: out.error, error_description: out.error_description });
    },
  };
}
