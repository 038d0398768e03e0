import type { MapMessages } from './en.js';

/** Italian messages of the map (Swiss usage). */
const mapIt: MapMessages = {
  map: {
    label: 'Carta delle osservazioni',
    editorLabel: 'Carta per disegnare la geometria',
    loading: 'Caricamento della carta…',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    attribution: 'Fonti della carta',
    cursor: {
      label: 'Posizione del puntatore',
      lv95: 'MN95',
      wgs84: 'WGS84',
      none: 'Punta sulla carta per vederne le coordinate',
    },
    hemispheres: { n: 'N', s: 'S', e: 'E', w: 'O' },
    layers: {
      button: 'Livelli',
      title: 'Livelli della carta',
      cantons: 'Cantoni',
      municipalities: 'Comuni (dallo zoom 10)',
      lakes: 'Laghi',
      background: 'Carta di sfondo',
      none: 'Solo confini (offline)',
      osm: 'OpenStreetMap',
      swisstopo: 'Carta nazionale swisstopo',
      onlineNote: 'Le carte online richiedono l’accesso alla rete e qui possono essere bloccate.',
      legend: 'Stato di validazione',
      noStatus: 'senza stato',
      clusters: 'I cerchi numerati raggruppano osservazioni; un clic ingrandisce.',
    },
    footprints: {
      loading: 'Caricamento delle osservazioni visibili…',
      shown: 'Osservazioni visibili: {shown}',
      truncated: 'Mostrate {shown} di {matching} osservazioni attorno a questa vista. Ingrandisci per vederle tutte.',
      truncatedUnknown: 'Mostrate le prime {shown} osservazioni attorno a questa vista. Ingrandisci per vederle tutte.',
      error: 'Non è stato possibile caricare le osservazioni visibili.',
    },
    clustersError: 'Non è stato possibile caricare i raggruppamenti di osservazioni.',
    drawHint: 'Clicca per aggiungere vertici; doppio clic o clic sul primo vertice per terminare. Backspace toglie l’ultimo vertice, Esc annulla.',
    preview: {
      label: 'Mappa della geometria',
      unreadable: 'La geometria non può essere mostrata sulla mappa (il suo WKT non è leggibile).',
    },
    editor: {
      draw: 'Disegna',
      redraw: 'Ridisegna',
      clear: 'Rimuovi la geometria',
      undo: 'Annulla (Ctrl+Z)',
      redo: 'Ripeti (Ctrl+Maiusc+Z)',
      kinds: { point: 'punto', line: 'linea', polygon: 'poligono' },
      hints: {
        point: 'Clicca sulla carta per posare il punto.',
        line: 'Clicca per aggiungere punti; doppio clic per terminare la linea.',
        polygon: 'Clicca per aggiungere vertici; doppio clic o clic sul primo vertice per terminare.',
        modify: 'Trascina un vertice per spostarlo, trascina un lato per aggiungerne uno, Alt+clic su un vertice lo rimuove.',
      },
      crs: 'Sistema di coordinate',
      lv95: 'MN95 (EPSG:2056)',
      wgs84: 'WGS84 (EPSG:4326)',
      coordinates: 'Coordinate',
      coordinatesHelp: {
        point: 'Un punto. MN95: est / nord, p. es. 2’600’000 / 1’200’000. WGS84: latitudine, longitudine.',
        line: 'Un punto per riga, almeno due.',
        polygon: 'Un vertice per riga, almeno tre; l’anello si chiude da sé.',
      },
      apply: 'Applica le coordinate',
      wkt: 'WKT (WGS84 longitudine latitudine)',
      wktHelp: 'Testo WKT in WGS84, p. es. POINT(7.43861 46.95123).',
      applyWkt: 'Applica il WKT',
      none: 'Ancora nessuna geometria.',
      errors: {
        wkt: 'Questo non è un WKT valido: {message}',
        complex: 'Questa geometria ha più parti o buchi: modificala come WKT.',
        line: 'Riga {line}: {message}',
        tooFew: '{kind}: servono almeno {min} punti.',
      },
    },
    coordinateErrors: {
      twoNumbers: 'Inserisci due numeri.',
      outsideLv95: 'Fuori dall’estensione MN95 della Svizzera (est da 2’400’000 a 2’900’000, nord da 1’000’000 a 1’350’000).',
      outsideWgs84: 'La latitudine deve restare entro 90° e la longitudine entro 180°.',
    },
  },
};

export default mapIt;
