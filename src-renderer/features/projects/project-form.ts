/**
 * Checks of the project form before anything is sent, with the shared zod write schemas (the
 * same main and the service apply): a new project sends its filled fields (POST), an edited one
 * only what changed (partial PUT; a cleared description is sent as null). And the errors of a
 * failed save: the service's 422 on the fields, a 409 (name in use) on the name.
 */
import type { DeskError } from '../../../src-shared/contract/errors.js';
import { ProjectCreateSchema, ProjectUpdateSchema, type ProjectCreate, type ProjectUpdate } from '../../../src-shared/schemas/project.js';
import type { FormValues } from '../../components/forms/field-spec.js';
import { checkBody, type BodyCheck, type FieldErrors, type FieldMessage } from '../../components/forms/form-check.js';
import { changedBody, filledBody } from '../../components/forms/form-values.js';
import { PROJECT_FIELDS } from './project-fields.js';

/** The POST body of a new project, or the fields at fault. */
export function checkNewProject(values: FormValues): BodyCheck<ProjectCreate> {
  return checkBody(PROJECT_FIELDS, filledBody(PROJECT_FIELDS, values), ProjectCreateSchema);
}

/** The PUT body (changed fields only) of an edited project, or the fields at fault. */
export function checkProjectChanges(initial: FormValues, values: FormValues): BodyCheck<ProjectUpdate> {
  return checkBody(PROJECT_FIELDS, changedBody(PROJECT_FIELDS, initial, values), ProjectUpdateSchema);
}

/**
 * A 409 `conflict` of a project save (another project has the name, compared without case) as
 * an error of the name field; null for any other error (the form's default handling).
 */
export function projectSaveErrors(error: DeskError): { errors: FieldErrors; other: FieldMessage[] } | null {
  // a 412 `conflict` is someone else's save meanwhile (merged by the form), not a name in use
  return error.code === 'conflict' && error.status === 409 ? { errors: { project_name: { key: 'projects.form.nameTaken' } }, other: [] } : null;
}
