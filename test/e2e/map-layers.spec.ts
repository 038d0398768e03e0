/**
 * Issue 18 (map layers of one's own): in Settings, each bad address or file says what is wrong
 * (plain http outside loopback, not WMTS, unreachable, not WGS84 GeoJSON); a WMTS layer is added
 * from a swisstopo-like capabilities document served on loopback (test/fixtures/map-layers, its
 * tiles from a local route), drawn on the public map, made half transparent, and removed.
 * English in `npm test`; German too, with screenshots, in `npm run screens`
 * (test-results/screens/map-layers-<lang>-*.png), and there only a tour of the public screen's
 * area filter (public-area-<lang>-*.png).
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { chooseLanguage, openApp, shoot, type Lang } from './helpers.js';
import { mapRendered } from './helpers/settled.js';
import { SCREENS_ONLY_TAG, tourDetails } from './screens-run.js';

const WORDS = {
  en: {
    httpOnly: 'uses plain http on another computer', notWmts: 'does not answer a WMTS capabilities document', unreachable: 'could not be reached',
    notWgs84: 'is not in WGS84', capabilities: 'Capabilities address (WMTS GetCapabilities)', read: 'Read the layers', add: 'Add', geojson: 'GeoJSON',
    choose: 'Choose a GeoJSON file…', remove: 'Remove National Maps (colour)', opacity: 'Opacity of National Maps (colour)',
  },
  de: {
    httpOnly: 'verwendet unverschlüsseltes http auf einem anderen Computer', notWmts: 'liefert kein WMTS-Capabilities-Dokument', unreachable: 'ist nicht erreichbar',
    notWgs84: 'ist nicht in WGS84', capabilities: 'Capabilities-Adresse (WMTS GetCapabilities)', read: 'Ebenen lesen', add: 'Hinzufügen', geojson: 'GeoJSON',
    choose: 'GeoJSON-Datei wählen …', remove: 'National Maps (colour) entfernen', opacity: 'Deckkraft von National Maps (colour)',
  },
} as const;

/** A loopback "WMTS server": the capabilities copy with its host replaced, a magenta tile for every tile address, a page that is not WMTS. */
let server: Server;
let origin = '';
let tileRequests = 0;

