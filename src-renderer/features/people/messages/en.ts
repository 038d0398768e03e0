/**
 * English messages of the people screens (features/people), merged into messages/en.ts under
 * `people`. The other locales type their files with {@link PeopleMessages}. Role names come
 * from `projects.roles`.
 */
const peopleEn = {
  people: {
    nav: 'People',
    title: 'People',
    fields: {
      first_name: 'First name',
      last_name: 'Last name',
      email: 'E-mail',
      organisation: 'Organisation',
    },
    list: {
      lastName: 'Last name contains',
      firstName: 'First name contains',
      updatedSince: 'Changed since',
      new: 'New person',
      label: 'People',
      columns: { last_name: 'Last name', first_name: 'First name', organisation: 'Organisation', email: 'E-mail', updated_at: 'Last changed' },
      counts: '{from}–{to} of {filtered} people ({total} in all)',
      countsNoTotal: '{from}–{to} of {filtered} people',
      loading: 'Loading people…',
      empty: 'Nobody matches the search.',
      emptyNone: 'No people yet',
      emptyHint: 'Names match anywhere, in any case and with or without accents. Clear the search to see everybody.',
      clear: 'Clear the search',
      error: 'The people could not be loaded.',
      retry: 'Try again',
    },
    page: {
      back: 'All people',
      noValue: 'Not recorded',
      created: 'Added',
      updated: 'Last changed',
      emailHidden: 'Only project managers see e-mail addresses.',
      observations: 'Observations they recorded',
      observationsCount: 'Observations ({count})',
      rolesTitle: 'Roles in projects',
      rolesScope: 'Among the {count} projects you can see.',
      rolesNone: 'No role in any project you can see.',
      rolesFailed: 'Projects whose roles could not be read: {count}.',
      rolesLoadFailed: 'The roles could not be loaded: {message}',
      project: 'Project',
      role: 'Role',
      roleActions: 'Change',
      notManaged: 'Not a project you manage',
      notFound: 'This person does not exist.',
      loadFailed: 'The person could not be loaded: {message}',
      retry: 'Try again',
    },
    form: {
      newTitle: 'New person',
      create: 'Add the person',
      cancel: 'Cancel',
      created: '{name} added to the register',
      emailInvalid: 'This is not an e-mail address.',
      noChanges: 'The interface has no way to change or remove a person later: check the spelling before adding.',
      matches: {
        title: 'Already in the register: {count}',
        hint: 'People cannot be changed or removed later. If one of them is the person you mean, use that record instead of adding a second one.',
        use: 'Use this person instead',
        addAnyway: 'Add a new person anyway',
        more: 'More people with this name: {count}',
        checking: 'Looking for people with this name…',
      },
    },
  },
};

/** The shape of these messages in every locale. */
export type PeopleMessages = typeof peopleEn;

export default peopleEn;
