/**
 * The online tile hosts of the map's optional background (src-renderer/map/tile-base.ts), in one
 * place for the renderer and for the Content-Security-Policy `img-src` of both hosts
 * (src-main/host/electron-security.ts, web-security.ts). OpenStreetMap's standard tiles and
 * swisstopo's WMTS; both require the attribution the map shows.
 */
export const TILE_HOSTS = {
  osm: 'https://tile.openstreetmap.org',
  swisstopo: 'https://wmts.geo.admin.ch',
} as const;

/** The hosts as a CSP source list (`https://a https://b`). */
export const TILE_HOST_SOURCES: string = Object.values(TILE_HOSTS).join(' ');
