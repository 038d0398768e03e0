import type { PickerMessages } from './en.js';

/** German messages of the shared pickers (Swiss orthography, «» quotes). */
const pickersDe: PickerMessages = {
  pickers: {
    noMatch: 'Nichts gefunden',
    searchFailed: 'Die Suche ist fehlgeschlagen. Tippen Sie erneut, um es nochmals zu versuchen.',
    resultsCount: '{count} Ergebnisse verfügbar',
    selectedCount: '{count} ausgewählt',
    chosenList: 'Gewählte Werte',
    nothingSelected: 'Nichts ausgewählt',
    taxon: {
      placeholder: 'Wissenschaftlicher oder deutscher Name',
      synonym: 'Synonym',
      synonymOf: 'gültiger Name: {name}',
      offer: '«{synonym}» ist ein Synonym von «{accepted}».',
      addAccepted: 'Gültiges Taxon auch hinzufügen',
      useAccepted: 'Gültiges Taxon verwenden',
    },
    person: { placeholder: 'Vor- oder Nachname' },
    unit: {
      placeholder: 'Name eines Kantons oder einer Gemeinde',
      kinds: { canton: 'Kanton', district: 'Bezirk', municipality: 'Gemeinde' },
    },
    project: { placeholder: 'Alle Projekte', choose: 'Projekt wählen', failed: 'Die Projekte konnten nicht geladen werden' },
    vocabulary: { placeholder: 'Alle', failed: 'Die Werte konnten nicht geladen werden' },
  },
};

export default pickersDe;
