import type { ObservationFormMessages } from './en.js';

/** French messages of the observation form (Swiss usage). */
const observationFormFr: ObservationFormMessages = {
  observationForm: {
    newButton: 'Nouvelle observation',
    newTitle: 'Nouvelle observation',
    editTitle: 'Modifier l’observation {id}',
    back: 'Retour aux observations',
    showInWorkspace: 'Afficher dans l’espace de travail',
    loading: 'Chargement de l’observation…',
    loadFailed: 'L’observation n’a pas pu être chargée',
    retry: 'Réessayer',
    noWritableProject: 'Vous ne pouvez ajouter d’observations à aucun projet. Demandez le rôle d’éditeur à une personne responsable du projet.',
    mayNotWrite: 'Vous ne pouvez pas modifier les observations de ce projet\u00a0; le service refusera l’enregistrement.',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
    save: 'Enregistrer',
    cancel: 'Annuler',
    unsaved: 'Modifications non enregistrées',
    unchanged: 'Rien n’a changé\u00a0; rien n’a été envoyé.',
    created: 'Observation {id} créée.',
    saved: 'Observation {id} enregistrée.',
    edit: 'Modifier',
    sections: {
      what: 'Ce qui a été observé',
      when: 'Quand',
      where: 'Où',
      who: 'Qui et projet',
      remarks: 'Remarques et références',
    },
    footprint: {
      label: 'Géométrie (dessinée sur la carte, ou saisie en WKT ou en coordonnées)',
    },
    date: {
      time: 'Heure (facultative, heure suisse)',
      timeSlots: 'hh:mm',
      help: {
        day: 'Le jour\u00a0; l’heure est facultative.',
        month: 'Le mois (précision de la date «\u00a0mois\u00a0»).',
        year: 'L’année (précision de la date «\u00a0année\u00a0»).',
        decade: 'N’importe quelle année de la décennie (précision de la date «\u00a0décennie\u00a0»).',
      },
    },
    computed: {
      title: 'Calculé par le service',
      hint: 'Calculé à partir de la géométrie et fixé par le service\u00a0; jamais envoyé.',
      notYet: 'Affiché après l’enregistrement\u00a0: la commune, les coordonnées et les identifiants sont calculés par le service.',
    },
    delete: {
      button: 'Supprimer',
      title: 'Supprimer cette observation\u00a0?',
      body: '{name} (observation {id}) est supprimée sur le service, avec ses compléments, ses données de lutte contre les néophytes et son historique de validation. Cette action est irréversible.',
      confirm: 'Supprimer',
      keep: 'La conserver',
      done: 'Observation {id} supprimée.',
    },
  },
};

export default observationFormFr;
