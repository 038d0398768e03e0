/**
 * Figure 4 of `npm run bench:ui`: frame times while the workspace map is panned and zoomed with
 * the mouse (OpenLayers' drag-pan and wheel zoom, clusters loading from the cluster tiles as the
 * view moves), recorded in the page as requestAnimationFrame deltas. Baseline: the same
 * requestAnimationFrame loop on the idle page for as long (the display's own frame time).
 */
import type { Page } from '@playwright/test';
import type { ProbeClient } from './probe-client.js';

/** Frame times in ms. */
export interface MapFrames {
  interaction_ms: number[];
  idle_ms: number[];
  /** Length of the scripted sequence in seconds. */
  sequence_in_seconds: number;
}

const MAP_CANVAS = '[data-testid="observation-map-canvas"]';

/** Drags by (dx, dy) px from the centre of the map in `steps` mouse moves. */
async function drag(page: Page, centre: { x: number; y: number }, dx: number, dy: number, steps: number): Promise<void> {
  await page.mouse.move(centre.x, centre.y);
  await page.mouse.down();
  await page.mouse.move(centre.x + dx, centre.y + dy, { steps });
  await page.mouse.up();
}

/** Wheel notches at the centre (negative = zoom in), with OpenLayers' zoom animation between them. */
async function wheel(page: Page, centre: { x: number; y: number }, notches: number): Promise<void> {
  await page.mouse.move(centre.x, centre.y);
  for (let i = 0; i < Math.abs(notches); i += 1) {
    await page.mouse.wheel(0, Math.sign(notches) * 120);
    await page.waitForTimeout(350);
  }
}

/** The scripted pan and zoom sequence over the workspace map (which must be on screen). */
export async function measureMapFrames(page: Page, probes: ProbeClient): Promise<MapFrames> {
  const canvas = page.locator(MAP_CANVAS);
  await canvas.locator('canvas').first().waitFor();
  const box = await canvas.boundingBox();
  if (!box) throw new Error('the map is not on screen');
  const centre = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.waitForTimeout(2000); // the first cluster tiles and the offline base map

  const started = performance.now();
  await probes.framesStart();
  await wheel(page, centre, -2);
  await drag(page, centre, 220, 90, 24);
  await drag(page, centre, -300, -60, 30);
  await wheel(page, centre, -2);
  await drag(page, centre, 160, -120, 20);
  await drag(page, centre, -120, 140, 20);
  await wheel(page, centre, 3);
  await drag(page, centre, 260, 0, 30);
  await wheel(page, centre, -1);
  await drag(page, centre, -200, 80, 24);
  await wheel(page, centre, 2);
  await page.waitForTimeout(500);
  const interaction_ms = await probes.framesStop();
  const sequence_in_seconds = (performance.now() - started) / 1000;

  await page.mouse.move(box.x + 2, box.y + box.height - 2);
  await page.waitForTimeout(1500); // tiles of the last view
  await probes.framesStart();
  await page.waitForTimeout(Math.round(sequence_in_seconds * 1000));
  const idle_ms = await probes.framesStop();
  return { interaction_ms, idle_ms, sequence_in_seconds };
}
