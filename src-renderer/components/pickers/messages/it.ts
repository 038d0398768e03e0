import type { PickerMessages } from './en.js';

/** Italian messages of the shared pickers (Swiss usage, «» quotes). */
const pickersIt: PickerMessages = {
  pickers: {
    noMatch: 'Nessun risultato',
    searchFailed: 'La ricerca non è riuscita. Digita di nuovo per riprovare.',
    resultsCount: '{count} risultati disponibili',
    selectedCount: '{count} selezionati',
    chosenList: 'Valori scelti',
    nothingSelected: 'Nessuna selezione',
    taxon: {
      placeholder: 'Nome scientifico o italiano',
      synonym: 'sinonimo',
      synonymOf: 'nome accettato: {name}',
      offer: '«{synonym}» è un sinonimo di «{accepted}».',
      addAccepted: 'Aggiungi anche il taxon accettato',
      useAccepted: 'Usa il taxon accettato',
    },
    person: { placeholder: 'Nome o cognome' },
    unit: {
      placeholder: 'Nome di un cantone o di un comune',
      kinds: { canton: 'Cantone', district: 'Distretto', municipality: 'Comune' },
    },
    project: { placeholder: 'Tutti i progetti', choose: 'Scegliere un progetto', failed: 'Non è stato possibile caricare i progetti' },
    vocabulary: { placeholder: 'Tutti', failed: 'Non è stato possibile caricare i valori' },
  },
};

export default pickersIt;
