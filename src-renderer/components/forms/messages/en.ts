/**
 * English messages of the generic record forms (components/forms: field errors, units, the
 * unsaved-changes question, the draft offer, the footprint field, the calendar's buttons), merged
 * into messages/en.ts under `forms`. The other locales type their files with {@link FormsMessages}.
 */
const formsEn = {
  forms: {
    footprint: {
      mode: 'Draw:',
      modes: { point: 'Point', line: 'Line', polygon: 'Polygon' },
      loading: 'Loading the map…',
    },
    calendar: { today: 'Today', clear: 'Clear' },
    date: {
      pastMonthEnd: '{text} is not a day: {month} has {days} days in {year}.',
      noMonth: '{text} is not a day: there is no month {month}.',
      notADay: '{text} is not a day; type it as {pattern}.',
      future: {
        header: 'A date in the future',
        body: 'The date {date} has not come yet. Save it anyway?',
        save: 'Save anyway',
        check: 'Check the date',
      },
    },
    choose: 'Not recorded',
    habitatsFailed: 'The habitats could not be loaded',
    units: {
      metres: 'm',
      centimetres: 'cm',
      metresAsl: 'm a.s.l.',
      degrees: '°',
    },
    errors: {
      summary: 'Please correct the marked fields; nothing was saved.',
      notSaved: 'Nothing was saved.',
      required: 'Please fill in this field.',
      atLeast: 'At least {min}.',
      above: 'Must be more than {min}.',
      atMost: 'At most {max}.',
      tooLong: 'At most {max} characters.',
      tooMany: 'At most {max} entries.',
      wholeNumber: 'Enter a whole number.',
      number: 'Enter a number.',
      invalid: 'This value is not valid.',
      notBelowMinimum: 'Must not be less than the minimum.',
    },
    discard: {
      title: 'Discard the changes?',
      body: 'The changes in this form have not been saved.',
      discard: 'Discard',
      keep: 'Keep editing',
    },
    leave: {
      title: 'Leave without saving?',
      body: 'The changes in this form have not been saved. If you leave now, they are lost.',
      leave: 'Leave without saving',
      stay: 'Keep editing',
    },
    draft: {
      found: 'Unsaved changes from {time} were kept.',
      restore: 'Restore the draft of {time}',
      discard: 'Discard',
    },
    conflict: {
      title: 'Someone else changed this record',
      intro: 'Since you opened this form, someone else saved changes to this record. Choose for each field which value to keep, then save again. Your values stay in the form until you do.',
      field: 'Field',
      mine: 'Your value',
      theirs: 'Saved meanwhile',
      changedByThem: 'changed by someone else',
      changedByBoth: 'changed by you and by someone else',
      allMine: 'Keep all of mine',
      allTheirs: 'Take all saved values',
      save: 'Save with these values',
      cancel: 'Back to the form',
      notSaved: 'Not saved: someone else changed this record meanwhile. Your values are still here; save again to compare them.',
      empty: 'empty',
      yes: 'Yes',
      no: 'No',
      change: '{field}: {before} → {after}',
      deleteTitle: 'Changed since you opened it',
      deleteBody: 'Someone else changed this record since you opened it: {changes}. Delete it anyway?',
      deleteHidden: 'Someone else changed this record since you opened it (in fields not shown here). Delete it anyway?',
      deleteAnyway: 'Delete anyway',
      keep: 'Keep it',
    },
  },
};

/** The shape of these messages in every locale. */
export type FormsMessages = typeof formsEn;

export default formsEn;
