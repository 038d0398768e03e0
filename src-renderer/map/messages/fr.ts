import type { MapMessages } from './en.js';

/** French messages of the map (Swiss usage). */
const mapFr: MapMessages = {
  map: {
    label: 'Carte des observations',
    editorLabel: 'Carte pour dessiner la géométrie',
    loading: 'Chargement de la carte…',
    zoomIn: 'Zoomer',
    zoomOut: 'Dézoomer',
    attribution: 'Sources de la carte',
    cursor: {
      label: 'Position du pointeur',
      lv95: 'MN95',
      wgs84: 'WGS84',
      none: 'Pointez sur la carte pour voir ses coordonnées',
    },
    hemispheres: { n: 'N', s: 'S', e: 'E', w: 'O' },
    layers: {
      button: 'Couches',
      title: 'Couches de la carte',
      cantons: 'Cantons',
      municipalities: 'Communes (dès le zoom 10)',
      lakes: 'Lacs',
      background: 'Fond de carte',
      none: 'Limites seulement (hors ligne)',
      osm: 'OpenStreetMap',
      swisstopo: 'Carte nationale swisstopo',
      onlineNote: 'Les cartes en ligne demandent un accès au réseau et peuvent être bloquées ici.',
      legend: 'Statut de validation',
      noStatus: 'sans statut',
      clusters: 'Les cercles numérotés regroupent des observations ; un clic zoome dessus.',
    },
    footprints: {
      loading: 'Chargement des observations visibles…',
      shown: 'Observations visibles : {shown}',
      truncated: '{shown} observations sur {matching} affichées autour de cette vue. Zoomez pour les voir toutes.',
      truncatedUnknown: 'Les {shown} premières observations affichées autour de cette vue. Zoomez pour les voir toutes.',
      error: 'Les observations visibles n’ont pas pu être chargées.',
    },
    clustersError: 'Les regroupements d’observations n’ont pas pu être chargés.',
    drawHint: 'Cliquez pour ajouter des sommets ; double-cliquez ou cliquez sur le premier sommet pour terminer. Retour arrière enlève le dernier sommet, Échap annule.',
    preview: {
      label: 'Carte de la géométrie',
      unreadable: 'La géométrie ne peut pas être montrée sur la carte (son WKT est illisible).',
    },
    editor: {
      draw: 'Dessiner',
      redraw: 'Redessiner',
      clear: 'Supprimer la géométrie',
      undo: 'Annuler (Ctrl+Z)',
      redo: 'Rétablir (Ctrl+Maj+Z)',
      kinds: { point: 'point', line: 'ligne', polygon: 'polygone' },
      hints: {
        point: 'Cliquez sur la carte pour placer le point.',
        line: 'Cliquez pour ajouter des points ; double-cliquez pour terminer la ligne.',
        polygon: 'Cliquez pour ajouter des sommets ; double-cliquez ou cliquez sur le premier sommet pour terminer.',
        modify: 'Glissez un sommet pour le déplacer, glissez une arête pour en ajouter un, Alt+clic sur un sommet le supprime.',
      },
      crs: 'Système de coordonnées',
      lv95: 'MN95 (EPSG:2056)',
      wgs84: 'WGS84 (EPSG:4326)',
      coordinates: 'Coordonnées',
      coordinatesHelp: {
        point: 'Un point. MN95 : est / nord, p. ex. 2 600 000 / 1 200 000. WGS84 : latitude ; longitude.',
        line: 'Un point par ligne, au moins deux.',
        polygon: 'Un sommet par ligne, au moins trois ; l’anneau se ferme tout seul.',
      },
      apply: 'Appliquer les coordonnées',
      wkt: 'WKT (WGS84 longitude latitude)',
      wktHelp: 'Texte WKT en WGS84, p. ex. POINT(7.43861 46.95123).',
      applyWkt: 'Appliquer le WKT',
      none: 'Pas encore de géométrie.',
      errors: {
        wkt: 'Ce n’est pas un WKT valide : {message}',
        complex: 'Cette géométrie a plusieurs parties ou des trous : modifiez-la en WKT.',
        line: 'Ligne {line} : {message}',
        tooFew: '{kind} : au moins {min} points nécessaires.',
      },
    },
    coordinateErrors: {
      twoNumbers: 'Saisissez deux nombres.',
      outsideLv95: 'Hors de l’étendue MN95 de la Suisse (est 2 400 000 à 2 900 000, nord 1 000 000 à 1 350 000).',
      outsideWgs84: 'La latitude doit rester dans 90° et la longitude dans 180°.',
    },
  },
};

export default mapFr;
