/** What the comment templates (issue 13) offer the other features. */

/** The keyboard picker of a template (props visible, values, perRecord; emits pick with the filled text). */
export { default as TemplatePicker } from './TemplatePicker.vue';
/** Settings' section of the templates. */
export { default as CommentTemplatesSection } from './CommentTemplatesSection.vue';
/** A record's values for the placeholders, in the UI language. */
export { templateValues, type TemplateLookups } from './template-values.js';
/** Filling a template's placeholders. */
export { fillTemplate, type TemplateValues } from './fill-template.js';
