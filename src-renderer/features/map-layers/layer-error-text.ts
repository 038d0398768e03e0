/**
 * What to say when a layer cannot be added, in the UI language: main's DeskError codes of
 * src-shared/contract/map-layers.ts, each with the address or file it is about; `null` for other
 * failures (the shell's error toast says those).
 */
import type { DeskError } from '../../../src-shared/contract/errors.js';

/** A tile template's placeholders and example, as message parameters (vue-i18n reads braces in a message as its own). */
export const TEMPLATE_PARAMS = { z: '{z}', x: '{x}', y: '{y}', example: 'https://tile.example.org/{z}/{x}/{y}.png' } as const;

/** The message key and parameters of `error` about `subject` (an address or a file name). */
export function layerErrorText(error: DeskError, subject: string): { key: string; params: Record<string, string> } | null {
  const params = { subject };
  switch (error.code) {
    case 'layer-http-only':
      return { key: 'mapLayers.errors.httpOnly', params };
    case 'layer-unreachable':
      return { key: 'mapLayers.errors.unreachable', params };
    case 'layer-not-wmts':
      return { key: 'mapLayers.errors.notWmts', params };
    case 'layer-not-geojson':
      return { key: 'mapLayers.errors.notGeoJson', params };
    case 'layer-not-wgs84':
      return { key: 'mapLayers.errors.notWgs84', params };
    case 'layer-too-large':
      return { key: 'mapLayers.errors.tooLarge', params };
    case 'invalid-input':
      return error.fields.some((field) => field.field === 'url_template')
        ? { key: 'mapLayers.errors.template', params: { ...params, ...TEMPLATE_PARAMS } }
        : { key: 'mapLayers.errors.address', params };
    default:
      return null;
  }
}
