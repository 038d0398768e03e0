/**
 * The map components against the real reference service through browser mode: signed in as the
 * steward, the development page /dev/map (src-renderer/map/dev, present when the renderer is
 * built with VITE_DESK_DEV_ROUTES=1, e.g. `VITE_DESK_DEV_ROUTES=1 npx playwright test map-`)
 * shows clusters over Switzerland, zooms to an observation's footprint, selects it with a click,
 * draws a polygon filter, and the footprint editor draws, takes coordinates and undoes — with
 * screenshots in English and German (test-results/screens/<lang>-map-*.png).
 * The e2e build includes the dev route (VITE_DESK_DEV_ROUTES=1 in test/e2e/global-setup.ts); without it these specs fail.
 */
import { expect, test, type BrowserContext, type Page, type Response } from '@playwright/test';
import { deskUrl, shoot, type Lang } from './helpers.js';
import { painted, watchDeskCalls, networkQuiet } from './helpers/settled.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall, detailId } from './helpers/validation.js';

const LANGS = ['en', 'de'] as const satisfies readonly Lang[];

/** A desk call's answer in browser mode (`POST /desk/<name>` → `{ok, value}`). */
async function deskValue<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { ok: boolean; value: T };
  expect(body.ok).toBe(true);
  return body.value;
}

const isCall = (name: string) => (response: Response) => new URL(response.url()).pathname === `/desk/${name}` && response.request().method() === 'POST';

/** Goes to a route of the app (hash history) in the same document. */
async function goHash(page: Page, hash: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}${hash}`);
}

/** Signs in as the steward and opens the map playground; false when this build has no dev route. */
async function openPlayground(page: Page, context: BrowserContext, lang: Lang, view: 'map' | 'editor' = 'map'): Promise<boolean> {
  await signInAs(page, context, 'steward', lang);
  await goHash(page, `#/dev/map${view === 'editor' ? '?view=editor' : ''}`);
  const shown = page.getByTestId(view === 'editor' ? 'footprint-editor' : 'observation-map');
  // Without the route, the router's catch-all sends the app home at once.
  await Promise.race([shown.waitFor({ timeout: 15_000 }), page.waitForURL((url) => !url.hash.startsWith('#/dev/map'), { timeout: 15_000 })]).catch(() => undefined);
  if (!page.url().includes('/dev/map')) return false;
  await expect(shown).toBeVisible();
  return true;
}

/** A point of the map canvas, relative to its centre (pixels). */
async function mapPoint(page: Page, testId: string, dx = 0, dy = 0): Promise<{ x: number; y: number }> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  return { x: box.x + box.width / 2 + dx, y: box.y + box.height / 2 + dy };
}

/**
 * Clicks the map at `points` (pixels from its centre). Quick clicks are fine while drawing: OpenLayers'
 * Draw adds a vertex on each pointer-up and swallows the double-click two quick clicks make.
 */
async function clickMap(page: Page, testId: string, points: Array<[number, number]>, finish: 'dblclick' | 'none' = 'none'): Promise<void> {
  for (const [index, [dx, dy]] of points.entries()) {
    const { x, y } = await mapPoint(page, testId, dx, dy);
    if (finish === 'dblclick' && index === points.length - 1) await page.mouse.dblclick(x, y);
    else await page.mouse.click(x, y);
  }
}

/**
 * Clicks the centre of the map until an observation is selected: the footprints asked for may
 * still be on their way to the canvas (OpenLayers finds features only once they are drawn), and
 * a selection shows only after OpenLayers' single-click delay.
 */
