import type { ExportMessages } from './en.js';

/** German messages of the export dialog (see ./en.ts). */
const exportsDe: ExportMessages = {
  exports: {
    button: 'Exportieren…',
    title: 'Beobachtungen exportieren',
    scope: 'Beobachtungen',
    scopeFilter: 'Alle zum Filter passenden ({count})',
    scopeSelection: 'Die ausgewählten ({count})',
    format: 'Format',
    formats: { csv: 'CSV', xlsx: 'Excel', geojson: 'GeoJSON', dwca: 'Darwin-Core-Archiv' },
    formatHint: {
      csv: 'Text für jede Tabellenkalkulation und jedes Programm, UTF-8.',
      xlsx: 'Eine Excel-Arbeitsmappe mit einem Blatt.',
      geojson: 'Die Geometrien in WGS84 (RFC 7946), für GIS-Programme.',
      dwca: 'Für GBIF und andere Biodiversitätsportale: die Zeilen unter Darwin-Core-Begriffen, mit Metadaten.',
    },
    columns: 'Spalten',
    columnsAll: 'Alle Felder',
    columnsVisible: 'Die Spalten der Tabelle',
    values: 'Codierte Werte',
    valuesCodes: 'Codes',
    valuesLabels: 'Bezeichnungen auf {language}',
    lv95: 'LV95-Ost- und Nordwert hinzufügen (EPSG:2056)',
    validationDetails: 'Validierungskommentar, Validierer und Datum hinzufügen (langsamer: eine Anfrage pro Beobachtung)',
    csvSemicolon: 'Mit ; trennen (Tabellenkalkulationen auf Deutsch, Französisch, Italienisch)',
    csvBom: 'Mit Byte-Order-Mark beginnen (Excel erkennt UTF-8)',
    licence: 'Lizenz',
    start: 'Exportieren',
    cancel: 'Export abbrechen',
    close: 'Schliessen',
    running: 'Export läuft…',
    progress: '{written} von {total} Beobachtungen',
    progressNoTotal: '{written} Beobachtungen',
    rate: '{rate} Beobachtungen/s',
    done: '{count} Beobachtungen nach {file} ({size}) exportiert, in {seconds} s.',
    downloadAgain: 'Der Download hat begonnen. Falls nicht, laden Sie die Datei hier herunter (einmal).',
    download: '{file} herunterladen',
    savedAt: 'Gespeichert als {file}.',
    cancelled: 'Der Export wurde abgebrochen; die unvollständige Datei wurde gelöscht.',
    failed: 'Der Export ist fehlgeschlagen: {message}',
    another: 'Erneut exportieren',
  },
};

export default exportsDe;
