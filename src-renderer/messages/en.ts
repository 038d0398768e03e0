/**
 * English messages, the reference for the other locales: their files are typed `Messages`, so a
 * missing or extra key fails the type check, and messages/messages.test.ts fails at run time too.
 * vue-i18n syntax: `{name}` is a placeholder; never use a literal `@`, `|`, `{` or `}` in a text.
 */
import validationEn from '../features/validation/messages/en.js';
import detailEn from '../features/observation-detail/messages/en.js';
import observationsEn from '../features/observations/messages/en.js';
import mapEn from '../map/messages/en.js';
import projectsEn from '../features/projects/messages/en.js';
import peopleEn from '../features/people/messages/en.js';
import relevesEn from '../features/releves/messages/en.js';
import formsEn from '../components/forms/messages/en.js';
import observationFormEn from '../features/observation-form/messages/en.js';
import settingsMessagesEn from '../features/settings/messages/en.js';
import checkSettingsEn from '../features/settings/check-settings/messages/en.js';
import shellMessagesEn from '../features/shell/messages/en.js';
import documentsEn from '../features/documents/messages/en.js';
import uploadsEn from '../features/uploads/messages/en.js';
import exportsEn from '../features/export/messages/en.js';
import importsEn from '../features/import/messages/en.js';
import lightboxEn from '../components/lightbox/messages/en.js';
import rightsHintEn from '../components/feedback/messages/en.js';
import pickersEn from '../components/pickers/messages/en.js';
import taxonomyEn from '../features/taxonomy/messages/en.js';
import publicNeophytesEn from '../features/neophytes/messages/en.js';
import commentTemplatesEn from '../features/comment-templates/messages/en.js';
import mapLayersEn from '../features/map-layers/messages/en.js';
import reviewQueuesEn from '../features/review-queues/messages/en.js';
import referenceDataEn from '../features/reference/messages/en.js';
import recordChecksEn from '../features/record-checks/messages/en.js';
import taxonBesideEn from '../features/taxon-beside/messages/en.js';

