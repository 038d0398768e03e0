import type { Messages } from './en.js';
import validationFr from '../features/validation/messages/fr.js';
import detailFr from '../features/observation-detail/messages/fr.js';
import observationsFr from '../features/observations/messages/fr.js';
import mapFr from '../map/messages/fr.js';
import projectsFr from '../features/projects/messages/fr.js';
import peopleFr from '../features/people/messages/fr.js';
import relevesFr from '../features/releves/messages/fr.js';
import formsFr from '../components/forms/messages/fr.js';
import observationFormFr from '../features/observation-form/messages/fr.js';
import settingsMessagesFr from '../features/settings/messages/fr.js';
import checkSettingsFr from '../features/settings/check-settings/messages/fr.js';
import shellMessagesFr from '../features/shell/messages/fr.js';
import documentsFr from '../features/documents/messages/fr.js';
import uploadsFr from '../features/uploads/messages/fr.js';
import exportsFr from '../features/export/messages/fr.js';
import importsFr from '../features/import/messages/fr.js';
import lightboxFr from '../components/lightbox/messages/fr.js';
import rightsHintFr from '../components/feedback/messages/fr.js';
import pickersFr from '../components/pickers/messages/fr.js';
import taxonomyFr from '../features/taxonomy/messages/fr.js';
import publicNeophytesFr from '../features/neophytes/messages/fr.js';
import commentTemplatesFr from '../features/comment-templates/messages/fr.js';
import mapLayersFr from '../features/map-layers/messages/fr.js';
import reviewQueuesFr from '../features/review-queues/messages/fr.js';
import referenceDataFr from '../features/reference/messages/fr.js';
import recordChecksFr from '../features/record-checks/messages/fr.js';
import taxonBesideFr from '../features/taxon-beside/messages/fr.js';

