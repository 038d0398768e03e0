import type { RightsHintMessages } from './en.js';

/** French messages of the rights hint (see en.ts). */
const rightsHintFr: RightsHintMessages = {
  rightsHint: {
    anyProject: '{action} nécessite le rôle {roles} dans un projet.',
    thisProject: '{action} nécessite le rôle {roles} dans ce projet.',
    quoted: '« {name} »',
    actions: {
      validate: 'La validation',
      recordObservations: 'La saisie d’observations',
      recordReleves: 'La saisie de relevés',
      createProjects: 'La création de projets',
      addPeople: 'L’ajout de personnes',
      changeProject: 'La modification ou la suppression de ce projet',
      changeDocument: 'La modification de ce document',
    },
  },
};

export default rightsHintFr;
