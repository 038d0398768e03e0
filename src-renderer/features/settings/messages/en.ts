/**
 * English messages of the settings that main's words need: the "Test connection" checks by code
 * (`connectionCheck.<code>`, codes and params of src-shared/contract/main-messages.ts) and the
 * built-in sandbox profile's name. Spread into messages/en.ts. vue-i18n syntax: `{name}` is a
 * placeholder; no literal `@ | { }`.
 */
const settingsMessagesEn = {
  connectionCheck: {
    'service-answers': '{host} answers (HTTP {http_status}).',
    'public-api-not-checked': 'Not checked: the service did not answer.',
    'public-api-not-found': '{url} was not found (HTTP 404). Check the service base URL: it is the address before /rest/v5 and /public/v5.',
    'public-api-http-error': 'The public API answered HTTP {http_status} instead of a list of vocabularies.',
    'public-api-not-json': 'The public API answered {media_type}, not JSON. Is this address an Observation Recording Service?',
    'public-api-not-v5': 'The answer is JSON but not a v5 list (an object with a “data” array).',
    'public-api-v4': 'The answer is JSON but not a v5 list. It looks like an older interface version (v4 answers carry “success”).',
    'public-api-ok': 'The public API answers with v5 lists.',
    'auth-metadata': 'The authorization server publishes its metadata ({path}).',
    'auth-endpoint-answers': 'The authorization endpoint {url} answers (no metadata document).',
    'auth-not-found': 'No authorization server at {base_url}: no metadata document, and {url} answered HTTP {http_status}. Check the authorization server URL (the address before /oauth2).',
    'token-not-checked': 'Not checked: the authorization server was not found.',
    'token-not-oauth': '{url} is not an OAuth token endpoint: a deliberately invalid request got HTTP {http_status} {media_type} without an OAuth error.',
    'token-unknown-client': 'The token endpoint does not know the client ID “{client_id}” (invalid_client).',
    'token-oauth-ok': 'The token endpoint answers with OAuth errors as it should (a deliberately invalid request got “{oauth_error}”).',
    'token-no-secret': 'The token endpoint answers with OAuth errors as it should (“{oauth_error}”), but no client secret is stored, so no token can be requested.',
    'token-issued': 'The token endpoint accepted the client ID and secret and issued a token.',
    'token-client-refused': 'The authorization server does not accept the client ID “{client_id}” with this secret ({oauth_error}).',
    'token-refused': 'The authorization server refused to issue a token ({oauth_error}).',
    'token-insecure': 'The authorization server {url} must use https (plain http is accepted only on this computer).',
    'token-failed': 'No token could be requested. {detail}',
  },
  serverBadge: {
    production: 'Production',
    windowTitle: '{name} – Observation Desk',
    legend: 'Server badge',
    color: 'Colour of the badge',
    neutral: 'Neutral',
    colors: { slate: 'Slate', blue: 'Blue', green: 'Green', amber: 'Amber', red: 'Red', purple: 'Purple' },
    isProduction: 'Production server',
    isProductionHelp: 'Bulk changes on this server ask first. Without a colour of its own its badge is red.',
    bulkTitle: 'Change data on the production server?',
    bulkMessage: '“{name}” is a production server. This changes {count} observations there.',
    bulkAccept: 'Change on production',
    bulkReject: 'Cancel',
  },
  profileName: {
    sandbox: 'Local sandbox',
  },
};

/** The shape the other locales' settings messages must have. */
export type SettingsMessages = typeof settingsMessagesEn;

export default settingsMessagesEn;
