import type { ReferenceDataMessages } from './en.js';

/** Italian messages of the reference data screens. */
const referenceDataIt: ReferenceDataMessages = {
  referenceData: {
    nav: 'Dati di riferimento',
    tabs: { label: 'Dati di riferimento', units: 'Unità amministrative', habitats: 'Ambienti', vocabularies: 'Vocabolari' },
    units: {
      title: 'Unità amministrative',
      type: 'Tipo di unità',
      types: { canton: 'Cantoni', district: 'Distretti', municipality: 'Comuni' },
      search: 'Il nome contiene',
      loading: 'Caricamento dei confini…',
      error: 'Non è stato possibile caricare le unità amministrative.',
      retry: 'Riprova',
      count: { canton: '{shown} di {total} cantoni', district: '{shown} di {total} distretti', municipality: '{shown} di {total} comuni' },
      none: 'Nessuna unità di questo tipo corrisponde a «{query}».',
      mapLabel: 'Carta delle unità amministrative',
      mapHint: 'Fare clic su un’unità sulla carta o nell’elenco.',
      selected: 'Unità scelta',
      observations: 'Osservazioni a {name}',
      publicObservations: 'Osservazioni pubbliche di neofite a {name}',
      unitId: 'location_id {id}',
      notFound: 'Nessuna unità amministrativa ha il numero {id}.',
      clear: 'Scegliere un’altra unità',
    },
    habitats: {
      title: 'Ambienti (TypoCH)',
      search: 'Il nome o il codice contiene',
      loading: 'Caricamento degli ambienti…',
      error: 'Non è stato possibile caricare gli ambienti.',
      retry: 'Riprova',
      count: '{count} ambienti',
      none: 'Nessun ambiente corrisponde a «{query}».',
      treeLabel: 'Albero degli ambienti TypoCH',
      expandAll: 'Espandi tutto',
      collapseAll: 'Comprimi tutto',
    },
    vocabularies: {
      title: 'Vocabolari',
      field: 'Campo',
      search: 'Il codice o l’etichetta contiene',
      loading: 'Caricamento dei vocabolari…',
      error: 'Non è stato possibile caricare i vocabolari.',
      retry: 'Riprova',
      count: '{count} codici',
      none: 'Nessun codice di questo campo corrisponde a «{query}».',
      columns: { code: 'Codice', dwc_value: 'Valore Darwin Core' },
      fieldsLabel: 'Campi con un vocabolario',
    },
  },
};

export default referenceDataIt;
