import { describe, expect, it } from 'vitest';
import { createBaseLayers, disposeBaseLayers } from './base-layers.js';
import { mapPalette } from './map-theme.js';

describe('the offline base layers of several maps', () => {
  it('share one source per shipped file, so a map opened again reads no boundaries again', () => {
    const palette = () => mapPalette(false);
    const first = createBaseLayers(palette);
    const second = createBaseLayers(palette);
    expect(second.cantons[1]!.getSource()).toBe(first.cantons[1]!.getSource());
    expect(second.municipalities[0]!.getSource()).toBe(first.municipalities[0]!.getSource());
    // the country border is the cantons' outline: the same features, read once
    expect(first.cantons[0]!.getSource()).toBe(first.cantons[1]!.getSource());
    expect(first.lakes[0]!.getSource()).not.toBe(first.cantons[0]!.getSource());
  });

  it('let go of the shared sources when their map goes, the other map keeps its own', () => {
    const palette = () => mapPalette(false);
    const gone = createBaseLayers(palette);
    const kept = createBaseLayers(palette);
    disposeBaseLayers(gone);
    expect(Object.values(gone).flat().every((layer) => layer.getSource() === null)).toBe(true);
    expect(Object.values(kept).flat().every((layer) => layer.getSource() !== null)).toBe(true);
  });
});
