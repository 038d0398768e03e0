import type { RightsHintMessages } from './en.js';

/** Italian messages of the rights hint (see en.ts). */
const rightsHintIt: RightsHintMessages = {
  rightsHint: {
    anyProject: '{action} richiede il ruolo {roles} in un progetto.',
    thisProject: '{action} richiede il ruolo {roles} in questo progetto.',
    quoted: '«{name}»',
    actions: {
      validate: 'La validazione',
      recordObservations: 'La registrazione di osservazioni',
      recordReleves: 'La registrazione di rilievi',
      createProjects: 'La creazione di progetti',
      addPeople: 'L’aggiunta di persone',
      changeProject: 'La modifica o l’eliminazione di questo progetto',
      changeDocument: 'La modifica di questo documento',
    },
  },
};

export default rightsHintIt;
