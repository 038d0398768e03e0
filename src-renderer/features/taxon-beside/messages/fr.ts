/** French messages of the taxon beside a record (see ./en.ts). */
import type { TaxonBesideMessages } from './en.js';

const taxonBesideFr: TaxonBesideMessages = {
  taxonBeside: {
    title: 'Le taxon',
    loading: 'Chargement du taxon…',
    noTaxon: 'Cette observation ne nomme aucun taxon.',
    failed: 'Le taxon n’a pas pu être chargé : {message}',
    notFound: 'La taxonomie n’a aucun nom portant ce numéro.',
    retry: 'Réessayer',
    acceptedName: 'Nom accepté',
    family: 'Famille',
    vernacularName: 'Nom vernaculaire',
    noVernacular: 'aucun dans cette langue',
    synonyms: 'Synonymes',
    relations: 'Relations',
    profile: 'Profil',
    references: 'Cité dans',
    none: 'aucun',
    openPage: 'Ouvrir la page du taxon',
    records: {
      title: 'Ses données validées',
      loading: 'Lecture des données validées du taxon…',
      failed: 'Les données validées du taxon n’ont pas pu être lues : {message}',
      none: 'Aucune donnée validée de ce taxon : pas de données de référence.',
      count: 'Données validées : {count}',
      sampled: 'La carte montre {shown} des {count} points.',
      showAll: 'Les afficher dans les observations',
      elevation: 'Altitude',
      elevationRange: '{minimum} à {maximum} m',
      noElevation: 'aucune donnée validée n’indique d’altitude',
      showElevation: 'Données dans cette tranche d’altitude',
      months: 'Mois',
      showMonths: 'Les afficher par date',
    },
    map: { label: 'Carte des données validées du taxon (vert) et de cette observation (orange)' },
    months: {
      label: 'Données validées par mois',
      bar: 'Données en {month} : {count}',
    },
  },
};

export default taxonBesideFr;
