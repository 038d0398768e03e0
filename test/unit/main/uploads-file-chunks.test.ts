/**
 * Reading an upload's file through two reused buffers (src-main/uploads/file-chunks.ts): the
 * bytes in order whatever the chunk size, the read-ahead never overwriting a chunk still in use,
 * a file that shrinks or grows, and an early stop that closes the file.
 */
import { randomFillSync } from 'node:crypto';
import { appendFileSync, mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileChangedError, readFileChunks } from '../../../src-main/uploads/file-chunks.js';

let dir: string;
let path: string;
let content: Buffer;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'file-chunks-'));
  path = join(dir, 'scan.tif');
  content = randomFillSync(Buffer.alloc(10_007));
  writeFileSync(path, content);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Reads the whole file, holding each chunk "in use" across a pause (as a slow socket would). */
async function readAll(chunkBytes: number, size = content.length): Promise<{ bytes: Buffer; lengths: number[] }> {
  const parts: Buffer[] = [];
  const lengths: number[] = [];
  for await (const chunk of readFileChunks(path, size, chunkBytes)) {
    const before = Buffer.from(chunk);
    await new Promise((resolve) => setImmediate(resolve)); // the read-ahead runs meanwhile
    expect(chunk.equals(before)).toBe(true); // the chunk in use was not overwritten
    parts.push(before);
    lengths.push(chunk.length);
  }
  return { bytes: Buffer.concat(parts), lengths };
}

describe('readFileChunks', () => {
  it.each([7, 1000, 4096, 10_007, 1 << 20])('yields the file in order in chunks of at most %i bytes', async (chunkBytes) => {
    const { bytes, lengths } = await readAll(chunkBytes);
    expect(bytes.equals(content)).toBe(true);
    expect(Math.max(...lengths)).toBeLessThanOrEqual(chunkBytes);
    expect(lengths).toHaveLength(Math.ceil(content.length / chunkBytes));
  });

  it('yields nothing for an empty file', async () => {
    writeFileSync(path, '');
    expect((await readAll(1024, 0)).lengths).toEqual([]);
  });

  it('throws FileChangedError when the file is shorter than declared', async () => {
    truncateSync(path, 5000);
    await expect(readAll(1024)).rejects.toBeInstanceOf(FileChangedError);
  });

  it('throws FileChangedError when the file is longer than declared', async () => {
    appendFileSync(path, 'x');
    await expect(readAll(1024)).rejects.toThrow('grew');
  });

  it('throws the fs error for a missing file', async () => {
    rmSync(path);
    await expect(readAll(1024)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('closes the file when the caller stops early, with a read ahead under way', async () => {
    const chunks = readFileChunks(path, content.length, 1000);
    const first = await chunks.next();
    expect(first.value?.length).toBe(1000);
    await chunks.return(undefined);
    // a closed generator yields nothing more, and the file can be removed and made anew at once
    expect((await chunks.next()).done).toBe(true);
    rmSync(path);
    writeFileSync(path, content);
    expect((await readAll(4096)).bytes.equals(content)).toBe(true);
  });
});
