/**
 * The project form's field descriptors (components/forms/field-spec.ts), by the interface's
 * field names: name and description, and the three settings the public neophyte endpoints
 * honour (docs/interface-notes.md "Public neophyte endpoints"). `date_rounding` is drawn by the
 * form itself (a choice of none, month, year).
 */
import type { FieldSection, FieldSpec, FormValues } from '../../components/forms/field-spec.js';
import { fieldsOf } from '../../components/forms/field-spec.js';
import { valuesOf } from '../../components/forms/form-values.js';
import type { Project } from '../../../src-shared/schemas/project.js';

/** The form's sections (titles: `projects.form.<key>`). */
export const PROJECT_SECTIONS: readonly FieldSection[] = [
  {
    key: 'generalSection',
    fields: [
      { name: 'project_name', kind: 'text', maxLength: 200, required: true, wide: true },
      { name: 'description', kind: 'longText', maxLength: 10_000, wide: true },
    ],
  },
  {
    key: 'publicSection',
    fields: [
      { name: 'is_public', kind: 'boolean', wide: true },
      { name: 'anonymise_observers', kind: 'boolean', wide: true },
      { name: 'date_rounding', kind: 'custom', wide: true },
    ],
  },
];

/** Every field of the project form, in form order. */
export const PROJECT_FIELDS: readonly FieldSpec[] = fieldsOf(PROJECT_SECTIONS);

/** The values of a new project: the service's defaults (not public, names shown, exact dates). */
export function newProjectValues(): FormValues {
  return { project_name: null, description: null, is_public: false, anonymise_observers: false, date_rounding: 'none' };
}

/** The form values of `project` (settings a service leaves out count as the defaults). */
export function projectValues(project: Project): FormValues {
  return { ...newProjectValues(), ...Object.fromEntries(Object.entries(valuesOf(PROJECT_FIELDS, project)).filter(([, value]) => value !== null)) };
}
