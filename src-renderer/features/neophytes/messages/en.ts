/**
 * English messages of the public neophyte screens (features/neophytes), merged into messages/en.ts
 * under `publicNeophytes`. Field labels come from `detail.fields` and `detail.neophyte.fields`.
 */
const publicNeophytesEn = {
  publicNeophytes: {
    nav: 'Public neophytes',
    title: 'Public neophyte observations',
    intro: 'What anyone can read without signing in: neophyte observations of public projects, with observers anonymised and dates rounded as each project says.',
    views: { label: 'Show as', list: 'List', map: 'Map' },
    filters: {
      title: 'Filters',
      show: 'Show the filters',
      hide: 'Hide the filters',
      active: '{n} active',
      control: 'Neophyte control',
      more: 'More filters',
      clear: 'Clear the filters',
      occurrence_remarks: 'Remarks contain',
      taxaMatching: 'Include synonyms of the chosen taxa',
    },
    columns: {
      occurrence_id: 'Number',
      event_date: 'Date',
      taxon_id: 'Taxon',
      municipality_id: 'Municipality',
      recorded_by: 'Observers',
      dataset_name: 'Project',
      v_presence_status: 'Presence',
      control: 'Control',
    },
    counts: '{from}–{to} of {filtered} observations ({total} public in all)',
    countsNoTotal: '{from}–{to} of {filtered} observations',
    loading: 'Loading public observations…',
    label: 'Public neophyte observations',
    error: 'The public observations could not be loaded.',
    retry: 'Try again',
    empty: 'No public observation matches the filters.',
    emptyHint: 'Remove a filter to see more.',
    emptyNone: 'The service publishes no neophyte observations.',
    map: {
      label: 'Map of public neophyte observations',
      hint: 'Clusters count the observations; click one to zoom in, click a single observation to open it.',
      error: 'Some clusters could not be loaded.',
    },
    record: {
      back: 'Back to the public neophytes',
      title: 'Public observation {id}',
      loading: 'Loading the observation…',
      notFound: 'No public observation has this number: it does not exist, or its project does not publish it.',
      loadFailed: 'The observation could not be loaded: {message}',
      retry: 'Try again',
      control: 'Neophyte control',
      noControl: 'No control data published.',
      anonymous: 'anonymous',
    },
    compare: {
      title: 'What the public sees',
      intro: 'The project’s observations beside what the public neophyte endpoints publish of them. Marked values are changed for the public.',
      notPublic: 'This project is not public: the public sees none of its observations.',
      observation: 'Observation',
      managerSees: 'You see',
      publicSees: 'The public sees',
      hidden: 'not published (no neophyte)',
      anonymised: 'anonymised',
      rounded: 'rounded',
      counts: '{published} of the {shown} observations shown are public ({total} in the project)',
      error: 'What the public sees could not be loaded.',
      retry: 'Try again',
      previous: 'Newer observations',
      next: 'Older observations',
      empty: 'The project has no observations.',
    },
  },
};

/** The shape of these messages in every locale. */
export type PublicNeophytesMessages = typeof publicNeophytesEn;

export default publicNeophytesEn;