/** French messages (Swiss usage; non-breaking spaces before : ; ? ! and inside « »). */
const fr: Messages = {
  app: {
    name: 'Observation Desk',
    loading: 'Chargement…',
    skipToContent: 'Aller au contenu principal',
  },
  languages: { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Navigation principale',
    home: 'Aperçu',
    observations: 'Observations',
    settings: 'Paramètres',
  },
  topbar: {
    serverTitle: 'Serveur\u00a0: {name} ({url})',
    user: 'Compte connecté\u00a0: {name}',
    notSignedIn: 'Non connecté',
    signOut: 'Se déconnecter',
    language: 'Langue',
  },
  signIn: {
    title: 'Connectez-vous pour continuer',
    intro: 'Observation Desk travaille avec les données du serveur ci-dessous. Connectez-vous avec votre compte sur ce serveur\u00a0; la page de connexion s’ouvre dans votre navigateur.',
    server: 'Serveur',
    button: 'Se connecter',
    settings: 'Choisir un autre serveur',
    waitingTitle: 'En attente de la connexion dans votre navigateur…',
    waitingHint: 'Terminez la connexion dans la page qui s’est ouverte dans votre navigateur, puis revenez ici.',
    openPage: 'Rouvrir la page de connexion',
    cancel: 'Annuler',
    failed: 'La connexion n’a pas abouti.',
  },
  expired: {
    title: 'Votre session a expiré',
    body: 'Reconnectez-vous pour continuer. Tout ce qui est affiché reste en place.',
    signIn: 'Se reconnecter',
    signOut: 'Se déconnecter',
    waiting: 'En attente de la connexion dans votre navigateur…',
    cancel: 'Annuler',
    failed: 'La connexion n’a pas abouti. Vous pouvez réessayer.',
  },
  service: {
    unreachableTitle: 'Le service est injoignable',
    unreachableIntro: 'Observation Desk ne parvient pas à joindre le service du profil de serveur utilisé.',
    url: 'Adresse',
    reason: 'Motif',
    retry: 'Réessayer',
    settings: 'Vérifier les paramètres du serveur',
    checking: 'Vérification…',
    banner: 'Le service est momentanément injoignable\u00a0: {reason}',
  },
  home: {
    title: 'Aperçu',
    welcome: 'Bienvenue, {name}',
    account: 'Compte',
    username: 'Nom d’utilisateur',
    server: 'Serveur',
    serviceUrl: 'Adresse du service',
    sessionUntil: 'Session valable jusqu’au',
    staySignedIn: 'Connexion conservée',
    storageEncrypted: 'Même après un redémarrage (conservé chiffré sur cet ordinateur)',
    storageMemory: 'Seulement tant que l’application est ouverte\u00a0: après un redémarrage, vous vous reconnectez',
    serviceState: 'Service',
    reachable: 'Joignable',
    unreachable: 'Injoignable',
    work: {
      title: 'Votre travail',
      pending: 'Observations en attente de votre validation : {count}',
      pendingNone: 'Aucune observation n’attend votre validation.',
      pendingUnknown: 'Les observations en attente de validation n’ont pas pu être comptées.',
      uploads: 'Téléversements interrompus ou en échec : {count}',
      uploadsOpen: 'Ouvrir la file des téléversements',
      uploadsNone: 'Aucun téléversement à reprendre.',
      drafts: 'Brouillons non enregistrés : {count}',
      draftsNone: 'Aucun brouillon non enregistré.',
      savedAt: 'conservé {when}',
      kinds: {
        observation: 'Observation n° {id}',
        observationNew: 'Nouvelle observation',
        releve: 'Relevé n° {id}',
        releveNew: 'Nouveau relevé',
        project: 'Projet n° {id}',
        projectNew: 'Nouveau projet',
        person: 'Personne n° {id}',
        personNew: 'Nouvelle personne',
        document: 'Document n° {id}',
        documentNew: 'Nouveau document',
        other: 'Autre formulaire',
      },
    },
  },
  settings: {
    title: 'Paramètres',
    profiles: {
      title: 'Profils de serveur',
      intro: 'Un profil de serveur indique avec quel service d’observations travailler et où se connecter.',
      add: 'Ajouter un profil de serveur',
      active: 'Utilisé',
      sandbox: 'Bac à sable',
      activate: 'Utiliser ce serveur',
      edit: 'Modifier',
      view: 'Détails',
      remove: 'Supprimer',
      removeConfirmTitle: 'Supprimer le profil de serveur',
      removeConfirm: 'Supprimer le profil de serveur «\u00a0{name}\u00a0»\u00a0? Un secret enregistré sera également effacé.',
      removed: 'Profil de serveur «\u00a0{name}\u00a0» supprimé.',
      activated: 'Le serveur «\u00a0{name}\u00a0» est maintenant utilisé. Connectez-vous pour continuer.',
      empty: 'Aucun profil de serveur pour l’instant.',
      grantPerson: 'Connexion personnelle',
      grantService: 'Client de service',
      serviceUrl: 'Service',
      authUrl: 'Connexion',
    },
    form: {
      newTitle: 'Nouveau profil de serveur',
      editTitle: 'Modifier le profil de serveur',
      viewTitle: 'Profil de serveur',
      sandboxNote: 'Le bac à sable local est démarré et configuré par Observation Desk\u00a0; il ne peut pas être modifié.',
      name: 'Nom',
      nameHelp: 'Le nom sous lequel le profil est affiché, p.\u00a0ex. «\u00a0Canton de Vaud – production\u00a0».',
      serviceUrl: 'URL de base du service',
      serviceUrlHelp: 'L’adresse qui précède /rest/v5, p.\u00a0ex. https://observations.example.org',
      authUrl: 'URL du serveur d’autorisation',
      authUrlHelp: 'L’adresse qui précède /oauth2/authorize, souvent la même que celle du service.',
      clientId: 'Identifiant client',
      clientIdHelp: 'Le nom sous lequel cette application est enregistrée auprès du serveur d’autorisation.',
      grantType: 'Mode de connexion',
      grantAuthorizationCode: 'Connexion personnelle dans le navigateur (code d’autorisation)',
      grantClientCredentials: 'Client de service avec secret (identifiants client)',
      secret: 'Secret client',
      secretStored: 'Un secret est enregistré',
      secretWillBeForgotten: 'Le secret enregistré sera effacé à l’enregistrement',
      secretReplace: 'Remplacer',
      secretForget: 'Effacer',
      secretKeep: 'Conserver le secret enregistré',
      secretHelp: 'Enregistré chiffré sur cet ordinateur\u00a0; il n’est plus jamais affiché.',
      save: 'Enregistrer',
      saved: 'Profil de serveur «\u00a0{name}\u00a0» enregistré.',
      cancel: 'Annuler',
      back: 'Retour aux paramètres',
      test: 'Tester la connexion',
      testing: 'Test en cours…',
      formErrors: 'Veuillez corriger les champs signalés.',
      leaveTitle: 'Abandonner les modifications\u00a0?',
      leaveBody: 'Vous avez modifié ce profil de serveur sans l’enregistrer. Quitter la page et abandonner les modifications\u00a0?',
      leave: 'Abandonner les modifications',
      stay: 'Continuer la saisie',
    },
    validation: {
      required: 'Veuillez remplir ce champ.',
      url: 'Saisissez une adresse complète commençant par http:// ou https://',
      tooLong: '{max}\u00a0caractères au maximum.',
      secretRequired: 'Un client de service a besoin de son secret.',
    },
    test: {
      title: 'Test de connexion',
      ok: 'Tous les contrôles ont réussi.',
      failed: 'Certains contrôles ont échoué.',
      passed: 'réussi',
      failedCheck: 'échoué',
      checks: {
        service: 'Service',
        publicApi: 'Interface publique',
        authorizationServer: 'Serveur d’autorisation',
        tokenEndpoint: 'Point de terminaison des jetons',
      },
    },
    preferences: {
      title: 'Préférences',
      language: 'Langue',
      theme: 'Apparence',
      themes: { system: 'Comme le système', light: 'Clair', dark: 'Sombre' },
    },
  },
  errors: {
    network: 'Le service n’a pas pu être joint. Vérifiez la connexion réseau et l’adresse du serveur.',
    hostUnreachable: 'L’hôte local d’Observation Desk ne répond pas. Est-il toujours en marche\u00a0?',
    hostError: 'L’hôte local d’Observation Desk a refusé la requête ({status}). Rouvrez l’adresse qu’il a affichée au démarrage.',
    titles: {
      network: 'Pas de connexion',
      forbidden: 'Non autorisé',
      validation: 'Veuillez vérifier votre saisie',
      notFound: 'Introuvable',
      conflict: 'Conflit',
      server: 'Erreur sur le serveur',
      unknown: 'Un problème est survenu',
    },
  },
  ...detailFr,
  ...validationFr,
  ...commentTemplatesFr,
  ...mapLayersFr,
  ...reviewQueuesFr,
  ...recordChecksFr,
  ...taxonBesideFr,
  ...observationsFr,
  ...mapFr,
  ...projectsFr,
  ...peopleFr,
  ...relevesFr,
  ...formsFr,
  ...observationFormFr,
  ...settingsMessagesFr,
  ...checkSettingsFr,
  ...shellMessagesFr,
  ...documentsFr,
  ...uploadsFr,
  ...exportsFr,
  ...importsFr,
  ...lightboxFr,
  ...rightsHintFr,
  ...pickersFr,
  ...taxonomyFr,
  ...publicNeophytesFr,
  ...referenceDataFr,
  primevue: {
    accept: 'Oui',
    reject: 'Non',
    close: 'Fermer',
    emptyMessage: 'Aucune option disponible',
    emptyFilterMessage: 'Aucun résultat',
  },
};

export default fr;
