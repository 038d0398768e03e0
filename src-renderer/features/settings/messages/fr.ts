import type { SettingsMessages } from './en.js';

/** French messages of the connection checks and the sandbox profile's name (non-breaking spaces before : ; ? ! and inside « »). */
const settingsMessagesFr: SettingsMessages = {
  connectionCheck: {
    'service-answers': '{host} répond (HTTP {http_status}).',
    'public-api-not-checked': 'Non vérifié\u00a0: le service n’a pas répondu.',
    'public-api-not-found': '{url} est introuvable (HTTP 404). Vérifiez l’URL de base du service\u00a0: c’est l’adresse qui précède /rest/v5 et /public/v5.',
    'public-api-http-error': 'L’interface publique a répondu HTTP {http_status} au lieu d’une liste de vocabulaires.',
    'public-api-not-json': 'L’interface publique a répondu en {media_type}, pas en JSON. Cette adresse est-elle bien celle d’un Observation Recording Service\u00a0?',
    'public-api-not-v5': 'La réponse est en JSON, mais ce n’est pas une liste v5 (un objet avec un tableau «\u00a0data\u00a0»).',
    'public-api-v4': 'La réponse est en JSON, mais ce n’est pas une liste v5. Il s’agit sans doute d’une version plus ancienne de l’interface (les réponses v4 contiennent «\u00a0success\u00a0»).',
    'public-api-ok': 'L’interface publique répond avec des listes v5.',
    'auth-metadata': 'Le serveur d’autorisation publie ses métadonnées ({path}).',
    'auth-endpoint-answers': 'Le point de terminaison d’autorisation {url} répond (pas de document de métadonnées).',
    'auth-not-found': 'Aucun serveur d’autorisation à l’adresse {base_url}\u00a0: pas de document de métadonnées, et {url} a répondu HTTP {http_status}. Vérifiez l’URL du serveur d’autorisation (l’adresse qui précède /oauth2).',
    'token-not-checked': 'Non vérifié\u00a0: le serveur d’autorisation est introuvable.',
    'token-not-oauth': '{url} n’est pas un point de terminaison des jetons OAuth\u00a0: une requête volontairement invalide a reçu HTTP {http_status} {media_type} sans erreur OAuth.',
    'token-unknown-client': 'Le point de terminaison des jetons ne connaît pas l’identifiant client «\u00a0{client_id}\u00a0» (invalid_client).',
    'token-oauth-ok': 'Le point de terminaison des jetons répond comme il se doit par des erreurs OAuth (une requête volontairement invalide a reçu «\u00a0{oauth_error}\u00a0»).',
    'token-no-secret': 'Le point de terminaison des jetons répond comme il se doit par des erreurs OAuth («\u00a0{oauth_error}\u00a0»), mais aucun secret client n’est enregistré\u00a0: aucun jeton ne peut donc être demandé.',
    'token-issued': 'Le point de terminaison des jetons a accepté l’identifiant client et le secret, et a délivré un jeton.',
    'token-client-refused': 'Le serveur d’autorisation n’accepte pas l’identifiant client «\u00a0{client_id}\u00a0» avec ce secret ({oauth_error}).',
    'token-refused': 'Le serveur d’autorisation a refusé de délivrer un jeton ({oauth_error}).',
    'token-insecure': 'Le serveur d’autorisation {url} doit utiliser https (le http non chiffré n’est accepté que sur cet ordinateur).',
    'token-failed': 'Aucun jeton n’a pu être demandé. {detail}',
  },
  serverBadge: {
    production: 'Production',
    windowTitle: '{name} – Observation Desk',
    legend: 'Badge du serveur',
    color: 'Couleur du badge',
    neutral: 'Neutre',
    colors: { slate: 'Ardoise', blue: 'Bleu', green: 'Vert', amber: 'Ambre', red: 'Rouge', purple: 'Violet' },
    isProduction: 'Serveur de production',
    isProductionHelp: 'Les modifications en masse sur ce serveur demandent d’abord confirmation. Sans couleur propre, son badge est rouge.',
    bulkTitle: 'Modifier des données sur le serveur de production ?',
    bulkMessage: '«\u00a0{name}\u00a0» est un serveur de production. Cette action y modifie {count} observations.',
    bulkAccept: 'Modifier en production',
    bulkReject: 'Annuler',
  },
  profileName: {
    sandbox: 'Bac à sable local',
  },
};

export default settingsMessagesFr;
