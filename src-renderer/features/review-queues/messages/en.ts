/** English messages of the review queues (top-level key `reviewQueues`), merged into messages/en.ts. */
const reviewQueuesEn = {
  reviewQueues: {
    nav: 'Queues',
    title: 'Review queues',
    intro: 'Each queue is a filter with flags and an order. Open one to work through it in triage, from the keyboard.',
    builtin: {
      'outside-known-range': 'Neophytes outside their known range',
      'not-validated-oldest': 'Not validated, oldest first',
      'likely-duplicates': 'Likely duplicates',
    },
    describe: {
      'outside-known-range': 'Neophytes not validated yet and flagged outside the known range of the taxon, oldest first.',
      'not-validated-oldest': 'Every observation you may validate that is not validated yet, oldest first.',
      'likely-duplicates': 'Not validated and flagged as a likely duplicate (same taxon, same day, within 100 m).',
    },
    own: 'Your queue',
    left: '{left} of {total} left',
    leftUnknown: 'Counts not available',
    counting: 'Counting…',
    countFailed: 'Not counted: {message}',
    noTaxa: 'No taxon of the service has this profile fact.',
    noFlagged: 'No observation carries these flags yet. Check its records first.',
    done: 'Nothing left',
    open: 'Open in triage',
    openNamed: 'Open in triage: {name}',
    remove: 'Remove queue {name}',
    removed: 'Queue removed.',
    flags: 'Flags: {names}',
    scan: 'Check these records now',
    scanNamed: 'Check these records now: {name}',
    scanning: 'Checked {checked} of {total}…',
    scanStop: 'Stop',
    scanDone: 'Checked {checked}: {flagged} flagged.',
    scope: {
      title: 'Your scope',
      intro: 'Applied to every queue: only these taxa groups and cantons (empty: all).',
      groups: 'Taxa groups',
      cantons: 'Cantons',
      all: 'All',
      save: 'Apply to every queue',
      saved: 'Scope applied to every queue.',
    },
    saveFromFilter: 'Save as review queue',
    saveName: 'Queue name',
    saveNotValidated: 'Only what is not validated yet counts as left',
    saveButton: 'Save',
    rename: 'Rename queue {name}',
    renameSave: 'Save name',
    renameCancel: 'Cancel',
    renamed: 'Queue renamed to “{name}”.',
    saved: 'Queue “{name}” saved.',
  },
};

/** The shape of these messages in every locale. */
export type ReviewQueuesMessages = typeof reviewQueuesEn;

export default reviewQueuesEn;
