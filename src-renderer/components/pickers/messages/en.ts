/**
 * English messages of the shared pickers (components/pickers: taxon, person, administrative unit,
 * project, vocabulary), merged into the app's message tree (src-renderer/messages/en.ts) under
 * `pickers`. The other locales type their files with {@link PickerMessages}.
 */
const pickersEn = {
  pickers: {
    noMatch: 'Nothing found',
    searchFailed: 'The search failed. Type again to retry.',
    resultsCount: '{count} results are available',
    selectedCount: '{count} selected',
    chosenList: 'Chosen values',
    nothingSelected: 'Nothing selected',
    taxon: {
      placeholder: 'Scientific or common name',
      synonym: 'synonym',
      synonymOf: 'accepted name: {name}',
      offer: '“{synonym}” is a synonym of “{accepted}”.',
      addAccepted: 'Add the accepted taxon too',
      useAccepted: 'Use the accepted taxon',
    },
    person: { placeholder: 'First or last name' },
    unit: {
      placeholder: 'Name of a canton or municipality',
      kinds: { canton: 'Canton', district: 'District', municipality: 'Municipality' },
    },
    project: { placeholder: 'Any project', choose: 'Choose a project', failed: 'The projects could not be loaded' },
    vocabulary: { placeholder: 'Any', failed: 'The values could not be loaded' },
  },
};

/** The shape of the pickers' messages in every locale. */
export type PickerMessages = typeof pickersEn;

export default pickersEn;
