/**
 * Darwin Core Archives (a zip with meta.xml): the occurrence core is imported, its columns named
 * by the terms' local names (`scientificName`, `decimalLatitude` …) with meta.xml's defaults
 * filled in; extensions are reported as skipped. The core's data file is streamed out of the zip
 * (yauzl) on each pass; nothing is unpacked to disk.
 */
import { basename } from 'node:path';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { delimitedRows } from './delimited.js';
import { parseMetaXml, termName, type MetaFile } from './meta-xml.js';
import { SourceError, type ImportSource, type SourceRow } from './source.js';

const OCCURRENCE = /\/Occurrence$/;
/** meta.xml is a few kilobytes; a larger one is not a descriptor. */
const META_XML_MAX_BYTES = 4 * 1024 * 1024;

async function readEntries(path: string, file_name: string): Promise<{ zip: yauzl.ZipFile; entries: Map<string, yauzl.Entry> }> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(path, { lazyEntries: true, autoClose: false });
  } catch (error) {
    throw new SourceError('bad-zip', { file_name }, `Not a readable zip file (${(error as Error).message}); it may be truncated.`);
  }
  const entries = new Map<string, yauzl.Entry>();
  try {
    for await (const entry of zip.eachEntry()) entries.set(entry.fileName, entry);
  } catch (error) {
    zip.close();
    throw new SourceError('bad-zip', { file_name }, `The zip file's directory is damaged (${(error as Error).message}).`);
  }
  return { zip, entries };
}

async function entryText(zip: yauzl.ZipFile, entry: yauzl.Entry, file_name: string): Promise<string> {
  if (entry.uncompressedSize > META_XML_MAX_BYTES) throw new SourceError('bad-meta-xml', { file_name }, 'meta.xml is too large to be a descriptor.');
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
  } catch (error) {
    throw new SourceError('bad-zip', { file_name }, `${entry.fileName} cannot be unpacked (${(error as Error).message}); the archive may be truncated.`);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The entry of `location` (also found when the archive keeps its files in one top folder). */
function findEntry(entries: Map<string, yauzl.Entry>, location: string, prefix: string): yauzl.Entry | undefined {
  return entries.get(prefix + location) ?? entries.get(location);
}

/**
 * Opens a Darwin Core Archive: reads the zip's directory and meta.xml, checks the core's data file
 * exists. Rows are read when `rows()` is iterated.
 * @throws SourceError `bad-zip` (not a zip, truncated, damaged), `bad-meta-xml` (missing or
 *   unreadable), `missing-archive-file` (meta.xml names a file the zip does not hold),
 *   `no-occurrence-core` (the core is not occurrences).
 */
export async function openDwca(path: string): Promise<ImportSource> {
  const file_name = basename(path);
  const { zip, entries } = await readEntries(path, file_name);
  try {
    const metaEntry = [...entries.values()].find((e) => /(^|\/)meta\.xml$/i.test(e.fileName));
    if (!metaEntry) throw new SourceError('bad-meta-xml', { file_name }, 'The archive holds no meta.xml; it is not a Darwin Core Archive.');
    const prefix = metaEntry.fileName.slice(0, metaEntry.fileName.length - 'meta.xml'.length);
    let files: MetaFile[];
    try {
      files = parseMetaXml(await entryText(zip, metaEntry, file_name));
    } catch (error) {
      if (error instanceof SourceError) throw error;
      throw new SourceError('bad-meta-xml', { file_name }, `meta.xml: ${(error as Error).message}`);
    }
    const core = files.find((f) => f.kind === 'core') as MetaFile;
    if (!OCCURRENCE.test(core.row_type)) {
      throw new SourceError('no-occurrence-core', { file_name }, `The archive's core is ${core.row_type || 'undeclared'}, not occurrences.`);
    }
    if (!findEntry(entries, core.location, prefix)) {
      throw new SourceError('missing-archive-file', { file_name }, `meta.xml names the data file "${core.location}", which the archive does not hold.`);
    }
    const indexed = core.fields.filter((f) => f.index !== null);
    const width = Math.max(-1, ...indexed.map((f) => f.index as number)) + 1;
    const columns = Array.from({ length: width }, (_v, i) => {
      const field = indexed.find((f) => f.index === i);
      return field ? termName(field.term) : `column ${i + 1}`;
    });
    const defaults = Object.fromEntries(core.fields.filter((f) => f.default !== null).map((f) => [termName(f.term), f.default as string]));
    const skipped = files.filter((f) => f.kind === 'extension').map((f) => ({
      name: `${f.location} (${termName(f.row_type)})`,
      reason: 'extension' as const,
    }));
    return {
      format: 'dwca',
      file_name,
      encoding: core.encoding.toLowerCase(),
      columns: [...new Set([...columns, ...Object.keys(defaults)])],
      skipped,
      rows: () => coreRows(path, core, prefix, { file_name: `${file_name}/${core.location}`, columns, defaults }),
    };
  } finally {
    zip.close();
  }
}

async function* coreRows(
  path: string,
  core: MetaFile,
  prefix: string,
  where: { file_name: string; columns: readonly string[]; defaults: Record<string, string> },
): AsyncGenerator<SourceRow> {
  const archive = basename(path);
  const { zip, entries } = await readEntries(path, archive);
  try {
    const entry = findEntry(entries, core.location, prefix);
    if (!entry) throw new SourceError('missing-archive-file', { file_name: archive }, `The archive lost "${core.location}".`);
    let bytes: Readable;
    try {
      bytes = await zip.openReadStreamPromise(entry);
    } catch (error) {
      throw new SourceError('bad-zip', { file_name: where.file_name }, `Cannot be unpacked (${(error as Error).message}).`);
    }
    let lastRow = 0;
    try {
      for await (const row of delimitedRows(bytes, {
        encoding: core.encoding,
        delimiter: core.fields_terminated_by,
        quote: core.fields_enclosed_by,
        header_lines: core.ignore_header_lines,
      }, where)) {
        lastRow = row.row_number;
        yield row;
      }
    } catch (error) {
      if (error instanceof SourceError) throw error;
      throw new SourceError('bad-zip', { file_name: where.file_name, row: lastRow + 1 },
        `The data stops being readable here (${(error as Error).message}); the archive may be truncated.`);
    }
  } finally {
    zip.close();
  }
}
