/** Writes small zip files for the reader tests with yazl (the export's zip writer). */
import { createWriteStream, readFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import yazl from 'yazl';

/** Writes `files` (name → content) as a zip at `path`; resolves to its bytes. */
export async function writeZip(path: string, files: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(typeof content === 'string' ? Buffer.from(content) : content, name);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(path));
  return readFileSync(path);
}
