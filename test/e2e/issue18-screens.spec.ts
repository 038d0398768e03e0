/**
 * Screenshots only (`npm run screens`, tagged {@link SCREENS_ONLY_TAG}, no journey of `npm test`:
 * the behaviour is covered by renderer tests): the workspace map's layer switcher listing a layer
 * of one's own (an XYZ layer of translucent tiles from a loopback server) drawn between the base
 * map and the place names; a document's observations with the taxon page's book link; the
 * import's file error in the UI language. test-results/screens/issue18-<lang>-<nn>-<state>.png.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { shoot, type Lang } from './helpers.js';
import { mapRendered } from './helpers/settled.js';
import { signInAs } from './helpers/sign-in.js';
import { deskCall } from './helpers/validation.js';
import { SCREENS_ONLY_TAG } from './screens-run.js';

/** A loopback tile server: every tile a translucent orange square with a darker border. */
let server: Server;
let origin = '';

test.beforeAll(async () => {
  const border = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><rect x="1" y="1" width="254" height="254" fill="rgb(255,140,0)" fill-opacity="0.45" stroke="rgb(180,80,0)" stroke-width="2"/></svg>');
  const tile = await sharp(border).png().toBuffer();
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png' }).end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function goHash(page: Page, hash: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}${hash}`);
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`issue 18's screens: own layers in the switcher, a document's taxon links, an import file error (${lang})`, { tag: [SCREENS_ONLY_TAG] }, async ({ page, context }) => {
    test.setTimeout(150_000);
    await signInAs(page, context, 'manager', lang);
    const before = await deskCall<{ layers: Array<{ id: string }> }>(page, 'mapLayers.list');
    const added = await deskCall<{ layers: Array<{ id: string }> }>(page, 'mapLayers.addXyz', { title: 'Forest reserves (test tiles with a rather long name)', url_template: `${origin}/{z}/{x}/{y}.png` });
    const layerId = added.layers.at(-1)!.id;
    try {
      // the page's CSP is computed when it loads: a new tile server needs a reload
      await page.reload();
      await expect(page.getByTestId('topbar-user')).toBeVisible();
      const canvas = page.getByTestId('observation-map-canvas');
      await expect(async () => {
        await goHash(page, '#/observations');
        await expect(canvas).toBeVisible({ timeout: 10_000 });
      }).toPass({ timeout: 40_000 });
      await mapRendered(canvas);
      await page.getByTestId('map-layers-button').click();
      const own = page.getByTestId('map-user-layers');
      await expect(own).toContainText('Forest reserves');
      await own.scrollIntoViewIfNeeded();
      await shoot(page, `issue18-${lang}-01-switcher-own-layer`);
      await own.getByRole('checkbox').first().uncheck();
      await expect(own.getByRole('checkbox').first()).not.toBeChecked();
      await mapRendered(canvas);
      await shoot(page, `issue18-${lang}-02-own-layer-hidden`);
      await own.getByRole('checkbox').first().check();
      await page.getByTestId('map-layers-button').click();
      // closer in, where municipality names show above the layer
      for (let step = 0; step < 3; step += 1) await page.locator('.ol-zoom-in').first().click();
      await mapRendered(canvas);
      await shoot(page, `issue18-${lang}-03-own-layer-below-names`);
    } finally {
      await deskCall(page, 'mapLayers.remove', { id: layerId });
      expect((await deskCall<{ layers: unknown[] }>(page, 'mapLayers.list')).layers).toHaveLength(before.layers.length);
    }

    const docs = await deskCall<{ rows: Array<{ id: number }> }>(page, 'documents.list', { with_observation: true, limit: 1 });
    if (docs.rows.length) {
      await goHash(page, `#/documents/${docs.rows[0]!.id}`);
      const attachedTo = page.getByTestId('document-observations');
      await expect(attachedTo.getByTestId('document-observation').first().getByTestId('taxon-link')).toBeVisible({ timeout: 20_000 });
      await attachedTo.scrollIntoViewIfNeeded();
      await shoot(page, `issue18-${lang}-04-document-observations`);
    }

    const projects = await deskCall<Array<{ id: number }>>(page, 'reference.projects', { right: 'write' });
    await goHash(page, `#/import?dataset_id=${projects[0]!.id}`);
    const [picker] = await Promise.all([page.waitForEvent('filechooser'), page.getByTestId('import-choose').click()]);
    await picker.setFiles({ name: 'sites-2024.csv', mimeType: 'text/csv', buffer: Buffer.from('') });
    await expect(page.getByTestId('import-error')).toBeVisible({ timeout: 20_000 });
    await shoot(page, `issue18-${lang}-05-import-file-error`);
  });
}
