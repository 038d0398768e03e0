import type { PickerMessages } from './en.js';

/** French messages of the shared pickers (Swiss usage; non-breaking spaces before : ; ? ! and inside « »). */
const pickersFr: PickerMessages = {
  pickers: {
    noMatch: 'Aucun résultat',
    searchFailed: 'La recherche a échoué. Tapez à nouveau pour réessayer.',
    resultsCount: '{count} résultats disponibles',
    selectedCount: '{count} sélectionnés',
    chosenList: 'Valeurs choisies',
    nothingSelected: 'Aucune sélection',
    taxon: {
      placeholder: 'Nom scientifique ou français',
      synonym: 'synonyme',
      synonymOf: 'nom accepté\u00a0: {name}',
      offer: '«\u00a0{synonym}\u00a0» est un synonyme de «\u00a0{accepted}\u00a0».',
      addAccepted: 'Ajouter aussi le taxon accepté',
      useAccepted: 'Utiliser le taxon accepté',
    },
    person: { placeholder: 'Prénom ou nom' },
    unit: {
      placeholder: 'Nom d’un canton ou d’une commune',
      kinds: { canton: 'Canton', district: 'District', municipality: 'Commune' },
    },
    project: { placeholder: 'Tous les projets', choose: 'Choisir un projet', failed: 'Les projets n’ont pas pu être chargés' },
    vocabulary: { placeholder: 'Tous', failed: 'Les valeurs n’ont pas pu être chargées' },
  },
};

export default pickersFr;
