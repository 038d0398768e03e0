/** German messages of the taxon beside a record (see ./en.ts). */
import type { TaxonBesideMessages } from './en.js';

const taxonBesideDe: TaxonBesideMessages = {
  taxonBeside: {
    title: 'Das Taxon',
    loading: 'Taxon wird geladen…',
    noTaxon: 'Diese Beobachtung nennt kein Taxon.',
    failed: 'Das Taxon konnte nicht geladen werden: {message}',
    notFound: 'Die Taxonomie kennt keinen Namen mit dieser Nummer.',
    retry: 'Erneut versuchen',
    acceptedName: 'Gültiger Name',
    family: 'Familie',
    vernacularName: 'Deutscher Name',
    noVernacular: 'keiner in dieser Sprache',
    synonyms: 'Synonyme',
    relations: 'Beziehungen',
    profile: 'Profil',
    references: 'Aufgeführt in',
    none: 'keine',
    openPage: 'Seite des Taxons öffnen',
    records: {
      title: 'Seine validierten Funde',
      loading: 'Validierte Funde des Taxons werden gelesen…',
      failed: 'Die validierten Funde des Taxons konnten nicht gelesen werden: {message}',
      none: 'Keine validierten Funde dieses Taxons: keine Referenzdaten.',
      count: 'Validierte Funde: {count}',
      sampled: 'Die Karte zeigt {shown} von {count} Punkten.',
      showAll: 'In den Beobachtungen zeigen',
      elevation: 'Höhe',
      elevationRange: '{minimum} bis {maximum} m',
      noElevation: 'kein validierter Fund nennt eine Höhe',
      showElevation: 'Funde in diesem Höhenbereich',
      months: 'Monate',
      showMonths: 'Nach Datum zeigen',
    },
    map: { label: 'Karte der validierten Funde des Taxons (grün) und dieser Beobachtung (orange)' },
    months: {
      label: 'Validierte Funde pro Monat',
      bar: 'Funde im {month}: {count}',
    },
  },
};

export default taxonBesideDe;
