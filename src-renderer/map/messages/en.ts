/**
 * English messages of the map (observation map, footprint editor, coordinates), spread into
 * messages/en.ts under `map`. vue-i18n syntax: `{name}` is a placeholder; no literal `@ | { }`.
 */
const mapEn = {
  map: {
    label: 'Map of the observations',
    editorLabel: 'Map for drawing the footprint',
    loading: 'Loading the map…',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    attribution: 'Map sources',
    /** The Ctrl key as printed on this language's keyboards. */
    ctrlKey: 'Ctrl',
    wheelHint: 'Use {key} + scroll to zoom the map',
    place: {
      label: 'Go to a place',
      placeholder: 'Go to a canton or municipality…',
      noBoundary: 'The service has no boundary for {name}.',
      failed: 'The place could not be read from the service.',
    },
    results: {
      zoom: 'Zoom to the results',
      none: 'No observation matching the filters has a footprint on the map.',
      failed: 'The extent of the results could not be read from the service.',
    },
    cursor: {
      label: 'Pointer position',
      lv95: 'LV95',
      wgs84: 'WGS84',
      none: 'Point at the map to see its coordinates',
    },
    hemispheres: { n: 'N', s: 'S', e: 'E', w: 'W' },
    layers: {
      button: 'Layers',
      title: 'Map layers',
      cantons: 'Cantons',
      municipalities: 'Municipalities (from zoom 10)',
      lakes: 'Lakes',
      labels: 'Place and lake names',
      labelsOnline: 'The online map shows its own names.',
      background: 'Background map',
      none: 'Offline boundaries only',
      osm: 'OpenStreetMap',
      swisstopo: 'swisstopo national map',
      onlineNote: 'Online maps need network access and may be blocked here.',
      own: 'Your layers',
      ownSettings: 'Add and arrange them in Settings',
      legend: 'Validation status',
      noStatus: 'no status',
      clusters: 'Circles with numbers group observations; click one to zoom in.',
    },
    footprints: {
      loading: 'Loading the observations in view…',
      shown: 'Observations in view: {shown}',
      truncated: 'Showing {shown} of {matching} observations around this view. Zoom in to see all.',
      truncatedUnknown: 'Showing the first {shown} observations around this view. Zoom in to see all.',
      error: 'The observations in view could not be loaded.',
    },
    clustersError: 'The observation clusters could not be loaded.',
    drawHint: 'Click to add corners; double-click or click the first corner to finish. Backspace removes the last corner, Escape cancels.',
    preview: {
      label: 'Map of the footprint',
      unreadable: 'The footprint cannot be shown on the map (its WKT is not readable).',
    },
    editor: {
      area: 'Area: {area}',
      draw: 'Draw',
      redraw: 'Draw again',
      clear: 'Remove the footprint',
      undo: 'Undo (Ctrl+Z)',
      redo: 'Redo (Ctrl+Shift+Z)',
      kinds: { point: 'point', line: 'line', polygon: 'polygon' },
      hints: {
        point: 'Click on the map to place the point.',
        line: 'Click to add points; double-click to finish the line.',
        polygon: 'Click to add corners; double-click or click the first corner to finish.',
        modify: 'Drag a vertex to move it, drag an edge to add one, Alt+click a vertex to remove it.',
      },
      crs: 'Coordinate system',
      lv95: 'LV95 (EPSG:2056)',
      wgs84: 'WGS84 (EPSG:4326)',
      coordinates: 'Coordinates',
      coordinatesHelp: {
        point: 'One point. LV95: east / north, e.g. 2’600’000 / 1’200’000. WGS84: latitude, longitude.',
        line: 'One point per line, at least two.',
        polygon: 'One corner per line, at least three; the ring closes by itself.',
      },
      apply: 'Apply coordinates',
      wkt: 'WKT (WGS84 longitude latitude)',
      wktHelp: 'Well-known text in WGS84, e.g. POINT(7.43861 46.95123).',
      applyWkt: 'Apply WKT',
      none: 'No footprint yet.',
      errors: {
        wkt: 'This is not valid WKT: {message}',
        complex: 'This footprint has several parts or holes: edit it as WKT.',
        line: 'Line {line}: {message}',
        tooFew: 'A {kind} needs at least {min} points.',
      },
    },
    coordinateErrors: {
      twoNumbers: 'Enter two numbers.',
      outsideLv95: 'Outside the LV95 range of Switzerland (east 2’400’000 to 2’900’000, north 1’000’000 to 1’350’000).',
      outsideWgs84: 'Latitude must lie within 90° and longitude within 180°.',
    },
  },
};

/** The shape of the map's messages in every locale. */
export type MapMessages = typeof mapEn;

export default mapEn;