test.beforeAll(async () => {
  const fixture = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'map-layers', 'swisstopo-wmts-capabilities.xml'), 'utf8');
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 255, g: 0, b: 255 } } }).jpeg().toBuffer();
  server = createServer((request, response) => {
    if (request.url === '/EPSG/3857/1.0.0/WMTSCapabilities.xml') {
      response.writeHead(200, { 'content-type': 'application/xml' }).end(fixture.replaceAll('https://wmts.geo.admin.ch', origin));
    } else if (request.url?.startsWith('/1.0.0/')) {
      tileRequests += 1;
      response.writeHead(200, { 'content-type': 'image/jpeg' }).end(tile);
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Not a map service</title><p>Hello</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}#${hash}`);
}

async function readCapabilities(page: Page, lang: keyof typeof WORDS, url: string): Promise<void> {
  await page.getByLabel(WORDS[lang].capabilities).fill(url);
  await page.getByRole('button', { name: WORDS[lang].read }).click();
}

/**
 * Shares of the map's pixels that are the tiles' magenta (`opaque`) and magenta blended with the
 * base map (`blended`), from a screenshot: the tiles' canvas is cross-origin, so the page cannot
 * read its pixels, and OpenLayers draws opacity into the canvas (no CSS to look at).
 */
async function magentaShares(page: Page): Promise<{ opaque: number; blended: number }> {
  const png = await page.getByTestId('public-map').screenshot();
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  let [opaque, blended] = [0, 0];
  for (let i = 0; i < data.length; i += info.channels) {
    const [r, g, b] = [data[i]!, data[i + 1]!, data[i + 2]!];
    if (r > 200 && g < 60 && b > 200) opaque += 1;
    else if (r - g > 60 && b - g > 60) blended += 1;
  }
  const pixels = data.length / info.channels;
  return { opaque: opaque / pixels, blended: blended / pixels };
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`a WMTS layer of one's own: bad addresses said, added, drawn, half transparent, removed (${lang})`, tourDetails(lang), async ({ page }) => {
    test.setTimeout(90_000);
    const w = WORDS[lang];
    await openApp(page);
    await chooseLanguage(page, lang);
    await go(page, '/settings');
    const section = page.getByTestId('map-layers-settings');
    await expect(section.getByTestId('map-layers-empty')).toBeVisible();
    await section.scrollIntoViewIfNeeded();
    await shoot(page, `map-layers-${lang}-01-empty`);

    const problem = section.getByTestId('map-layer-problem');
    await readCapabilities(page, lang, 'http://wmts.example.org/EPSG/3857/1.0.0/WMTSCapabilities.xml');
    await expect(problem).toContainText(w.httpOnly);
    await shoot(page, `map-layers-${lang}-02-http-only`);
    await readCapabilities(page, lang, `${origin}/not-wmts.html`);
    await expect(problem).toContainText(w.notWmts);
    await shoot(page, `map-layers-${lang}-03-not-wmts`);
    await readCapabilities(page, lang, 'http://127.0.0.1:9/WMTSCapabilities.xml');
    await expect(problem).toContainText(w.unreachable);
    await shoot(page, `map-layers-${lang}-04-unreachable`);

    await section.getByTestId('map-layer-kind').getByText(w.geojson, { exact: true }).click();
    const chooser = page.waitForEvent('filechooser');
    await section.getByRole('button', { name: w.choose }).click();
    const lv95 = { type: 'FeatureCollection', features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [2600000, 1200000] }, properties: {} }] };
    await (await chooser).setFiles({ name: 'sites-lv95.geojson', mimeType: 'application/geo+json', buffer: Buffer.from(JSON.stringify(lv95)) });
    await expect(problem).toContainText(w.notWgs84);
    await shoot(page, `map-layers-${lang}-05-not-wgs84`);

    await section.getByTestId('map-layer-kind').getByText('WMTS', { exact: true }).click();
    await readCapabilities(page, lang, `${origin}/EPSG/3857/1.0.0/WMTSCapabilities.xml`);
    await expect(section.getByTestId('map-layer-choice')).toContainText('National Maps (colour)');
    await section.getByTestId('map-layer-submit').click();
    // a new tile server: the app reloads for the CSP main computes to allow it
    await expect(section.getByTestId('map-layer-0')).toContainText(`National Maps (colour)`);
    await expect(section.getByTestId('map-layer-0')).toContainText(origin);
    await section.scrollIntoViewIfNeeded();
    await shoot(page, `map-layers-${lang}-06-with-layer`);

    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) problems.push(message.text());
    });
    await go(page, '/public/neophytes?view=map');
    await expect.poll(async () => (await magentaShares(page)).opaque, { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect(tileRequests).toBeGreaterThan(0);
    expect(problems).toEqual([]);
    await shoot(page, `map-layers-${lang}-07-on-the-map`);

    await go(page, '/settings');
    await section.getByRole('slider', { name: w.opacity }).fill('50');
    await expect(section.getByTestId('map-layer-0')).toContainText('50 %');
    await go(page, '/public/neophytes?view=map');
    await expect.poll(async () => (await magentaShares(page)).blended, { timeout: 20_000 }).toBeGreaterThan(0.5);
    expect((await magentaShares(page)).opaque).toBeLessThan(0.05);
    await shoot(page, `map-layers-${lang}-08-half-transparent`);

    await go(page, '/settings');
    await section.getByRole('button', { name: w.remove }).click();
    await expect(section.getByTestId('map-layers-empty')).toBeVisible();
    await go(page, '/public/neophytes?view=map');
    await expect(page.getByTestId('public-map')).toBeVisible();
    await expect(page.locator('.desk-user-layer')).toHaveCount(0);
  });
}

/** The public screen's area filter, for the screenshots only (its behaviour is covered by PublicNeophyteScreens.test.ts). */
for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`public neophytes: the area filter drawn on the map (${lang})`, { tag: [SCREENS_ONLY_TAG] }, async ({ page }) => {
    await openApp(page);
    await chooseLanguage(page, lang);
    await go(page, '/public/neophytes');
    await page.locator('[data-filter="footprint_wkt"]').getByTestId('filter-polygon-draw').click();
    const map = page.getByTestId('public-map');
    await expect(page.getByTestId('map-draw-hint')).toBeVisible();
    // the map (loaded lazily) is up before the first corner is placed
    await expect(map.locator('canvas').first()).toBeVisible();
    await expect(map.locator('.ol-zoom-in')).toBeVisible();
    // the button may sit low in a long panel (German): the whole map in view before clicking on it
    await page.getByTestId('map-draw-hint').scrollIntoViewIfNeeded();
    await map.evaluate((element) => element.scrollIntoView({ block: 'end' }));
    const box = (await map.boundingBox())!;
    await mapRendered(map);
    await shoot(page, `public-area-${lang}-01-drawing`);
    for (const [x, y] of [[0.3, 0.3], [0.7, 0.3], [0.7, 0.7]] as const) await page.mouse.click(box.x + box.width * x, box.y + box.height * y);
    await page.mouse.dblclick(box.x + box.width * 0.3, box.y + box.height * 0.7);
    await expect(page).toHaveURL(/footprint_wkt%5Beq%5D=|footprint_wkt\[eq\]=/);
    await expect(page.getByTestId('filter-polygon-chip')).toBeVisible();
    await mapRendered(map);
    await shoot(page, `public-area-${lang}-02-drawn`);
  });
}
