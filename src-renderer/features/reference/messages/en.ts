/**
 * English messages of the reference data screens (features/reference): administrative units,
 * habitats and vocabularies; merged into messages/en.ts under `referenceData`.
 */
const referenceDataEn = {
  referenceData: {
    nav: 'Reference data',
    tabs: { label: 'Reference data', units: 'Administrative units', habitats: 'Habitats', vocabularies: 'Vocabularies' },
    units: {
      title: 'Administrative units',
      type: 'Kind of unit',
      types: { canton: 'Cantons', district: 'Districts', municipality: 'Municipalities' },
      search: 'Name contains',
      loading: 'Loading the boundaries…',
      error: 'The administrative units could not be loaded.',
      retry: 'Try again',
      // in the sentence, not as a title: the kinds' own case (types above are button labels)
      count: { canton: '{shown} of {total} cantons', district: '{shown} of {total} districts', municipality: '{shown} of {total} municipalities' },
      none: 'No unit of this kind matches “{query}”.',
      mapLabel: 'Map of the administrative units',
      mapHint: 'Click a unit on the map or in the list.',
      selected: 'Chosen unit',
      observations: 'Observations in {name}',
      publicObservations: 'Public neophyte observations in {name}',
      unitId: 'location_id {id}',
      notFound: 'No administrative unit has the number {id}.',
      clear: 'Choose another unit',
    },
    habitats: {
      title: 'Habitats (TypoCH)',
      search: 'Name or code contains',
      loading: 'Loading the habitats…',
      error: 'The habitats could not be loaded.',
      retry: 'Try again',
      count: '{count} habitats',
      none: 'No habitat matches “{query}”.',
      treeLabel: 'TypoCH habitat tree',
      expandAll: 'Expand all',
      collapseAll: 'Collapse all',
    },
    vocabularies: {
      title: 'Vocabularies',
      field: 'Field',
      search: 'Code or label contains',
      loading: 'Loading the vocabularies…',
      error: 'The vocabularies could not be loaded.',
      retry: 'Try again',
      count: '{count} codes',
      none: 'No code of this field matches “{query}”.',
      columns: { code: 'Code', dwc_value: 'Darwin Core value' },
      fieldsLabel: 'Fields with a vocabulary',
    },
  },
};

/** The shape of these messages in every locale. */
export type ReferenceDataMessages = typeof referenceDataEn;

export default referenceDataEn;
