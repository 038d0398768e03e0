import { describe, expect, it } from 'vitest';
import { decodeProjectList, encodeProjectList, projectListInput, PROJECT_LIST_DEFAULT_SORT } from './project-list-query.js';

describe('project list ⇄ address', () => {
  it('reads the name filter in the service grammar, the right, the page and the order', () => {
    const state = decodeProjectList({ 'project_name[iw_contains]': ' flora ', right: 'manage', offset: '50', sort: 'updated_at', dir: 'desc' });
    expect(state).toEqual({ name: 'flora', right: 'manage', offset: 50, sort: 'updated_at', dir: 'desc' });
    expect(encodeProjectList(state)).toEqual({ 'project_name[iw_contains]': 'flora', right: 'manage', offset: '50', sort: 'updated_at', dir: 'desc' });
  });

  it('leaves out what does not fit, and the defaults', () => {
    const state = decodeProjectList({ right: 'admin', offset: '-3', sort: 'secret', dir: 'up', other: 'x' });
    expect(state).toEqual({ name: '', right: null, offset: 0, ...PROJECT_LIST_DEFAULT_SORT });
    expect(encodeProjectList(state)).toEqual({});
    expect(encodeProjectList({ ...state, name: '   ' })).toEqual({});
  });

  it('takes the last of repeated keys and cuts an overlong name to the contract\'s limit', () => {
    expect(decodeProjectList({ right: ['write', 'validate'] }).right).toBe('validate');
    expect(decodeProjectList({ 'project_name[iw_contains]': 'x'.repeat(500) }).name).toHaveLength(200);
  });

  it('makes the projects.list input of one page', () => {
    const state = decodeProjectList({ 'project_name[iw_contains]': 'neo' });
    expect(projectListInput(state, 100, 50)).toEqual({ project_name: 'neo', right: undefined, offset: 100, limit: 50, sort: 'project_name', dir: 'asc' });
  });
});
