import type { ReferenceDataMessages } from './en.js';

/** French messages of the reference data screens. */
const referenceDataFr: ReferenceDataMessages = {
  referenceData: {
    nav: 'Données de référence',
    tabs: { label: 'Données de référence', units: 'Unités administratives', habitats: 'Milieux', vocabularies: 'Vocabulaires' },
    units: {
      title: 'Unités administratives',
      type: 'Type d’unité',
      types: { canton: 'Cantons', district: 'Districts', municipality: 'Communes' },
      search: 'Le nom contient',
      loading: 'Chargement des limites…',
      error: 'Les unités administratives n’ont pas pu être chargées.',
      retry: 'Réessayer',
      count: { canton: '{shown} sur {total} cantons', district: '{shown} sur {total} districts', municipality: '{shown} sur {total} communes' },
      none: 'Aucune unité de ce type ne correspond à « {query} ».',
      mapLabel: 'Carte des unités administratives',
      mapHint: 'Cliquez sur une unité sur la carte ou dans la liste.',
      selected: 'Unité choisie',
      observations: 'Observations à {name}',
      publicObservations: 'Observations publiques de néophytes à {name}',
      unitId: 'location_id {id}',
      notFound: 'Aucune unité administrative ne porte le numéro {id}.',
      clear: 'Choisir une autre unité',
    },
    habitats: {
      title: 'Milieux (TypoCH)',
      search: 'Le nom ou le code contient',
      loading: 'Chargement des milieux…',
      error: 'Les milieux n’ont pas pu être chargés.',
      retry: 'Réessayer',
      count: '{count} milieux',
      none: 'Aucun milieu ne correspond à « {query} ».',
      treeLabel: 'Arbre des milieux TypoCH',
      expandAll: 'Tout déplier',
      collapseAll: 'Tout replier',
    },
    vocabularies: {
      title: 'Vocabulaires',
      field: 'Champ',
      search: 'Le code ou le libellé contient',
      loading: 'Chargement des vocabulaires…',
      error: 'Les vocabulaires n’ont pas pu être chargés.',
      retry: 'Réessayer',
      count: '{count} codes',
      none: 'Aucun code de ce champ ne correspond à « {query} ».',
      columns: { code: 'Code', dwc_value: 'Valeur Darwin Core' },
      fieldsLabel: 'Champs ayant un vocabulaire',
    },
  },
};

export default referenceDataFr;