async function selectAtCentre(page: Page): Promise<void> {
  await expect(async () => {
    await clickMap(page, 'observation-map-canvas', [[0, 0]]);
    await expect(page.getByTestId('dev-selected')).toHaveText(/^\d+$/, { timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * The page position of the first run of at least `minRun` pixels (in a row) of one of `colours`
 * drawn on the map's canvases, or null: cluster circles and footprint dots are solid colours of
 * src-renderer/map/map-theme.ts; a long run tells a cluster from a single observation's dot.
 */
async function findColour(page: Page, testId: string, colours: Array<[number, number, number]>, minRun = 1): Promise<{ x: number; y: number } | null> {
  return page.getByTestId(testId).evaluate((root, [wanted, run]) => {
    for (const canvas of root.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const matches = (i: number): boolean =>
        data[i + 3]! >= 250 && wanted.some(([r, g, b]) => Math.abs(data[i]! - r) + Math.abs(data[i + 1]! - g) + Math.abs(data[i + 2]! - b) <= 6);
      for (let y = 0; y < canvas.height; y += 1) {
        let length = 0;
        for (let x = 0; x < canvas.width; x += 1) {
          length = matches((y * canvas.width + x) * 4) ? length + 1 : 0;
          if (length < run) continue;
          const box = canvas.getBoundingClientRect();
          const px = x - (length - 1) / 2;
          return { x: box.left + (px * box.width) / canvas.width, y: box.top + (y * box.height) / canvas.height };
        }
      }
    }
    return null;
  }, [colours, minRun] as const);
}

/** Colours of the light theme (src-renderer/map/map-theme.ts): cluster fill and the validation colours. */
const CLUSTER: [number, number, number] = [0x2f, 0x58, 0x35];
const STATUS: Array<[number, number, number]> = ['#56636f', '#1e7b34', '#1f6fb2', '#a95600', '#c0262d', '#7a4fb0'].map((hex) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
});

test.beforeAll(() => {
  expect(deskUrl()).toMatch(/^http:\/\/127\.0\.0\.1:/);
});

for (const lang of LANGS) {
  test(`observation map in ${lang}: clusters, footprints, selection, polygon`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const firstTile = page.waitForResponse(async (response) => {
      if (!isCall('observations.clusterTile')(response)) return false;
      return ((await response.json()) as { value?: { features?: unknown[] } }).value?.features?.length !== 0;
    });
    firstTile.catch(() => undefined); // not awaited when the page fails to open
    const ready = await openPlayground(page, context, lang);
    expect(ready, 'the e2e renderer build has the /dev/map route (VITE_DESK_DEV_ROUTES=1, test/e2e/global-setup.ts)').toBe(true);

    // Clusters over Switzerland: tiles answered with features, drawn on the canvas.
    const tile = await deskValue<{ features: Array<{ properties: { total: number } }> }>(await firstTile);
    expect(tile.features.length).toBeGreaterThan(0);
    await networkQuiet(page);
    await expect(page.getByTestId('map-cursor')).toBeVisible();
    const { x, y } = await mapPoint(page, 'observation-map-canvas', 40, 20);
    await page.mouse.move(x, y);
    await expect(page.getByTestId('map-cursor-lv95')).toHaveText(/^2.\d{3}.\d{3} \/ 1.\d{3}.\d{3}$/);
    await expect(page.getByTestId('map-cursor-wgs84')).toHaveText(lang === 'de' ? /^4\d\.\d{5}° N, \d+\.\d{5}° O$/ : /^4\d\.\d{5}° N, \d+\.\d{5}° E$/);
    await shoot(page, `${lang}-map-01-clusters`);

    // A click on a cluster zooms in to where it splits: tiles of a higher zoom are asked for.
    const firstZ = (JSON.parse((await firstTile).request().postData() ?? '{}') as { z: number }).z;
    const cluster = await findColour(page, 'observation-map-canvas', [CLUSTER], 16);
    expect(cluster).not.toBeNull();
    const deeper = page.waitForRequest((request) => new URL(request.url()).pathname === '/desk/observations.clusterTile' && (JSON.parse(request.postData() ?? '{}') as { z: number }).z > firstZ);
    await page.mouse.click(cluster!.x, cluster!.y);
    await deeper;

    // Zoom to one Ticino observation: footprints load for the view (list with footprint_wkt[eq]).
    const { rows } = await deskCall<{ rows: Array<{ occurrence_id: number }> }>(page, 'observations.list', {
      clauses: [{ field: 'footprint_wkt', operation: 'eq', value: 'POLYGON((8.8 46.1,9.1 46.1,9.1 46.3,8.8 46.3,8.8 46.1))' }], limit: 5,
    });
    expect(rows.length).toBeGreaterThan(0);
    const target = rows[0]!.occurrence_id;
    const footprints = page.waitForResponse(isCall('observations.list'));
    await page.getByTestId('dev-focus-input').fill(String(target));
    await page.getByTestId('dev-focus').click();
    const list = await deskValue<{ rows: Array<{ occurrence_id: number }> }>(await footprints);
    expect(list.rows.map((r) => r.occurrence_id)).toContain(target);
    await expect(page.getByTestId('map-footprint-status')).toBeVisible();

    // A click on the footprint in the centre selects it (nearest first).
    await selectAtCentre(page);
    await page.mouse.move(...Object.values(await mapPoint(page, 'observation-map-canvas', 120, 90)) as [number, number]);
    await page.getByTestId('map-layers-button').click();
    await expect(page.getByTestId('map-layer-panel').locator('.legend li')).toHaveCount(6);
    await shoot(page, `${lang}-map-02-footprints-selected`);
    await page.getByTestId('map-layers-button').click();

    // Draw a polygon filter: four corners, the last by double-click → WKT in EPSG:4326.
    await page.getByTestId('dev-draw').click();
    await expect(page.getByTestId('map-draw-hint')).toBeVisible();
    await clickMap(page, 'observation-map-canvas', [[-160, -110], [160, -110], [180, 100]]);
    const cursor = await mapPoint(page, 'observation-map-canvas', -120, 120);
    await page.mouse.move(cursor.x, cursor.y);
    await shoot(page, `${lang}-map-03-drawing`);
    const reload = page.waitForResponse(isCall('observations.list'));
    await clickMap(page, 'observation-map-canvas', [[-140, 110]], 'dblclick');
    await expect(page.getByTestId('dev-polygon')).toHaveText(/^POLYGON\(\(\d+\.\d+ 4\d\.\d+,/);
    await expect(page.getByTestId('map-draw-hint')).toHaveCount(0);
    const filtered = JSON.parse((await reload).request().postData() ?? '{}') as { clauses: Array<{ field: string; value: string }> };
    expect(filtered.clauses.find((c) => c.field === 'footprint_wkt')?.value).toBe(await page.getByTestId('dev-polygon').textContent());
    await painted(page);
    await shoot(page, `${lang}-map-04-polygon-filter`);

    // Escape cancels a drawing without a polygon.
    await page.getByTestId('dev-draw').click();
    await clickMap(page, 'observation-map-canvas', [[-50, -50]]);
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('map-draw-hint')).toHaveCount(0);
  });

  test(`footprint editor in ${lang}: draw, coordinates in step, undo`, async ({ page, context }) => {
    test.setTimeout(120_000);
    const ready = await openPlayground(page, context, lang, 'editor');
    expect(ready, 'the e2e renderer build has the /dev/map route (VITE_DESK_DEV_ROUTES=1, test/e2e/global-setup.ts)').toBe(true);
    await networkQuiet(page);

    // Draw a polygon on the map: WKT, coordinates and v-model follow.
    await clickMap(page, 'footprint-map', [[-80, -50], [90, -40], [40, 70]], 'none');
    const first = await mapPoint(page, 'footprint-map', -80, -50);
    await page.mouse.click(first.x, first.y);
    await expect(page.getByTestId('dev-footprint')).toHaveText(/^POLYGON\(\(/);
    const drawn = await page.getByTestId('dev-footprint').textContent();
    await expect(page.getByTestId('footprint-wkt')).toHaveValue(drawn!);
    await expect(page.getByTestId('footprint-coordinates')).toHaveValue(/^2.\d{3}.\d{3}\.\d \/ 1.\d{3}.\d{3}\.\d\n/);

    // Type LV95 coordinates: the map and the WKT follow.
    await page.getByTestId('footprint-coordinates').fill("2'600'000 / 1'200'000\n2'602'000 / 1'200'000\n2'602'000 / 1'201'500\n2'600'000 / 1'201'500");
    await page.getByTestId('footprint-apply-coordinates').click();
    await expect(page.getByTestId('dev-footprint')).toHaveText(/^POLYGON\(\(7\.43863\d* 46\.95108\d*,/);
    await expect(page.getByTestId('footprint-wkt')).toHaveValue(/^POLYGON\(\(7\.43863/);
    await page.getByTestId('footprint-crs').getByText('WGS84', { exact: false }).click();
    await expect(page.getByTestId('footprint-coordinates')).toHaveValue(/^46\.951083° N, 7\.43863\d° [EO]\n/);
    await page.getByTestId('footprint-map').hover();
    await shoot(page, `${lang}-map-05-editor-coordinates`);

    // Ctrl+Z on the map goes back to the drawn polygon; Ctrl+Shift+Z forward again.
    await page.getByTestId('footprint-map').focus();
    await page.keyboard.press('Control+z');
    await expect(page.getByTestId('dev-footprint')).toHaveText(drawn!);
    await page.keyboard.press('Control+Shift+z');
    await expect(page.getByTestId('dev-footprint')).toHaveText(/^POLYGON\(\(7\.43863/);
  });
}

test('observation map in the dark theme: clusters and footprints keep their contrast', async ({ page, context }) => {
  test.setTimeout(120_000);
  const ready = await openPlayground(page, context, 'en');
  expect(ready, 'the e2e renderer build has the /dev/map route (VITE_DESK_DEV_ROUTES=1, test/e2e/global-setup.ts)').toBe(true);
  await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await page.getByTestId('theme-switch').getByRole('button', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/app-dark/);
  try {
    await goHash(page, '#/dev/map');
    await expect(page.getByTestId('observation-map')).toBeVisible();
    await networkQuiet(page);
    await expect.poll(() => findColour(page, 'observation-map-canvas', [[0x9e, 0xc2, 0x9f]], 16)).not.toBeNull();
    await shoot(page, 'en-map-06-dark-clusters');
    const footprints = page.waitForResponse(isCall('observations.list'));
    await page.getByTestId('dev-focus-input').fill('5');
    await page.getByTestId('dev-focus').click();
    await footprints;
    await selectAtCentre(page);
    await page.getByTestId('map-layers-button').click();
    await shoot(page, 'en-map-07-dark-footprints');
  } finally {
    await page.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
    await page.getByTestId('theme-switch').getByRole('button', { name: 'Like the system' }).click();
  }
});

test('the map in the observation workspace: clusters, a click zooms in, a click on a footprint opens it', async ({ page, context }) => {
  test.setTimeout(120_000);
  const firstTile = page.waitForResponse(async (response) => {
    if (!isCall('observations.clusterTile')(response)) return false;
    return ((await response.json()) as { value?: { features?: unknown[] } }).value?.features?.length !== 0;
  });
  await signInAs(page, context, 'steward', 'en');
  const calls = watchDeskCalls(page);
  await goHash(page, '#/observations');
  await expect(page.getByTestId('observation-map')).toBeVisible({ timeout: 20_000 });
  await firstTile;
  await networkQuiet(page);
  await expect.poll(() => findColour(page, 'observation-map-canvas', [CLUSTER], 16)).not.toBeNull();
  await shoot(page, 'en-map-08-workspace-clusters');

  // Click clusters until the map shows footprints (zoom ≥ 13 asks for them with the view as footprint_wkt).
  let footprintsAsked = false;
  let deepestTileZ = 0;
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path !== '/desk/observations.clusterTile' && path !== '/desk/observations.list') return;
    const input = JSON.parse(request.postData() ?? '{}') as { clauses?: Array<{ field: string }>; z?: number };
    if (path === '/desk/observations.clusterTile') deepestTileZ = Math.max(deepestTileZ, input.z ?? 0);
    if (path === '/desk/observations.list' && input.clauses?.some((clause) => clause.field === 'footprint_wkt')) footprintsAsked = true;
  });
  for (let clicks = 0; clicks < 12 && !footprintsAsked; clicks += 1) {
    const cluster = await findColour(page, 'observation-map-canvas', [CLUSTER], 16);
    if (!cluster) break;
    // The click zooms in (an animation): then the map asks for deeper tiles, or for footprints.
    const zoomedFrom = deepestTileZ;
    await page.mouse.click(cluster.x, cluster.y);
    await expect.poll(() => footprintsAsked || deepestTileZ > zoomedFrom, { timeout: 15_000 }).toBe(true);
    await calls.idle();
    await painted(page);
  }
  expect(footprintsAsked).toBe(true);
  await expect(page.getByTestId('map-footprint-status')).toBeVisible();
  await expect.poll(() => findColour(page, 'observation-map-canvas', STATUS, 3)).not.toBeNull();

  // A click on a footprint selects it: the workspace opens its detail.
  const dot = (await findColour(page, 'observation-map-canvas', STATUS, 3))!;
  await page.mouse.click(dot.x, dot.y + 2);
  await expect(page.getByTestId('detail-panel')).toBeVisible();
  await detailId(page);
  await shoot(page, 'en-map-09-workspace-footprint-selected');
});
