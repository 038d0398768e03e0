import { posix, win32 } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathBelowRoot } from '../../../src-shared/domain/path-inside.js';

describe('path below a root folder', () => {
  it('gives the path inside the folder, empty for the folder itself', () => {
    expect(pathBelowRoot(posix, '/srv/files', '/srv/files/ab/cd.jpg')).toBe('ab/cd.jpg');
    expect(pathBelowRoot(posix, '/srv/files', 'ab/cd.jpg')).toBe('ab/cd.jpg');
    expect(pathBelowRoot(posix, '/srv/files/', '/srv/files')).toBe('');
  });

  it('refuses what leaves the folder, however it is written', () => {
    expect(pathBelowRoot(posix, '/srv/files', '../secrets')).toBeNull();
    expect(pathBelowRoot(posix, '/srv/files', 'ab/../../secrets')).toBeNull();
    expect(pathBelowRoot(posix, '/srv/files', '/srv/files-old/a.jpg')).toBeNull();
    expect(pathBelowRoot(posix, '/srv/files', '/etc/passwd')).toBeNull();
  });

  it('keeps a file whose name starts with two dots inside', () => {
    expect(pathBelowRoot(posix, '/srv/files', '..notes.txt')).toBe('..notes.txt');
  });

  it('applies Windows rules: other drives and backslash escapes are outside', () => {
    expect(pathBelowRoot(win32, 'C:\\app\\out', 'C:\\app\\out\\index.html')).toBe('index.html');
    expect(pathBelowRoot(win32, 'C:\\app\\out', 'D:\\app\\out\\index.html')).toBeNull();
    expect(pathBelowRoot(win32, 'C:\\app\\out', '..\\..\\Windows\\win.ini')).toBeNull();
  });
});
