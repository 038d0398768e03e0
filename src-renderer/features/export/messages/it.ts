import type { ExportMessages } from './en.js';

/** Italian messages of the export dialog (see ./en.ts). */
const exportsIt: ExportMessages = {
  exports: {
    button: 'Esporta…',
    title: 'Esporta osservazioni',
    scope: 'Osservazioni',
    scopeFilter: 'Tutte quelle del filtro ({count})',
    scopeSelection: 'Quelle selezionate ({count})',
    format: 'Formato',
    formats: { csv: 'CSV', xlsx: 'Excel', geojson: 'GeoJSON', dwca: 'Archivio Darwin Core' },
    formatHint: {
      csv: 'Testo per ogni foglio di calcolo o programma, UTF-8.',
      xlsx: 'Una cartella di lavoro Excel con un foglio.',
      geojson: 'Le geometrie in WGS84 (RFC 7946), per i programmi GIS.',
      dwca: 'Per GBIF e gli altri portali di biodiversità: le righe con i termini Darwin Core, con i metadati.',
    },
    columns: 'Colonne',
    columnsAll: 'Tutti i campi',
    columnsVisible: 'Le colonne della tabella',
    values: 'Valori codificati',
    valuesCodes: 'Codici',
    valuesLabels: 'Etichette in {language}',
    lv95: 'Aggiungi est e nord LV95 (EPSG:2056)',
    validationDetails: 'Aggiungi commento, validatore e data della validazione (più lento: una richiesta per osservazione)',
    csvSemicolon: 'Separa con ; (fogli di calcolo in tedesco, francese, italiano)',
    csvBom: 'Inizia con un byte order mark (Excel riconosce UTF-8)',
    licence: 'Licenza',
    start: 'Esporta',
    cancel: 'Annulla l’esportazione',
    close: 'Chiudi',
    running: 'Esportazione in corso…',
    progress: '{written} di {total} osservazioni',
    progressNoTotal: '{written} osservazioni',
    rate: '{rate} osservazioni/s',
    done: '{count} osservazioni esportate in {file} ({size}) in {seconds} s.',
    downloadAgain: 'Il download è iniziato. Se no, scarica il file qui (una volta).',
    download: 'Scarica {file}',
    savedAt: 'Salvato come {file}.',
    cancelled: 'L’esportazione è stata annullata; il file parziale è stato rimosso.',
    failed: 'L’esportazione non è riuscita: {message}',
    another: 'Esporta di nuovo',
  },
};

export default exportsIt;
