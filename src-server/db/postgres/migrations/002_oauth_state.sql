-- 002: the OAuth server's state (oidc-provider's models: sessions, grants, codes, tokens), shared
-- by every service process on this database; the signing and cookie keys live in `meta`
-- (oauth2_signing_jwks, oauth2_cookie_keys) as on SQLite. Payloads are JSON as oidc-provider
-- gives them; expiry and consumption are columns so that the adapter checks them in SQL.
CREATE TABLE oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant ON oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON oidc_payloads (model, uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON oidc_payloads (model, user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires ON oidc_payloads (expires_at) WHERE expires_at IS NOT NULL;
