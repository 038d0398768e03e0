import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { uploadErrorText } from './upload-error-text.js';
import { formatBytes, formatDuration, formatRate, percentOf } from '../../i18n/upload-format.js';
import '../../testing/setup-messages.js';

/** The text with every kind of space (Intl uses narrow no-break spaces) as a plain one. */
const plain = (text: string): string => text.replace(/\s/g, ' ');
const t = (key: string, params?: Record<string, unknown>): string => i18n.global.t(key, params ?? {});

describe('upload sizes, rates and times', () => {
  it('chooses the unit by size, with the language’s decimal mark', () => {
    expect(formatBytes(512, 'en')).toBe('512 byte');
    expect(formatBytes(850 * 1024, 'en')).toBe('850 kB');
    expect(formatBytes(12.34 * 1024 * 1024, 'en')).toBe('12.3 MB');
    expect(plain(formatBytes(12.34 * 1024 * 1024, 'fr'))).toBe('12,3 Mo');
    expect(plain(formatBytes(1.25 * 1024 ** 3, 'de'))).toBe('1.25 GB');
    expect(formatRate(3.2 * 1024 * 1024, 'en')).toBe('3.2 MB/s');
    expect(formatRate(300 * 1024, 'en')).toBe('300 kB/s');
  });

  it('rounds times left up to whole seconds', () => {
    expect(formatDuration(7200, 'en')).toMatch(/^8 secs?$/);
    expect(plain(formatDuration(125_000, 'de'))).toBe('2 Min. 5 Sek.');
    expect(plain(formatDuration(3_840_000, 'fr'))).toBe('1 h 4 min');
    expect(plain(formatDuration(-5, 'it'))).toBe('0 s');
  });

  it('gives whole percentages within 0–100', () => {
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(20, 10)).toBe(100);
    expect(percentOf(0, 0)).toBe(100);
  });
});

describe('upload error texts', () => {
  it('says what to do for 413, 415 and 422 (with the refused fields by their labels)', () => {
    i18n.global.locale.value = 'en';
    const tooLarge = uploadErrorText({ status: 413, code: 'too-large', message: 'x', fields: [] }, 'scan.tif', '2.5 GB', t);
    expect(tooLarge.title).toBe('“scan.tif” (2.5 GB) is larger than the service accepts.');
    expect(tooLarge.detail).toMatch(/smaller/);
    const type = uploadErrorText({ status: 415, code: 'unsupported-media-type', message: 'x', fields: [] }, 'a.exe', '1 MB', t);
    expect(type.title).toBe('The service does not accept the type of “a.exe”.');
    const refused = uploadErrorText({
      status: 422, code: 'validation', message: 'x',
      fields: [{ field: 'doc[doc_type]', message: 'Unknown code 999.' }, { field: 'colour', message: 'Unknown field.' }],
    }, 'a.jpg', '1 MB', t);
    expect(refused.title).toBe('The service refused the details of “a.jpg”.');
    expect(refused.fields).toEqual([
      { field: 'doc_type', label: 'Document type', message: 'Unknown code 999.' },
      { field: 'colour', label: 'colour', message: 'Unknown field.' },
    ]);
  });

  it('translates by code, falls back to the status, then to main’s sentence', () => {
    i18n.global.locale.value = 'de';
    expect(uploadErrorText({ status: 0, code: 'file-missing', message: 'x', fields: [] }, 'a.jpg', '', t).title).toContain('a.jpg');
    expect(uploadErrorText({ status: 403, code: 'http-error', message: 'x', fields: [] }, 'a.jpg', '', t).title).toBe(t('uploads.errors.forbidden', { name: 'a.jpg' }));
    expect(uploadErrorText({ status: 503, code: 'odd', message: 'x', fields: [] }, 'a.jpg', '', t).title).toBe(t('uploads.errors.server', { name: 'a.jpg', status: 503 }));
    expect(uploadErrorText({ status: 0, code: 'internal', message: 'Main says why.', fields: [] }, 'a.jpg', '', t)).toEqual({ title: 'Main says why.', detail: null, fields: [] });
    i18n.global.locale.value = 'en';
  });
});
