/**
 * English messages of the taxonomy browser (features/taxonomy), merged into messages/en.ts under
 * `taxonomy`. The other locales type their files with {@link TaxonomyMessages}.
 */
const taxonomyEn = {
  taxonomy: {
    nav: 'Taxonomy',
    title: 'Taxonomy',
    search: {
      label: 'Scientific, vernacular or synonym name',
      placeholder: 'e.g. Reynoutria or Knöterich',
      hint: 'Type at least two letters. Names match anywhere, in any case and with or without accents.',
      results: 'Names found',
      none: 'No name matches “{query}”.',
      error: 'The names could not be searched.',
      retry: 'Try again',
      synonymOf: 'synonym of',
      columns: { scientific_name: 'Scientific name', vernacular: 'Vernacular name', rank: 'Rank', status: 'Status' },
    },
    status: { accepted: 'accepted', synonym: 'synonym' },
    ranks: { species: 'species', subspecies: 'subspecies', variety: 'variety', genus: 'genus', family: 'family', aggregate: 'aggregate' },
    page: {
      back: 'Back to the taxonomy',
      loading: 'Loading the taxon…',
      notFound: 'The taxonomy has no name with this number.',
      loadFailed: 'The taxon could not be loaded: {message}',
      retry: 'Try again',
      synonymNotice: '{name} is a synonym. The accepted name follows.',
      rank: 'Rank',
      family: 'Family',
      genus: 'Genus',
      group: 'Taxa group',
      parents: 'Parents',
      noParents: 'The taxonomy names no family or genus for this taxon.',
      vernacularNames: 'Vernacular names',
      noVernacular: 'none',
      synonyms: 'Synonyms',
      noSynonyms: 'No synonyms.',
      profile: 'Profile',
      noProfile: 'No facts are recorded for this taxon.',
      fact: 'Fact',
      value: 'Value',
      relations: 'Relations',
      noRelations: 'No relations.',
      relationType: 'Relation',
      reference: 'Reference',
      relatedTaxon: 'Related name',
      references: 'References',
      noReferences: 'The taxon is listed in no reference.',
      observations: 'Observations of this taxon',
      publicObservations: 'Public neophyte observations of this taxon',
      id: 'Number {id}',
    },
    relationTypes: { listed_in: 'listed in', has_synonym: 'has synonym', synonym_of: 'synonym of' },
  },
};

/** The shape of these messages in every locale. */
export type TaxonomyMessages = typeof taxonomyEn;

export default taxonomyEn;
