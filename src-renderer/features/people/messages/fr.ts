import type { PeopleMessages } from './en.js';

/** French messages of the people screens (Swiss usage; non-breaking spaces before : ; ? ! and inside « »). */
const peopleFr: PeopleMessages = {
  people: {
    nav: 'Personnes',
    title: 'Personnes',
    fields: {
      first_name: 'Prénom',
      last_name: 'Nom',
      email: 'E-mail',
      organisation: 'Organisation',
    },
    list: {
      lastName: 'Le nom contient',
      firstName: 'Le prénom contient',
      updatedSince: 'Modifié depuis le',
      new: 'Nouvelle personne',
      label: 'Personnes',
      columns: { last_name: 'Nom', first_name: 'Prénom', organisation: 'Organisation', email: 'E-mail', updated_at: 'Dernière modification' },
      counts: '{from}–{to} sur {filtered} personnes ({total} en tout)',
      countsNoTotal: '{from}–{to} sur {filtered} personnes',
      loading: 'Chargement des personnes…',
      empty: 'Personne ne correspond à la recherche.',
      emptyNone: 'Pas encore de personne',
      emptyHint: 'Les noms correspondent n’importe où, sans tenir compte des majuscules ni des accents. Effacez la recherche pour voir tout le monde.',
      clear: 'Effacer la recherche',
      error: 'Les personnes n’ont pas pu être chargées.',
      retry: 'Réessayer',
    },
    page: {
      back: 'Toutes les personnes',
      noValue: 'Non renseigné',
      created: 'Ajoutée le',
      updated: 'Dernière modification',
      emailHidden: 'Seuls les gestionnaires de projet voient les adresses e-mail.',
      observations: 'Observations saisies par cette personne',
      observationsCount: 'Observations ({count})',
      rolesTitle: 'Rôles dans les projets',
      rolesScope: 'Parmi les {count} projets que vous voyez.',
      rolesNone: 'Aucun rôle dans les projets que vous voyez.',
      rolesFailed: 'Projets dont les rôles n’ont pas pu être lus\u00a0: {count}.',
      rolesLoadFailed: 'Les rôles n’ont pas pu être chargés\u00a0: {message}',
      project: 'Projet',
      role: 'Rôle',
      roleActions: 'Modifier',
      notManaged: 'Projet que vous ne gérez pas',
      notFound: 'Cette personne n’existe pas.',
      loadFailed: 'La personne n’a pas pu être chargée\u00a0: {message}',
      retry: 'Réessayer',
    },
    form: {
      newTitle: 'Nouvelle personne',
      create: 'Ajouter la personne',
      cancel: 'Annuler',
      created: '{name} ajouté·e au registre',
      emailInvalid: 'Ce n’est pas une adresse e-mail.',
      noChanges: 'L’interface ne permet ni de modifier ni de retirer une personne par la suite\u00a0: vérifiez l’orthographe avant d’ajouter.',
    },
  },
};

export default peopleFr;
