import type { Messages } from './en.js';
import validationDe from '../features/validation/messages/de.js';
import detailDe from '../features/observation-detail/messages/de.js';
import observationsDe from '../features/observations/messages/de.js';
import mapDe from '../map/messages/de.js';
import projectsDe from '../features/projects/messages/de.js';
import peopleDe from '../features/people/messages/de.js';
import relevesDe from '../features/releves/messages/de.js';
import formsDe from '../components/forms/messages/de.js';
import observationFormDe from '../features/observation-form/messages/de.js';
import settingsMessagesDe from '../features/settings/messages/de.js';
import checkSettingsDe from '../features/settings/check-settings/messages/de.js';
import shellMessagesDe from '../features/shell/messages/de.js';
import documentsDe from '../features/documents/messages/de.js';
import uploadsDe from '../features/uploads/messages/de.js';
import exportsDe from '../features/export/messages/de.js';
import importsDe from '../features/import/messages/de.js';
import lightboxDe from '../components/lightbox/messages/de.js';
import rightsHintDe from '../components/feedback/messages/de.js';
import pickersDe from '../components/pickers/messages/de.js';
import taxonomyDe from '../features/taxonomy/messages/de.js';
import publicNeophytesDe from '../features/neophytes/messages/de.js';
import commentTemplatesDe from '../features/comment-templates/messages/de.js';
import mapLayersDe from '../features/map-layers/messages/de.js';
import reviewQueuesDe from '../features/review-queues/messages/de.js';
import referenceDataDe from '../features/reference/messages/de.js';
import recordChecksDe from '../features/record-checks/messages/de.js';
import taxonBesideDe from '../features/taxon-beside/messages/de.js';

