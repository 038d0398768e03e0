import type MapBrowserEvent from 'ol/MapBrowserEvent.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWheelZoom, WHEEL_HINT_DURATION_MS, zoomsInsidePage } from './wheel-zoom.js';

/** A wheel event (happy-dom's WheelEvent leaves out the modifier keys of its init: set here). */
function wheel(init: { ctrlKey?: boolean } = {}): WheelEvent {
  const event = new WheelEvent('wheel', { deltaY: 100, cancelable: true });
  Object.defineProperty(event, 'ctrlKey', { value: init.ctrlKey ?? false });
  Object.defineProperty(event, 'metaKey', { value: false });
  return event;
}

/** A wheel event as OpenLayers hands it to its interactions. */
const mapWheel = (init: { ctrlKey?: boolean } = {}) => ({ type: 'wheel', originalEvent: wheel(init) }) as unknown as MapBrowserEvent;

let viewport: HTMLElement;
beforeEach(() => {
  vi.useFakeTimers();
  viewport = document.createElement('div');
  document.body.appendChild(viewport);
});
afterEach(() => {
  vi.useRealTimers();
  viewport.remove();
});

describe('wheel zoom of a map inside a page', () => {
  it('zooms only with Ctrl (or a pinch): a plain wheel is left to scroll the page', () => {
    expect(zoomsInsidePage(mapWheel())).toBe(false);
    expect(zoomsInsidePage(mapWheel({ ctrlKey: true }))).toBe(true);
    const { interaction } = createWheelZoom(viewport, 'Use Ctrl + scroll to zoom the map');
    const plain = mapWheel();
    // true: OpenLayers passes the event on and does not cancel it, so the page scrolls.
    expect(interaction.handleEvent(plain)).toBe(true);
    expect((plain.originalEvent as WheelEvent).defaultPrevented).toBe(false);
  });

  it('says how to zoom while the wheel scrolls over it, and stops saying so after a moment', () => {
    createWheelZoom(viewport, 'Use Ctrl + scroll to zoom the map');
    const hint = viewport.querySelector<HTMLElement>('[data-testid="map-wheel-hint"]')!;
    expect(hint.hidden).toBe(true);
    viewport.dispatchEvent(wheel());
    expect(hint.hidden).toBe(false);
    expect(hint.textContent).toBe('Use Ctrl + scroll to zoom the map');
    expect(hint.getAttribute('role')).toBe('status');
    vi.advanceTimersByTime(WHEEL_HINT_DURATION_MS - 1);
    expect(hint.hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(hint.hidden).toBe(true);
    viewport.dispatchEvent(wheel({ ctrlKey: true }));
    expect(hint.hidden).toBe(true);
  });

  it('leaves nothing behind when the map goes', () => {
    const wheel = createWheelZoom(viewport, 'hint');
    wheel.dispose();
    expect(viewport.querySelector('[data-testid="map-wheel-hint"]')).toBeNull();
  });
});

describe('wheel zoom of the workspace map', () => {
  it('shows no hint: the wheel zooms at once, without a first click', () => {
    createWheelZoom(viewport);
    viewport.dispatchEvent(wheel());
    expect(viewport.querySelector('[data-testid="map-wheel-hint"]')).toBeNull();
  });
});
