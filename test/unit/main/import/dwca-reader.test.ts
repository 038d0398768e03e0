import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { openDwca } from '../../../../src-main/import/readers/dwca.js';
import { allRows as all, sourceFailure as failure } from './source-fixture.js';
import { writeZip } from './zip-fixture.js';

const dir = mkdtempSync(join(tmpdir(), 'dwca-reader-'));
const DWC = 'http://rs.tdwg.org/dwc/terms/';
const META = `<?xml version="1.0"?>
<archive xmlns="http://rs.tdwg.org/dwc/text/" metadata="eml.xml">
  <core encoding="windows-1252" fieldsTerminatedBy="\\t" linesTerminatedBy="\\n" fieldsEnclosedBy="" ignoreHeaderLines="1" rowType="${DWC}Occurrence">
    <files><location>occurrence.txt</location></files>
    <id index="0"/>
    <field index="0" term="${DWC}occurrenceID"/>
    <field index="1" term="${DWC}scientificName"/>
    <field index="2" term="${DWC}verbatimLocality"/>
    <field default="WGS84" term="${DWC}geodeticDatum"/>
    <field default="CH" term="${DWC}countryCode"/>
  </core>
  <extension encoding="UTF-8" fieldsTerminatedBy="," rowType="http://rs.gbif.org/terms/1.0/Multimedia">
    <files><location>multimedia.txt</location></files>
    <coreid index="0"/>
  </extension>
</archive>`;
const OCCURRENCES = iconv.encode('id\tname\tlocality\nocc-1\tAchillea millefolium\tGéné "Ufer"\nocc-2\tCarex flacca\t\n', 'windows-1252');

describe('Darwin Core Archive reader', () => {
  it('honours meta.xml: separator, no quotes, header line, encoding, defaults; reports extensions as skipped', async () => {
    const path = join(dir, 'dwca.zip');
    await writeZip(path, { 'meta.xml': META, 'occurrence.txt': OCCURRENCES, 'multimedia.txt': 'occ-1,x\n' });
    const source = await openDwca(path);
    expect(source.columns).toEqual(['occurrenceID', 'scientificName', 'verbatimLocality', 'geodeticDatum', 'countryCode']);
    expect(source.skipped).toEqual([{ name: 'multimedia.txt (Multimedia)', reason: 'extension' }]);
    expect(await all(source)).toEqual([
      { row_number: 2, values: { geodeticDatum: 'WGS84', countryCode: 'CH', occurrenceID: 'occ-1', scientificName: 'Achillea millefolium', verbatimLocality: 'Géné "Ufer"' } },
      { row_number: 3, values: { geodeticDatum: 'WGS84', countryCode: 'CH', occurrenceID: 'occ-2', scientificName: 'Carex flacca', verbatimLocality: '' } },
    ]);
  });

  it('reads the shipped GBIF Ticino records packed with a meta.xml of their own columns', async () => {
    const csv = readFileSync('resources/demo/occurrences/occurrence-ticino.csv');
    const header = csv.subarray(0, csv.indexOf(0x0a)).toString().split(',');
    const fields = header.map((term, i) => `<field index="${i}" term="${DWC}${term}"/>`).join('\n');
    const meta = `<archive><core fieldsTerminatedBy="," ignoreHeaderLines="1" rowType="${DWC}Occurrence"><files><location>data/occurrence.csv</location></files>${fields}</core></archive>`;
    const path = join(dir, 'ticino.zip');
    await writeZip(path, { 'data/meta.xml': meta, 'data/occurrence.csv': csv });
    const rows = await all(await openDwca(path));
    expect(rows).toHaveLength(377);
    expect(rows[0]?.values).toMatchObject({ occurrenceID: 'INFOFLORA-TRAC-10791614', scientificName: 'Eriophorum vaginatum L.' });
  });

  it('names the file meta.xml points to when the archive does not hold it', async () => {
    const path = join(dir, 'missing.zip');
    await writeZip(path, { 'meta.xml': META });
    const error = await failure(openDwca(path));
    expect(error.code).toBe('missing-archive-file');
    expect(error.message).toBe('missing.zip: meta.xml names the data file "occurrence.txt", which the archive does not hold.');
  });

  it('says a truncated zip is not readable, naming the file', async () => {
    const bytes = await writeZip(join(dir, 'whole.zip'), { 'meta.xml': META, 'occurrence.txt': OCCURRENCES });
    const path = join(dir, 'truncated.zip');
    writeFileSync(path, bytes.subarray(0, bytes.length - 40));
    const error = await failure(openDwca(path));
    expect(error.code).toBe('bad-zip');
    expect(error.message).toMatch(/^truncated\.zip: .*truncated/);
  });

  it('refuses an archive whose core is not occurrences', async () => {
    const path = join(dir, 'event.zip');
    await writeZip(path, { 'meta.xml': META.replace(`${DWC}Occurrence`, `${DWC}Event`), 'occurrence.txt': OCCURRENCES });
    expect(await failure(openDwca(path))).toMatchObject({ code: 'no-occurrence-core' });
  });
});
