import type { MapMessages } from './en.js';

/** German messages of the map (Swiss orthography). */
const mapDe: MapMessages = {
  map: {
    label: 'Karte der Beobachtungen',
    editorLabel: 'Karte zum Zeichnen der Geometrie',
    loading: 'Karte wird geladen …',
    zoomIn: 'Hineinzoomen',
    zoomOut: 'Herauszoomen',
    attribution: 'Kartenquellen',
    cursor: {
      label: 'Zeigerposition',
      lv95: 'LV95',
      wgs84: 'WGS84',
      none: 'Zeigen Sie auf die Karte, um ihre Koordinaten zu sehen',
    },
    hemispheres: { n: 'N', s: 'S', e: 'O', w: 'W' },
    layers: {
      button: 'Ebenen',
      title: 'Kartenebenen',
      cantons: 'Kantone',
      municipalities: 'Gemeinden (ab Zoomstufe 10)',
      lakes: 'Seen',
      background: 'Hintergrundkarte',
      none: 'Nur Grenzen (offline)',
      osm: 'OpenStreetMap',
      swisstopo: 'Landeskarte swisstopo',
      onlineNote: 'Onlinekarten brauchen Netzzugang und sind hier eventuell gesperrt.',
      legend: 'Validierungsstatus',
      noStatus: 'ohne Status',
      clusters: 'Kreise mit Zahlen fassen Beobachtungen zusammen; ein Klick zoomt hinein.',
    },
    footprints: {
      loading: 'Beobachtungen im Ausschnitt werden geladen …',
      shown: 'Beobachtungen im Ausschnitt: {shown}',
      truncated: '{shown} von {matching} Beobachtungen um diesen Ausschnitt angezeigt. Zoomen Sie hinein, um alle zu sehen.',
      truncatedUnknown: 'Die ersten {shown} Beobachtungen um diesen Ausschnitt angezeigt. Zoomen Sie hinein, um alle zu sehen.',
      error: 'Die Beobachtungen im Ausschnitt konnten nicht geladen werden.',
    },
    clustersError: 'Die Beobachtungsgruppen konnten nicht geladen werden.',
    drawHint: 'Klicken setzt Ecken; Doppelklick oder Klick auf die erste Ecke schliesst ab. Rücktaste entfernt die letzte Ecke, Escape bricht ab.',
    preview: {
      label: 'Karte der Geometrie',
      unreadable: 'Die Geometrie kann nicht auf der Karte gezeigt werden (ihr WKT ist nicht lesbar).',
    },
    editor: {
      draw: 'Zeichnen',
      redraw: 'Neu zeichnen',
      clear: 'Geometrie entfernen',
      undo: 'Rückgängig (Ctrl+Z)',
      redo: 'Wiederholen (Ctrl+Shift+Z)',
      kinds: { point: 'Punkt', line: 'Linie', polygon: 'Polygon' },
      hints: {
        point: 'Klicken Sie in die Karte, um den Punkt zu setzen.',
        line: 'Klicken setzt Punkte; Doppelklick beendet die Linie.',
        polygon: 'Klicken setzt Ecken; Doppelklick oder Klick auf die erste Ecke schliesst ab.',
        modify: 'Stützpunkt ziehen verschiebt ihn, Kante ziehen fügt einen hinzu, Alt+Klick auf einen Stützpunkt entfernt ihn.',
      },
      crs: 'Koordinatensystem',
      lv95: 'LV95 (EPSG:2056)',
      wgs84: 'WGS84 (EPSG:4326)',
      coordinates: 'Koordinaten',
      coordinatesHelp: {
        point: 'Ein Punkt. LV95: Ost / Nord, z. B. 2’600’000 / 1’200’000. WGS84: Breite, Länge.',
        line: 'Ein Punkt pro Zeile, mindestens zwei.',
        polygon: 'Eine Ecke pro Zeile, mindestens drei; der Ring schliesst sich selbst.',
      },
      apply: 'Koordinaten übernehmen',
      wkt: 'WKT (WGS84 Länge Breite)',
      wktHelp: 'Well-known Text in WGS84, z. B. POINT(7.43861 46.95123).',
      applyWkt: 'WKT übernehmen',
      none: 'Noch keine Geometrie.',
      errors: {
        wkt: 'Das ist kein gültiger WKT: {message}',
        complex: 'Diese Geometrie hat mehrere Teile oder Löcher: Bearbeiten Sie sie als WKT.',
        line: 'Zeile {line}: {message}',
        tooFew: '{kind}: mindestens {min} Punkte nötig.',
      },
    },
    coordinateErrors: {
      twoNumbers: 'Geben Sie zwei Zahlen ein.',
      outsideLv95: 'Ausserhalb des LV95-Bereichs der Schweiz (Ost 2’400’000 bis 2’900’000, Nord 1’000’000 bis 1’350’000).',
      outsideWgs84: 'Die Breite muss innerhalb von 90° und die Länge innerhalb von 180° liegen.',
    },
  },
};

export default mapDe;
