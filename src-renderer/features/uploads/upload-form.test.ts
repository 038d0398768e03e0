import { describe, expect, it } from 'vitest';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { errorsFromDesk } from '../../components/forms/form-check.js';
import { checkUpload, UPLOAD_FIELDS } from './upload-form.js';
import { addFiles } from '../../components/forms/user-files.js';

const file = (letter: string, name = `${letter}.jpg`) => ({ handle: `fh_${letter.repeat(22)}`, file_name: name, size_in_bytes: 10 });

describe('the "Add files" form', () => {
  it('adds chosen or dropped files once each, in the order given', () => {
    expect(addFiles([file('A')], [file('B'), file('A')]).map((f) => f.file_name)).toEqual(['A.jpg', 'B.jpg']);
  });

  it('needs files and a document type before anything is queued', () => {
    const check = checkUpload({ files: null, doc_type: null, dataset_id: null, doc_rem: null }, [], null);
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({ files: { key: 'forms.errors.required' }, doc_type: { key: 'forms.errors.required' } });
  });

  it('says a remark is too long with the contract’s limit', () => {
    const check = checkUpload({ files: null, doc_type: 1, dataset_id: null, doc_rem: 'x'.repeat(4001) }, [file('A')], null);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.errors.doc_rem).toEqual({ key: 'forms.errors.tooLong', params: { max: 4000 } });
  });

  it('builds the enqueue input: file handles (never paths), type, project, remark, the observation to attach to', () => {
    const check = checkUpload({ files: null, doc_type: 1, dataset_id: 4, doc_rem: '  Flowering  ' }, [file('A'), file('B')], 12);
    expect(check).toEqual({ ok: true, body: { files: [`fh_${'A'.repeat(22)}`, `fh_${'B'.repeat(22)}`], doc_type: 1, dataset_id: 4, doc_rem: 'Flowering', attach_to_occurrence_id: 12 } });
    const bare = checkUpload({ files: null, doc_type: 2, dataset_id: null, doc_rem: '' }, [file('A')], null);
    expect(bare).toEqual({ ok: true, body: { files: [`fh_${'A'.repeat(22)}`], doc_type: 2 } });
  });

  it('puts main’s refusal of a file on the files field', () => {
    const error = new DeskError({ status: 400, code: 'invalid-input', message: 'x', fields: [{ field: 'files.1', message: 'No such file: b.jpg' }] });
    expect(errorsFromDesk(UPLOAD_FIELDS, error).errors).toEqual({ files: { text: 'No such file: b.jpg' } });
  });
});
