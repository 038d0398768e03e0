import MapEvent from 'ol/MapEvent.js';
import OlMap from 'ol/Map.js';
import RenderEvent from 'ol/render/Event.js';
import { describe, expect, it } from 'vitest';
import { MAP_RENDERED_ATTRIBUTE, markRenderState } from './render-state.js';

describe('the map\'s render state on its element', () => {
  it('says "false" until OpenLayers reports the drawing complete, and again from the next load on', () => {
    const map = new OlMap({});
    const target = document.createElement('div');
    const stop = markRenderState(map, target);
    expect(target.getAttribute(MAP_RENDERED_ATTRIBUTE)).toBe('false');
    map.dispatchEvent(new RenderEvent('rendercomplete'));
    expect(target.getAttribute(MAP_RENDERED_ATTRIBUTE)).toBe('true');
    map.dispatchEvent(new MapEvent('loadstart', map));
    expect(target.getAttribute(MAP_RENDERED_ATTRIBUTE)).toBe('false');
    map.dispatchEvent(new RenderEvent('rendercomplete'));
    expect(target.getAttribute(MAP_RENDERED_ATTRIBUTE)).toBe('true');

    stop();
    map.dispatchEvent(new MapEvent('loadstart', map));
    expect(target.getAttribute(MAP_RENDERED_ATTRIBUTE)).toBe('true');
  });
});
