import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { newProjectValues, projectValues } from './project-fields.js';
import { checkNewProject, checkProjectChanges, projectSaveErrors } from './project-form.js';

describe('project form checks', () => {
  it('sends a new project trimmed, with the public settings, and nothing empty', () => {
    const checked = checkNewProject({ ...newProjectValues(), project_name: '  Wetlands  ', is_public: true, date_rounding: 'month' });
    expect(checked).toEqual({ ok: true, body: { project_name: 'Wetlands', is_public: true, anonymise_observers: false, date_rounding: 'month' } });
  });

  it('refuses a new project without a name, on the name field', () => {
    const checked = checkNewProject({ ...newProjectValues(), project_name: '   ' });
    expect(checked).toEqual({ ok: false, errors: { project_name: { key: 'forms.errors.required' } }, other: [] });
  });

  it('refuses a name longer than 200 characters', () => {
    const checked = checkNewProject({ ...newProjectValues(), project_name: 'x'.repeat(201) });
    expect(checked.ok).toBe(false);
    expect(!checked.ok && checked.errors.project_name).toEqual({ key: 'forms.errors.tooLong', params: { max: 200 } });
  });

  it('sends only what changed on edit; a cleared description is sent as null', () => {
    const initial = projectValues({ id: 1, project_name: 'Flora', description: 'Old text', is_public: false, anonymise_observers: false, date_rounding: 'none' });
    expect(checkProjectChanges(initial, { ...initial, description: '', anonymise_observers: true }))
      .toEqual({ ok: true, body: { description: null, anonymise_observers: true } });
    expect(checkProjectChanges(initial, { ...initial })).toEqual({ ok: true, body: {} });
  });

  it('fills settings a service leaves out with the defaults', () => {
    expect(projectValues({ id: 2, project_name: 'Other service' })).toEqual({ ...newProjectValues(), project_name: 'Other service' });
  });

  it('puts a 409 (name in use) on the name, and leaves other errors to the form', () => {
    const conflict = new DeskError({ status: 409, code: 'conflict', message: 'A project named "x" already exists', fields: [] });
    expect(projectSaveErrors(conflict)).toEqual({ errors: { project_name: { key: 'projects.form.nameTaken' } }, other: [] });
    expect(projectSaveErrors(new DeskError({ status: 422, code: 'validation', message: 'bad', fields: [{ field: 'project_name', message: 'x' }] }))).toBeNull();
    expect(projectSaveErrors(new DeskError({ status: 412, code: 'conflict', message: 'changed meanwhile', fields: [] }))).toBeNull();
  });
});
