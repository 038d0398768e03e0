/**
 * OAuth clients registered with the reference authorization server (interface v5 §Authentication
 * item 4: clients are registered beforehand; there is no dynamic registration).
 */
import type { ClientMetadata } from 'oidc-provider';

/**
 * Client metadata member naming the account a client-credentials client acts as
 * (interface v5 §Authentication item 4). Not a registered IANA member: oidc-provider is told about
 * it through `extraClientMetadata`.
 */
export const ACTING_USERNAME = 'acting_username';

/** Client id of the desktop app: public native client, authorization code + PKCE, refresh tokens. */
export const DESK_CLIENT_ID = 'observation-desk';

/** Client id of the demo machine client: confidential, client credentials, acts as `steward`. */
export const DEMO_SERVICE_CLIENT_ID = 'demo-service';

/**
 * The demo clients in oidc-provider's metadata form (OIDC Dynamic Client Registration §2 names).
 *
 * `observation-desk` is a native app (RFC 8252): no secret (`token_endpoint_auth_method: none`),
 * loopback redirect URIs whose port is chosen at run time — oidc-provider accepts any port on a
 * registered loopback URI of a native client (RFC 8252 §7.3). `localhost` is accepted because the
 * task asks for it even though RFC 8252 §8.3 discourages it.
 *
 * `demo-service` authenticates with `client_secret_basic` or, equally accepted by oidc-provider,
 * `client_secret_post` (interface: Basic preferred, form field allowed).
 */
export const DEMO_CLIENTS: readonly ClientMetadata[] = [
  {
    client_id: DESK_CLIENT_ID,
    client_name: 'Observation Desk',
    application_type: 'native',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: ['http://127.0.0.1/callback', 'http://[::1]/callback', 'http://localhost/callback'],
  },
  {
    client_id: DEMO_SERVICE_CLIENT_ID,
    client_name: 'Demo service',
    client_secret: 'demo-service-secret',
    application_type: 'web',
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['client_credentials'],
    response_types: [],
    redirect_uris: [],
    [ACTING_USERNAME]: 'steward',
  },
];
