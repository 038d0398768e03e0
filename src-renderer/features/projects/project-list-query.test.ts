import { describe, expect, it } from 'vitest';
import { PROJECT_LIST_QUERY, projectListInput } from './project-list-query.js';

const { decode, encode, initial } = PROJECT_LIST_QUERY;

describe('project list ⇄ address', () => {
  it('reads the name filter in the service grammar, the right, the page and the order', () => {
    const { state, ignored } = decode({ 'project_name[iw_contains]': ' flora ', right: 'manage', offset: '50', sort: 'updated_at', dir: 'desc' });
    expect(state).toEqual({ project_name: 'flora', right: 'manage', offset: 50, sort: 'updated_at', dir: 'desc' });
    expect(ignored).toEqual([]);
    expect(encode(state)).toEqual({ 'project_name[iw_contains]': 'flora', right: 'manage', offset: '50', sort: 'updated_at', dir: 'desc' });
  });

  it('leaves out what does not fit, and the defaults', () => {
    const { state, ignored } = decode({ right: 'admin', offset: '-3', sort: 'secret', dir: 'up', other: 'x' });
    expect(state).toEqual(initial());
    expect(state).toMatchObject({ project_name: '', right: null, offset: 0, sort: 'project_name', dir: 'asc' });
    expect(ignored.sort()).toEqual(['dir', 'offset', 'other', 'right', 'sort']);
    expect(encode(state)).toEqual({});
    expect(encode({ ...state, project_name: '   ' })).toEqual({});
  });

  it('takes the last of repeated keys and cuts an overlong name to the contract\'s limit', () => {
    expect(decode({ right: ['write', 'validate'] }).state.right).toBe('validate');
    expect(decode({ 'project_name[iw_contains]': 'x'.repeat(500) }).state.project_name).toHaveLength(200);
  });

  it('makes the projects.list input of one page', () => {
    const { state } = decode({ 'project_name[iw_contains]': 'neo' });
    expect(projectListInput(state, 100, 50)).toEqual({ project_name: 'neo', right: undefined, offset: 100, limit: 50, sort: 'project_name', dir: 'asc' });
  });
});
