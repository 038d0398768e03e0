/**
 * Opens a file for import by its format: chosen, or told by its name (`.csv`/`.txt`/`.tsv`,
 * `.xlsx`, `.geojson`/`.json`, `.zip`), else by its first bytes (a zip is a Darwin Core Archive
 * or, when it holds `xl/`, a workbook).
 */
import { open } from 'node:fs/promises';
import { basename, extname } from 'node:path';
import { openCsv, type CsvChoices } from './csv.js';
import { openDwca } from './dwca.js';
import { openGeojson } from './geojson.js';
import { SourceError, type ImportSource, type SourceFormat } from './source.js';
import { openXlsx } from './xlsx.js';

const BY_EXTENSION: Readonly<Record<string, SourceFormat>> = {
  '.csv': 'csv', '.txt': 'csv', '.tsv': 'csv', '.tab': 'csv',
  '.xlsx': 'xlsx', '.geojson': 'geojson', '.json': 'geojson', '.zip': 'dwca',
};

/** The format of the file at `path` from its name, else from its first bytes. */
export async function detectFormat(path: string): Promise<SourceFormat> {
  const byName = BY_EXTENSION[extname(path).toLowerCase()];
  if (byName) return byName;
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(4);
    await handle.read(head, 0, 4, 0);
    if (head.readUInt32LE(0) === 0x04034b50) return 'dwca';
    return head.toString('latin1').trimStart().startsWith('{') ? 'geojson' : 'csv';
  } finally {
    await handle.close();
  }
}

/**
 * Opens `path` (a file main holds: chosen in the dialog or dropped) as an {@link ImportSource}.
 * @throws SourceError from the format's reader.
 */
export async function openSource(path: string, options: { format?: SourceFormat; csv?: CsvChoices } = {}): Promise<ImportSource> {
  const format = options.format ?? (await detectFormat(path));
  switch (format) {
    case 'csv': return openCsv(path, options.csv);
    case 'xlsx': return openXlsx(path);
    case 'geojson': return openGeojson(path);
    case 'dwca': return openDwca(path);
    default: throw new SourceError('unknown-format', { file_name: basename(path) }, 'The file is not CSV, Excel, GeoJSON or a Darwin Core Archive.');
  }
}