/** German messages (Swiss orthography: "ss", «» quotes), for the data stewards of German-speaking cantons. */
const de: Messages = {
  app: {
    name: 'Observation Desk',
    loading: 'Wird geladen …',
    skipToContent: 'Zum Hauptinhalt springen',
  },
  languages: { en: 'English', de: 'Deutsch', fr: 'Français', it: 'Italiano' },
  nav: {
    label: 'Hauptnavigation',
    home: 'Übersicht',
    observations: 'Beobachtungen',
    settings: 'Einstellungen',
  },
  topbar: {
    serverTitle: 'Server: {name} ({url})',
    user: 'Angemeldet als {name}',
    notSignedIn: 'Nicht angemeldet',
    signOut: 'Abmelden',
    language: 'Sprache',
  },
  signIn: {
    title: 'Anmelden, um fortzufahren',
    intro: 'Observation Desk arbeitet mit den Daten des unten genannten Servers. Melden Sie sich dort mit Ihrem Konto an; die Anmeldeseite öffnet sich in Ihrem Browser.',
    server: 'Server',
    button: 'Anmelden',
    settings: 'Anderen Server wählen',
    waitingTitle: 'Warten auf die Anmeldung in Ihrem Browser …',
    waitingHint: 'Schliessen Sie die Anmeldung auf der Seite ab, die sich in Ihrem Browser geöffnet hat, und kehren Sie dann hierher zurück.',
    openPage: 'Anmeldeseite erneut öffnen',
    cancel: 'Abbrechen',
    failed: 'Die Anmeldung wurde nicht abgeschlossen.',
  },
  expired: {
    title: 'Ihre Sitzung ist abgelaufen',
    body: 'Melden Sie sich erneut an, um weiterzuarbeiten. Alles auf dem Bildschirm bleibt erhalten.',
    signIn: 'Erneut anmelden',
    signOut: 'Abmelden',
    waiting: 'Warten auf die Anmeldung in Ihrem Browser …',
    cancel: 'Abbrechen',
    failed: 'Die Anmeldung wurde nicht abgeschlossen. Sie können es erneut versuchen.',
  },
  service: {
    unreachableTitle: 'Der Dienst ist nicht erreichbar',
    unreachableIntro: 'Observation Desk erreicht den Dienst des verwendeten Serverprofils nicht.',
    url: 'Adresse',
    reason: 'Grund',
    retry: 'Erneut versuchen',
    settings: 'Servereinstellungen prüfen',
    checking: 'Wird geprüft …',
    banner: 'Der Dienst ist zurzeit nicht erreichbar: {reason}',
  },
  home: {
    title: 'Übersicht',
    welcome: 'Willkommen, {name}',
    account: 'Angemeldet als',
    username: 'Benutzername',
    server: 'Server',
    serviceUrl: 'Dienstadresse',
    sessionUntil: 'Sitzung gültig bis',
    staySignedIn: 'Anmeldung bleibt erhalten',
    storageEncrypted: 'Auch nach einem Neustart (verschlüsselt auf diesem Computer gespeichert)',
    storageMemory: 'Nur solange die Anwendung läuft: Nach einem Neustart melden Sie sich erneut an',
    serviceState: 'Dienst',
    reachable: 'Erreichbar',
    unreachable: 'Nicht erreichbar',
    work: {
      title: 'Ihre Arbeit',
      pending: 'Beobachtungen, die auf Ihre Validierung warten: {count}',
      pendingNone: 'Keine Beobachtung wartet auf Ihre Validierung.',
      pendingUnknown: 'Die Beobachtungen, die auf Validierung warten, konnten nicht gezählt werden.',
      uploads: 'Unterbrochene oder fehlgeschlagene Uploads: {count}',
      uploadsOpen: 'Upload-Warteschlange öffnen',
      uploadsNone: 'Kein Upload wartet auf Fortsetzung.',
      drafts: 'Nicht gespeicherte Entwürfe: {count}',
      draftsNone: 'Kein ungespeicherter Entwurf.',
      savedAt: 'gesichert {when}',
      kinds: {
        observation: 'Beobachtung #{id}',
        observationNew: 'Neue Beobachtung',
        releve: 'Aufnahme #{id}',
        releveNew: 'Neue Aufnahme',
        project: 'Projekt #{id}',
        projectNew: 'Neues Projekt',
        person: 'Person #{id}',
        personNew: 'Neue Person',
        document: 'Dokument #{id}',
        documentNew: 'Neues Dokument',
        other: 'Anderes Formular',
      },
    },
  },
  settings: {
    title: 'Einstellungen',
    profiles: {
      title: 'Serverprofile',
      intro: 'Ein Serverprofil legt fest, mit welchem Beobachtungsdienst Sie arbeiten und wo Sie sich anmelden.',
      add: 'Serverprofil hinzufügen',
      active: 'In Verwendung',
      sandbox: 'Sandbox',
      activate: 'Diesen Server verwenden',
      edit: 'Bearbeiten',
      view: 'Details',
      remove: 'Entfernen',
      removeConfirmTitle: 'Serverprofil entfernen',
      removeConfirm: 'Das Serverprofil «{name}» entfernen? Ein gespeichertes Geheimnis wird ebenfalls gelöscht.',
      removed: 'Serverprofil «{name}» entfernt.',
      activated: 'Jetzt wird «{name}» verwendet. Melden Sie sich an, um fortzufahren.',
      empty: 'Noch keine Serverprofile.',
      grantPerson: 'Persönliche Anmeldung',
      grantService: 'Dienst-Client',
      serviceUrl: 'Dienst',
      authUrl: 'Anmeldung',
    },
    form: {
      newTitle: 'Neues Serverprofil',
      editTitle: 'Serverprofil bearbeiten',
      viewTitle: 'Serverprofil',
      sandboxNote: 'Die lokale Sandbox wird von Observation Desk gestartet und eingerichtet; sie kann nicht geändert werden.',
      name: 'Name',
      nameHelp: 'So wird das Profil angezeigt, z. B. «Kanton Bern – Produktion».',
      serviceUrl: 'Basis-URL des Dienstes',
      serviceUrlHelp: 'Die Adresse vor /rest/v5, z. B. https://observations.example.org',
      authUrl: 'URL des Autorisierungsservers',
      authUrlHelp: 'Die Adresse vor /oauth2/authorize, oft dieselbe wie beim Dienst.',
      clientId: 'Client-ID',
      clientIdHelp: 'Der Name, unter dem diese Anwendung beim Autorisierungsserver registriert ist.',
      grantType: 'Art der Anmeldung',
      grantAuthorizationCode: 'Persönliche Anmeldung im Browser (Authorization Code)',
      grantClientCredentials: 'Dienst-Client mit Geheimnis (Client Credentials)',
      secret: 'Client-Geheimnis',
      secretStored: 'Ein Geheimnis ist gespeichert',
      secretWillBeForgotten: 'Das gespeicherte Geheimnis wird beim Speichern gelöscht',
      secretReplace: 'Ersetzen',
      secretForget: 'Löschen',
      secretKeep: 'Gespeichertes Geheimnis behalten',
      secretHelp: 'Wird verschlüsselt auf diesem Computer gespeichert und nie wieder angezeigt.',
      save: 'Speichern',
      saved: 'Serverprofil «{name}» gespeichert.',
      cancel: 'Abbrechen',
      back: 'Zurück zu den Einstellungen',
      test: 'Verbindung testen',
      testing: 'Wird getestet …',
      formErrors: 'Bitte korrigieren Sie die markierten Felder.',
      leaveTitle: 'Änderungen verwerfen?',
      leaveBody: 'Sie haben dieses Serverprofil geändert, aber nicht gespeichert. Seite verlassen und Änderungen verwerfen?',
      leave: 'Änderungen verwerfen',
      stay: 'Weiter bearbeiten',
    },
    validation: {
      required: 'Bitte füllen Sie dieses Feld aus.',
      url: 'Geben Sie eine vollständige Adresse ein, die mit http:// oder https:// beginnt.',
      tooLong: 'Höchstens {max} Zeichen.',
      secretRequired: 'Ein Dienst-Client braucht sein Geheimnis.',
    },
    test: {
      title: 'Verbindungstest',
      ok: 'Alle Prüfungen bestanden.',
      failed: 'Einige Prüfungen sind fehlgeschlagen.',
      passed: 'bestanden',
      failedCheck: 'fehlgeschlagen',
      checks: {
        service: 'Dienst',
        publicApi: 'Öffentliche Schnittstelle',
        authorizationServer: 'Autorisierungsserver',
        tokenEndpoint: 'Token-Endpunkt',
      },
    },
    preferences: {
      title: 'Persönliche Einstellungen',
      language: 'Sprache',
      theme: 'Erscheinungsbild',
      themes: { system: 'Wie das System', light: 'Hell', dark: 'Dunkel' },
    },
  },
  errors: {
    network: 'Der Dienst ist nicht erreichbar. Prüfen Sie die Netzwerkverbindung und die Serveradresse.',
    hostUnreachable: 'Der lokale Host von Observation Desk antwortet nicht. Läuft er noch?',
    hostError: 'Der lokale Host von Observation Desk hat die Anfrage abgelehnt ({status}). Öffnen Sie die Adresse, die er beim Start ausgegeben hat, erneut.',
    titles: {
      network: 'Keine Verbindung',
      forbidden: 'Nicht erlaubt',
      validation: 'Bitte Eingaben prüfen',
      notFound: 'Nicht gefunden',
      conflict: 'Konflikt',
      server: 'Fehler auf dem Server',
      unknown: 'Etwas ist schiefgelaufen',
    },
  },
  ...detailDe,
  ...validationDe,
  ...commentTemplatesDe,
  ...mapLayersDe,
  ...reviewQueuesDe,
  ...recordChecksDe,
  ...taxonBesideDe,
  ...observationsDe,
  ...mapDe,
  ...projectsDe,
  ...peopleDe,
  ...relevesDe,
  ...formsDe,
  ...observationFormDe,
  ...settingsMessagesDe,
  ...checkSettingsDe,
  ...shellMessagesDe,
  ...documentsDe,
  ...uploadsDe,
  ...exportsDe,
  ...importsDe,
  ...lightboxDe,
  ...rightsHintDe,
  ...pickersDe,
  ...taxonomyDe,
  ...publicNeophytesDe,
  ...referenceDataDe,
  primevue: {
    accept: 'Ja',
    reject: 'Nein',
    close: 'Schliessen',
    emptyMessage: 'Keine Optionen verfügbar',
    emptyFilterMessage: 'Keine Ergebnisse gefunden',
  },
};

export default de;
