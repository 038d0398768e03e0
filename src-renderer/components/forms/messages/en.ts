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
  },
};

/** The shape of these messages in every locale. */
export type FormsMessages = typeof formsEn;

export default formsEn;
