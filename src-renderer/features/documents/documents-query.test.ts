import { describe, expect, it } from 'vitest';
import { DOCUMENTS_QUERY, documentsQueryKey, emptyDocumentsQuery, hasFilters, listInput } from './documents-query.js';

const { decode, encode } = DOCUMENTS_QUERY;

describe('documents query in the address', () => {
  it('reads filters in the service’s grammar, order, view and page', () => {
    const { state, ignored } = decode({
      'dataset_id[in]': '2,1,2', 'file_name[iw_contains]': ' IMG_20* ', 'with_observation[eq]': 'false', 'doc_type[in]': '3',
      sort: 'size_in_bytes', dir: 'asc', view: 'table', page: '3',
    });
    expect(ignored).toEqual([]);
    expect(state).toEqual({ dataset_id: [1, 2], file_name: 'IMG_20*', with_observation: false, doc_type: [3], sort: 'size_in_bytes', dir: 'asc', view: 'table', page: 3 });
    expect(hasFilters(state)).toBe(true);
  });

  it('leaves out what it does not understand and says so', () => {
    const { state, ignored } = decode({
      'dataset_id[in]': '1,x', 'with_observation[eq]': 'yes', sort: 'owner', view: 'map', page: '0', projects: '1', 'doc_type[in]': ['1', '2'],
      'file_name[iw_contains]': 'n'.repeat(256),
    });
    expect(ignored.sort()).toEqual(['dataset_id[in]', 'file_name[iw_contains]', 'page', 'projects', 'sort', 'view', 'with_observation[eq]']);
    expect(state).toEqual({ ...emptyDocumentsQuery(), doc_type: [2] });
    expect(hasFilters(emptyDocumentsQuery())).toBe(false);
  });

  it('writes only what differs from the defaults, so equal screens give equal addresses', () => {
    expect(encode(emptyDocumentsQuery())).toEqual({});
    const query = { ...emptyDocumentsQuery(), dataset_id: [2, 1], file_name: 'orchid', with_observation: true, page: 2 };
    const encoded = encode(query);
    expect(encoded).toEqual({ 'dataset_id[in]': '1,2', 'file_name[iw_contains]': 'orchid', 'with_observation[eq]': 'true', page: '2' });
    expect(decode(encoded).state).toEqual({ ...query, dataset_id: [1, 2] });
    expect(encode({ ...emptyDocumentsQuery(), sort: 'file_name' })).toEqual({ sort: 'file_name', dir: 'desc' });
  });

  it('asks the desk for the page with the filters set', () => {
    expect(listInput({ ...emptyDocumentsQuery(), doc_type: [1], page: 3 })).toEqual({ doc_type: [1], offset: 200, limit: 100, sort: 'id', dir: 'desc' });
    expect(listInput({ ...emptyDocumentsQuery(), with_observation: false, file_name: 'a' })).toMatchObject({ with_observation: false, file_name: 'a', offset: 0 });
  });

  it('compares queries without the view (switching gallery and table reads nothing again)', () => {
    const a = { ...emptyDocumentsQuery(), doc_type: [1] };
    expect(documentsQueryKey(a)).toBe(documentsQueryKey({ ...a, view: 'table' }));
    expect(documentsQueryKey(a)).not.toBe(documentsQueryKey({ ...a, page: 2 }));
  });
});
