/**
 * English messages of the comment templates (Settings section, the picker of triage and bulk
 * validation), merged into messages/en.ts (top-level key `commentTemplates`). A template's
 * placeholders are shown by the component, not in a message: vue-i18n forbids literal braces.
 */
const commentTemplatesEn = {
  commentTemplates: {
    title: 'Comment templates',
    intro: 'Standard replies for validation comments. In triage, press t to pick one; its placeholders are filled from the observation.',
    placeholders: 'Placeholders',
    placeholder: {
      taxon: 'scientific name',
      vernacular_name: 'vernacular name',
      event_date: 'date of the observation',
      municipality: 'municipality',
      recorded_by: 'observers',
      validation: 'validation status',
    },
    language: 'Language of the templates',
    name: 'Name',
    text: 'Text',
    add: 'Add a template',
    remove: 'Remove template {name}',
    save: 'Save templates',
    saved: 'Comment templates saved.',
    reset: 'Back to the shipped templates',
    resetDone: 'The shipped comment templates are back.',
    defaults: 'These are the shipped templates; saving keeps your own.',
    empty: 'No templates in this language yet.',
    newName: 'New template',
    incomplete: 'Every template needs a name and a text.',
    unsaved: 'Unsaved changes',
    pick: 'Insert a template',
    pickKey: 'Template (key t)',
    pickerTitle: 'Insert a comment template',
    filter: 'Filter templates',
    none: 'No template matches.',
    noneInLanguage: 'There are no templates in this language. Add some in Settings.',
    preview: 'Preview',
    missing: 'Not filled, complete before saving: {names}',
    perRecord: 'The same comment goes to every observation, so placeholders of one observation stay as written: {names}',
    pickerHint: 'Type to filter, ↑ ↓ to choose, Enter inserts, Esc closes.',
  },
};

/** The shape of these messages in every locale. */
export type CommentTemplatesMessages = typeof commentTemplatesEn;

export default commentTemplatesEn;