const en = {
  app: {
    name: 'Observation Desk',
    loading: 'Loading…',
    skipToContent: 'Skip to main content',
  },
  languages: { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Main navigation',
    home: 'Overview',
    observations: 'Observations',
    settings: 'Settings',
  },
  topbar: {
    serverTitle: 'Server: {name} ({url})',
    user: 'Signed in as {name}',
    notSignedIn: 'Not signed in',
    signOut: 'Sign out',
    language: 'Language',
  },
  signIn: {
    title: 'Sign in to continue',
    intro: 'Observation Desk works with the data of the server below. Sign in with your account there; the sign-in page opens in your browser.',
    server: 'Server',
    button: 'Sign in',
    settings: 'Choose another server',
    waitingTitle: 'Waiting for the sign-in in your browser…',
    waitingHint: 'Finish signing in on the page that opened in your browser, then come back here.',
    openPage: 'Open the sign-in page again',
    cancel: 'Cancel',
    failed: 'The sign-in did not complete.',
  },
  expired: {
    title: 'Your session has expired',
    body: 'Sign in again to continue. Everything on screen stays as it is.',
    signIn: 'Sign in again',
    signOut: 'Sign out',
    waiting: 'Waiting for the sign-in in your browser…',
    cancel: 'Cancel',
    failed: 'The sign-in did not complete. You can try again.',
  },
  service: {
    unreachableTitle: 'The service cannot be reached',
    unreachableIntro: 'Observation Desk cannot reach the service of the server profile in use.',
    url: 'Address',
    reason: 'Reason',
    retry: 'Try again',
    settings: 'Check the server settings',
    checking: 'Checking…',
    banner: 'The service cannot be reached at the moment: {reason}',
  },
  home: {
    title: 'Overview',
    welcome: 'Welcome, {name}',
    account: 'Signed in as',
    username: 'User name',
    server: 'Server',
    serviceUrl: 'Service address',
    sessionUntil: 'Session valid until',
    staySignedIn: 'Sign-in kept',
    storageEncrypted: 'Across restarts (kept encrypted on this computer)',
    storageMemory: 'Only while the app runs: you sign in again after a restart',
    serviceState: 'Service',
    reachable: 'Reachable',
    unreachable: 'Not reachable',
    work: {
      title: 'Your work',
      pending: 'Observations waiting for your validation: {count}',
      pendingNone: 'No observation waits for your validation.',
      pendingUnknown: 'The observations waiting for validation could not be counted.',
      uploads: 'Uploads interrupted or failed: {count}',
      uploadsOpen: 'Open the upload queue',
      uploadsNone: 'No upload waits to be resumed.',
      drafts: 'Unsaved drafts: {count}',
      draftsNone: 'No unsaved draft.',
      savedAt: 'kept {when}',
      kinds: {
        observation: 'Observation #{id}',
        observationNew: 'New observation',
        releve: 'Relevé #{id}',
        releveNew: 'New relevé',
        project: 'Project #{id}',
        projectNew: 'New project',
        person: 'Person #{id}',
        personNew: 'New person',
        document: 'Document #{id}',
        documentNew: 'New document',
        other: 'Other form',
      },
    },
  },
  settings: {
    title: 'Settings',
    profiles: {
      title: 'Server profiles',
      intro: 'A server profile says which observation service to work with and where to sign in.',
      add: 'Add a server profile',
      active: 'In use',
      sandbox: 'Sandbox',
      activate: 'Use this server',
      edit: 'Edit',
      view: 'Details',
      remove: 'Remove',
      removeConfirmTitle: 'Remove server profile',
      removeConfirm: 'Remove the server profile “{name}”? A stored secret is forgotten too.',
      removed: 'Server profile “{name}” removed.',
      activated: 'Now using “{name}”. Sign in to continue.',
      empty: 'No server profiles yet.',
      grantPerson: 'Personal sign-in',
      grantService: 'Service client',
      serviceUrl: 'Service',
      authUrl: 'Sign-in',
    },
    form: {
      newTitle: 'New server profile',
      editTitle: 'Edit server profile',
      viewTitle: 'Server profile',
      sandboxNote: 'The local sandbox is started and set up by Observation Desk; it cannot be changed.',
      name: 'Name',
      nameHelp: 'How the profile is shown, e.g. “Canton of Bern – production”.',
      serviceUrl: 'Service base URL',
      serviceUrlHelp: 'The address in front of /rest/v5, e.g. https://observations.example.org',
      authUrl: 'Authorization server URL',
      authUrlHelp: 'The address in front of /oauth2/authorize, often the same as the service.',
      clientId: 'Client ID',
      clientIdHelp: 'The name under which this app is registered at the authorization server.',
      grantType: 'How to sign in',
      grantAuthorizationCode: 'Personal sign-in in the browser (authorization code)',
      grantClientCredentials: 'Service client with a secret (client credentials)',
      secret: 'Client secret',
      secretStored: 'A secret is stored',
      secretWillBeForgotten: 'The stored secret will be forgotten when you save',
      secretReplace: 'Replace',
      secretForget: 'Forget',
      secretKeep: 'Keep the stored secret',
      secretHelp: 'Stored encrypted on this computer; it is never shown again.',
      save: 'Save',
      saved: 'Server profile “{name}” saved.',
      cancel: 'Cancel',
      back: 'Back to settings',
      test: 'Test connection',
      testing: 'Testing…',
      formErrors: 'Please correct the marked fields.',
      leaveTitle: 'Discard changes?',
      leaveBody: 'You have changed this server profile without saving. Leave and discard the changes?',
      leave: 'Discard changes',
      stay: 'Keep editing',
    },
    validation: {
      required: 'Please fill in this field.',
      url: 'Enter a full address starting with http:// or https://',
      tooLong: 'At most {max} characters.',
      secretRequired: 'A service client needs its secret.',
    },
    test: {
      title: 'Connection test',
      ok: 'All checks passed.',
      failed: 'Some checks failed.',
      passed: 'passed',
      failedCheck: 'failed',
      checks: {
        service: 'Service',
        publicApi: 'Public interface',
        authorizationServer: 'Authorization server',
        tokenEndpoint: 'Token endpoint',
      },
    },
    preferences: {
      title: 'Preferences',
      language: 'Language',
      theme: 'Appearance',
      themes: { system: 'Like the system', light: 'Light', dark: 'Dark' },
    },
  },
  errors: {
    network: 'The service could not be reached. Check the network connection and the server address.',
    hostUnreachable: 'The local Observation Desk host does not answer. Is it still running?',
    hostError: 'The local Observation Desk host refused the request ({status}). Open the address it printed at start-up again.',
    titles: {
      network: 'No connection',
      forbidden: 'Not allowed',
      validation: 'Please check your input',
      notFound: 'Not found',
      conflict: 'Conflict',
      server: 'Error on the server',
      unknown: 'Something went wrong',
    },
  },
  ...detailEn,
  ...validationEn,
  ...commentTemplatesEn,
  ...mapLayersEn,
  ...reviewQueuesEn,
  ...recordChecksEn,
  ...taxonBesideEn,
  ...observationsEn,
  ...mapEn,
  ...projectsEn,
  ...peopleEn,
  ...relevesEn,
  ...formsEn,
  ...observationFormEn,
  ...settingsMessagesEn,
  ...checkSettingsEn,
  ...shellMessagesEn,
  ...documentsEn,
  ...uploadsEn,
  ...exportsEn,
  ...importsEn,
  ...lightboxEn,
  ...rightsHintEn,
  ...pickersEn,
  ...taxonomyEn,
  ...publicNeophytesEn,
  ...referenceDataEn,
  primevue: {
    accept: 'Yes',
    reject: 'No',
    close: 'Close',
    emptyMessage: 'No options available',
    emptyFilterMessage: 'No results found',
  },
};

/** The shape every locale's messages must have. */
export type Messages = typeof en;

export default en;
