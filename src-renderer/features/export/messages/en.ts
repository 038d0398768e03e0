/**
 * English messages of the export dialog, merged into messages/en.ts under `exports`. The other
 * locales type their files with {@link ExportMessages}.
 */
const exportsEn = {
  exports: {
    button: 'Export…',
    title: 'Export observations',
    scope: 'Observations',
    scopeFilter: 'All matching the filter ({count})',
    scopeSelection: 'The selected ({count})',
    format: 'Format',
    formats: { csv: 'CSV', xlsx: 'Excel', geojson: 'GeoJSON', dwca: 'Darwin Core Archive' },
    formatHint: {
      csv: 'Text for any spreadsheet or program, UTF-8.',
      xlsx: 'An Excel workbook with one sheet.',
      geojson: 'The geometries in WGS84 (RFC 7946), for GIS software.',
      dwca: 'For GBIF and other biodiversity portals: the rows under Darwin Core terms, with metadata.',
    },
    columns: 'Columns',
    columnsAll: 'Every field',
    columnsVisible: 'The columns shown in the table',
    values: 'Coded values',
    valuesCodes: 'Codes',
    valuesLabels: 'Labels in {language}',
    lv95: 'Add LV95 easting and northing (EPSG:2056)',
    validationDetails: 'Add the validation comment, validator and date (slower: one request per observation)',
    csvSemicolon: 'Separate with ; (spreadsheets in German, French, Italian)',
    csvBom: 'Start with a byte order mark (Excel recognises UTF-8)',
    licence: 'Licence',
    start: 'Export',
    cancel: 'Cancel export',
    close: 'Close',
    running: 'Exporting…',
    progress: '{written} of {total} observations',
    progressNoTotal: '{written} observations',
    rate: '{rate} observations/s',
    done: 'Exported {count} observations to {file} ({size}) in {seconds} s.',
    downloadAgain: 'The download has started. If it did not, download the file here (once).',
    download: 'Download {file}',
    savedAt: 'Saved as {file}.',
    cancelled: 'The export was cancelled; the partial file was removed.',
    failed: 'The export failed: {message}',
    another: 'Export again',
    releves: {
      title: 'Export relevés',
      scope: 'What to export',
      scopeReleves: 'The relevés matching the filter ({count})',
      scopeObservations: 'Their species observations',
      dwcaObservationsOnly: 'A Darwin Core Archive holds observations: choose “Their species observations” for one.',
      progress: '{written} of {total} relevés',
      progressNoTotal: '{written} relevés',
      rate: '{rate} relevés/s',
      done: 'Exported {count} relevés to {file} ({size}) in {seconds} s.',
    },
  },
};

/** The shape of the export messages every locale provides. */
export type ExportMessages = typeof exportsEn;

export default exportsEn;
