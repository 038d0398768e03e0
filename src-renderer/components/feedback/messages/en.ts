/**
 * English messages of the rights hint (components/feedback/RightsHint.vue), merged into
 * messages/en.ts under `rightsHint`: why an action is not offered. `{roles}` is the list of role
 * names that would allow it, already quoted and joined with the language's "or".
 */
const rightsHintEn = {
  rightsHint: {
    anyProject: '{action} needs the role {roles} in a project.',
    thisProject: '{action} needs the role {roles} in this project.',
    quoted: '“{name}”',
    actions: {
      validate: 'Validating',
      recordObservations: 'Recording observations',
      recordReleves: 'Recording relevés',
      createProjects: 'Creating projects',
      addPeople: 'Adding people',
      changeProject: 'Changing or deleting this project',
      changeDocument: 'Changing this document',
    },
  },
};

/** The shape of the rights hint's messages in every locale. */
export type RightsHintMessages = typeof rightsHintEn;

export default rightsHintEn;
