import { describe, expect, it } from 'vitest';
import { FOCUS_ANIMATION_MS, FOCUS_MAX_ZOOM, FOCUS_RAPID_MS, focusDuration, focusMove } from './focus.js';

const view: [number, number, number, number] = [0, 0, 10_000, 6_000];

describe('focusing an observation', () => {
  it('stays when the footprint is already in view at footprint zoom', () => {
    expect(focusMove(view, 16, [100, 100, 200, 200], 18)).toBeNull();
    expect(focusMove(view, 14, [5_000, 3_000, 5_000, 3_000], Number.NaN)).toBeNull();
  });

  it('pans without zooming when it is out of view but fits at the zoom in use', () => {
    expect(focusMove(view, 16, [20_000, 20_000, 20_100, 20_100], 18)).toEqual({ center: [20_050, 20_050], zoom: 16 });
  });

  it('zooms in from the clusters, to at most zoom 15 for a point and at least footprint zoom for a large polygon', () => {
    expect(focusMove(view, 8, [500, 500, 500, 500], Number.POSITIVE_INFINITY)).toEqual({ center: [500, 500], zoom: FOCUS_MAX_ZOOM });
    expect(focusMove(view, 8, [0, 0, 50_000, 50_000], 10)).toEqual({ center: [25_000, 25_000], zoom: 13 });
    expect(focusMove(view, 8, [0, 0, 500, 500], 14.2)?.zoom).toBeCloseTo(13.7);
  });

  it('zooms out to show a polygon larger than the view', () => {
    expect(focusMove(view, 17, [-50_000, -50_000, 50_000, 50_000], 12)).toEqual({ center: [0, 0], zoom: 13 });
  });
});

describe('focusDuration', () => {
  it('animates the first focus and one that comes after a pause', () => {
    expect(focusDuration(null)).toBe(FOCUS_ANIMATION_MS);
    expect(focusDuration(FOCUS_RAPID_MS)).toBe(FOCUS_ANIMATION_MS);
    expect(focusDuration(5000)).toBe(FOCUS_ANIMATION_MS);
  });

  it('jumps while the steward moves through records quickly', () => {
    expect(focusDuration(300)).toBe(0);
    expect(focusDuration(FOCUS_RAPID_MS - 1)).toBe(0);
  });
});
