/**
 * English messages of the observation form (create, edit, delete), merged into messages/en.ts under
 * `observationForm`. Field labels are the detail's (`detail.fields`); labels of coded values come
 * from the vocabularies. The other locales type their files with {@link ObservationFormMessages}.
 */
const observationFormEn = {
  observationForm: {
    newButton: 'New observation',
    newTitle: 'New observation',
    editTitle: 'Edit observation {id}',
    back: 'Back to the observations',
    showInWorkspace: 'Show in the workspace',
    loading: 'Loading the observation…',
    loadFailed: 'The observation could not be loaded',
    retry: 'Try again',
    noWritableProject: 'You may not add observations to any project. Ask a project manager for the editor role.',
    mayNotWrite: 'You may not change observations of this project; the service will refuse a save.',
    requiredNote: 'Fields marked * are required.',
    save: 'Save',
    cancel: 'Cancel',
    unsaved: 'Unsaved changes',
    unchanged: 'Nothing has changed; nothing was sent.',
    created: 'Observation {id} created.',
    saved: 'Observation {id} saved.',
    edit: 'Edit',
    sections: {
      what: 'What was observed',
      when: 'When',
      where: 'Where',
      who: 'Who and project',
      remarks: 'Remarks and references',
    },
    footprint: {
      label: 'Footprint (draw on the map, or type WKT or coordinates)',
    },
    date: {
      time: 'Time of day (optional, Swiss time)',
      timeSlots: 'hh:mm',
      help: {
        day: 'The day; the time of day is optional.',
        month: 'The month (the date precision is “month”).',
        year: 'The year (the date precision is “year”).',
        decade: 'Any year of the decade (the date precision is “decade”).',
      },
    },
    computed: {
      title: 'Computed by the service',
      hint: 'Computed from the footprint and set by the service; never sent.',
      notYet: 'Shown once the observation is saved: municipality, coordinates and identifiers are computed by the service.',
    },
    delete: {
      button: 'Delete',
      title: 'Delete this observation?',
      body: '{name} (observation {id}) is deleted on the service, with its supplement, neophyte control data and validation history. This cannot be undone.',
      confirm: 'Delete',
      keep: 'Keep it',
      done: 'Observation {id} deleted.',
    },
  },
};

/** The shape of these messages in every locale. */
export type ObservationFormMessages = typeof observationFormEn;

export default observationFormEn;
