import type { RightsHintMessages } from './en.js';

/** German messages of the rights hint (see en.ts). */
const rightsHintDe: RightsHintMessages = {
  rightsHint: {
    anyProject: '{action} erfordert in einem Projekt die Rolle {roles}.',
    thisProject: '{action} erfordert in diesem Projekt die Rolle {roles}.',
    quoted: '«{name}»',
    actions: {
      validate: 'Validieren',
      recordObservations: 'Beobachtungen erfassen',
      recordReleves: 'Vegetationsaufnahmen erfassen',
      createProjects: 'Projekte anlegen',
      addPeople: 'Personen hinzufügen',
      changeProject: 'Dieses Projekt ändern oder löschen',
      changeDocument: 'Dieses Dokument ändern',
    },
  },
};

export default rightsHintDe;
