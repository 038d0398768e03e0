/**
 * English messages of the taxon beside a record (features/taxon-beside), merged into messages/en.ts
 * under `taxonBeside`. The other locales type their files with {@link TaxonBesideMessages}.
 */
const taxonBesideEn = {
  taxonBeside: {
    title: 'The taxon',
    loading: 'Loading the taxon…',
    noTaxon: 'This observation names no taxon.',
    failed: 'The taxon could not be loaded: {message}',
    notFound: 'The taxonomy has no name with this number.',
    retry: 'Try again',
    acceptedName: 'Accepted name',
    family: 'Family',
    vernacularName: 'Vernacular name',
    noVernacular: 'none in this language',
    synonyms: 'Synonyms',
    relations: 'Relations',
    profile: 'Profile',
    references: 'Listed in',
    none: 'none',
    openPage: 'Open the taxon’s page',
    records: {
      title: 'Its validated records',
      loading: 'Reading the taxon’s validated records…',
      failed: 'The taxon’s validated records could not be read: {message}',
      none: 'No validated records of this taxon: no reference data.',
      count: 'Validated records: {count}',
      sampled: 'The map shows {shown} of {count} points.',
      showAll: 'Show them in the observations',
      elevation: 'Elevation',
      elevationRange: '{minimum} to {maximum} m',
      noElevation: 'no validated record states an elevation',
      showElevation: 'Records in this elevation range',
      months: 'Months',
      showMonths: 'Show them by date',
    },
    map: { label: 'Map of the taxon’s validated records (green) and this observation (orange)' },
    months: {
      label: 'Validated records per month',
      bar: 'Records in {month}: {count}',
    },
  },
};

/** The shape of these messages in every locale. */
export type TaxonBesideMessages = typeof taxonBesideEn;

export default taxonBesideEn;
