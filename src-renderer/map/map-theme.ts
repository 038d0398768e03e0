/**
 * Colours of the map in the light and the dark theme. The validation colours are chosen to stand
 * apart from each other, from the land and lake colours, and from the selection colour, with at
 * least 3:1 contrast against the land colour of their theme (map-theme.test.ts checks).
 */

/** Every colour the map's styles use. */
export interface MapPalette {
  /** Outside Switzerland (the map element's background). */
  background: string;
  land: string;
  cantonStroke: string;
  municipalityStroke: string;
  lakeFill: string;
  lakeStroke: string;
  /** The country border (drawn wide beneath the cantons, so only its outer half shows). */
  countryBorder: string;
  /** Place names (cantons, districts, municipalities) and the halo that keeps them readable. */
  labelText: string;
  labelHalo: string;
  /** Lake names. */
  lakeLabelText: string;
  clusterFill: string;
  clusterStroke: string;
  clusterText: string;
  /** Outline of point symbols, against the land. */
  pointOutline: string;
  selection: string;
  drawing: string;
  /** Validation status colours by the reference vocabulary's `validation` code; `unknown` for others and none. */
  status: Readonly<Record<number, string>> & { unknown: string };
}

const LIGHT: MapPalette = {
  background: '#e6e3dc',
  land: '#faf8f3',
  cantonStroke: '#5b554c',
  municipalityStroke: 'rgba(91, 85, 76, 0.35)',
  lakeFill: '#a8cce9',
  lakeStroke: '#6d9ec6',
  countryBorder: '#3a352e',
  labelText: '#3d3830',
  labelHalo: '#faf8f3',
  lakeLabelText: '#1f5682',
  clusterFill: '#2f5835',
  clusterStroke: '#ffffff',
  clusterText: '#ffffff',
  pointOutline: '#ffffff',
  selection: '#c2008a',
  drawing: '#0b57d0',
  status: { 1: '#56636f', 2: '#1e7b34', 3: '#1f6fb2', 4: '#a95600', 5: '#c0262d', unknown: '#7a4fb0' },
};

const DARK: MapPalette = {
  background: '#121110',
  land: '#262420',
  cantonStroke: '#b5ad9f',
  municipalityStroke: 'rgba(181, 173, 159, 0.3)',
  lakeFill: '#1f3a52',
  lakeStroke: '#35607f',
  countryBorder: '#d8d0c2',
  labelText: '#e8e2d6',
  labelHalo: '#262420',
  lakeLabelText: '#9cc8ea',
  clusterFill: '#9ec29f',
  clusterStroke: '#102013',
  clusterText: '#102013',
  pointOutline: '#121110',
  selection: '#ff6ad5',
  drawing: '#7fb0ff',
  status: { 1: '#a9b8c7', 2: '#5fd47a', 3: '#6cb6f5', 4: '#ffad5c', 5: '#ff7a7f', unknown: '#c4a2f0' },
};

/** The palette of the light or the dark theme. */
export function mapPalette(dark: boolean): MapPalette {
  return dark ? DARK : LIGHT;
}

/** The colour of a validation code (the service's `validation` vocabulary) in `palette`. */
export function statusColour(palette: MapPalette, validation: number | null | undefined): string {
  return (validation != null ? palette.status[validation] : undefined) ?? palette.status.unknown;
}
