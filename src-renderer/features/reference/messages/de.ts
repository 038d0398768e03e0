import type { ReferenceDataMessages } from './en.js';

/** German messages of the reference data screens (Swiss usage: ss for ß). */
const referenceDataDe: ReferenceDataMessages = {
  referenceData: {
    nav: 'Referenzdaten',
    tabs: { label: 'Referenzdaten', units: 'Verwaltungseinheiten', habitats: 'Lebensräume', vocabularies: 'Vokabulare' },
    units: {
      title: 'Verwaltungseinheiten',
      type: 'Art der Einheit',
      types: { canton: 'Kantone', district: 'Bezirke', municipality: 'Gemeinden' },
      search: 'Name enthält',
      loading: 'Grenzen werden geladen…',
      error: 'Die Verwaltungseinheiten konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      count: { canton: '{shown} von {total} Kantone', district: '{shown} von {total} Bezirke', municipality: '{shown} von {total} Gemeinden' },
      none: 'Keine Einheit dieser Art passt zu «{query}».',
      mapLabel: 'Karte der Verwaltungseinheiten',
      mapHint: 'Klicken Sie auf eine Einheit in der Karte oder in der Liste.',
      selected: 'Gewählte Einheit',
      observations: 'Beobachtungen in {name}',
      publicObservations: 'Öffentliche Neophyten-Beobachtungen in {name}',
      unitId: 'location_id {id}',
      notFound: 'Keine Verwaltungseinheit hat die Nummer {id}.',
      clear: 'Andere Einheit wählen',
    },
    habitats: {
      title: 'Lebensräume (TypoCH)',
      search: 'Name oder Code enthält',
      loading: 'Lebensräume werden geladen…',
      error: 'Die Lebensräume konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      count: '{count} Lebensräume',
      none: 'Kein Lebensraum passt zu «{query}».',
      treeLabel: 'TypoCH-Lebensraumbaum',
      expandAll: 'Alle aufklappen',
      collapseAll: 'Alle zuklappen',
    },
    vocabularies: {
      title: 'Vokabulare',
      field: 'Feld',
      search: 'Code oder Bezeichnung enthält',
      loading: 'Vokabulare werden geladen…',
      error: 'Die Vokabulare konnten nicht geladen werden.',
      retry: 'Erneut versuchen',
      count: '{count} Codes',
      none: 'Kein Code dieses Feldes passt zu «{query}».',
      columns: { code: 'Code', dwc_value: 'Darwin-Core-Wert' },
      fieldsLabel: 'Felder mit einem Vokabular',
    },
  },
};

export default referenceDataDe;
