import type { ExportMessages } from './en.js';

/** French messages of the export dialog (see ./en.ts). */
const exportsFr: ExportMessages = {
  exports: {
    button: 'Exporter…',
    title: 'Exporter des observations',
    scope: 'Observations',
    scopeFilter: 'Toutes celles du filtre ({count})',
    scopeSelection: 'Les sélectionnées ({count})',
    format: 'Format',
    formats: { csv: 'CSV', xlsx: 'Excel', geojson: 'GeoJSON', dwca: 'Archive Darwin Core' },
    formatHint: {
      csv: 'Du texte pour tout tableur ou programme, UTF-8.',
      xlsx: 'Un classeur Excel d’une feuille.',
      geojson: 'Les géométries en WGS84 (RFC 7946), pour les logiciels SIG.',
      dwca: 'Pour GBIF et les autres portails de biodiversité : les lignes sous les termes Darwin Core, avec les métadonnées.',
    },
    columns: 'Colonnes',
    columnsAll: 'Tous les champs',
    columnsVisible: 'Les colonnes du tableau',
    values: 'Valeurs codées',
    valuesCodes: 'Codes',
    valuesLabels: 'Libellés en {language}',
    lv95: 'Ajouter l’est et le nord LV95 (EPSG:2056)',
    validationDetails: 'Ajouter le commentaire, l’auteur et la date de la validation (plus lent : une requête par observation)',
    csvSemicolon: 'Séparer par ; (tableurs en allemand, français, italien)',
    csvBom: 'Commencer par une marque d’ordre des octets (Excel reconnaît l’UTF-8)',
    licence: 'Licence',
    start: 'Exporter',
    cancel: 'Annuler l’export',
    close: 'Fermer',
    running: 'Export en cours…',
    progress: '{written} sur {total} observations',
    progressNoTotal: '{written} observations',
    rate: '{rate} observations/s',
    done: '{count} observations exportées dans {file} ({size}) en {seconds} s.',
    downloadAgain: 'Le téléchargement a commencé. Sinon, téléchargez le fichier ici (une fois).',
    download: 'Télécharger {file}',
    savedAt: 'Enregistré sous {file}.',
    cancelled: 'L’export a été annulé ; le fichier partiel a été supprimé.',
    failed: 'L’export a échoué : {message}',
    another: 'Exporter à nouveau',
  },
};

export default exportsFr;
