import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { errorsFromDesk } from '../../components/forms/form-check.js';
import { addPaths, checkUpload, parsePaths, UPLOAD_FIELDS } from './upload-form.js';

describe('the "Add files" form', () => {
  it('reads one path per line: trimmed, quotes removed, no empty lines or repeats', () => {
    expect(parsePaths(' /a/b.jpg \n\n"C:\\Photos\\x y.jpg"\r\n/a/b.jpg\n\'/c.tif\'')).toEqual(['/a/b.jpg', 'C:\\Photos\\x y.jpg', '/c.tif']);
    expect(addPaths('/a.jpg', ['/b.jpg', '/a.jpg'])).toBe('/a.jpg\n/b.jpg');
  });

  it('needs files and a document type before anything is queued', () => {
    const check = checkUpload({ paths: '  \n ', doc_type: null, dataset_id: null, doc_rem: null }, null);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({ paths: { key: 'forms.errors.required' }, doc_type: { key: 'forms.errors.required' } });
  });

  it('says a remark is too long with the contract’s limit', () => {
    const check = checkUpload({ paths: '/a.jpg', doc_type: 1, dataset_id: null, doc_rem: 'x'.repeat(4001) }, null);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.doc_rem).toEqual({ key: 'forms.errors.tooLong', params: { max: 4000 } });
  });

  it('builds the enqueue input: paths, type, project, remark, the observation to attach to', () => {
    const check = checkUpload({ paths: '/p/1.jpg\n/p/2.jpg', doc_type: 1, dataset_id: 4, doc_rem: '  Flowering  ' }, 12);
    expect(check).toEqual({ ok: true, body: { paths: ['/p/1.jpg', '/p/2.jpg'], doc_type: 1, dataset_id: 4, doc_rem: 'Flowering', attach_to_occurrence_id: 12 } });
    const bare = checkUpload({ paths: '/p/1.jpg', doc_type: 2, dataset_id: null, doc_rem: '' }, null);
    expect(bare).toEqual({ ok: true, body: { paths: ['/p/1.jpg'], doc_type: 2 } });
  });

  it('puts main’s refusal of a path on the files field', () => {
    const error = new DeskError({ status: 400, code: 'invalid-input', message: 'x', fields: [{ field: 'paths.1', message: 'No such file: /p/2.jpg' }] });
    expect(errorsFromDesk(UPLOAD_FIELDS, error).errors).toEqual({ paths: { text: 'No such file: /p/2.jpg' } });
  });
});
