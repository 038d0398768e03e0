/**
 * Maps as a GIS user expects them (issue 17, item 5), as the demo `manager`: the wheel zooms the
 * workspace map without a first click; the place search goes to a municipality; "zoom to the
 * results" goes to where the filtered observations are; the map inside the relevé form lets the
 * wheel scroll the page and says how to zoom; a plot drawn over many km² with "25 m²" stated
 * warns. Screenshots (npm run screens): test-results/screens/maps-<lang>-<nn>-<state>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { tourDetails } from './screens-run.js';

const T = {
  en: { wheelHint: 'Use Ctrl + scroll to zoom the map', squareMetre: 'm² (square metre)', plotWarning: /^The plot drawn on the map covers [\d.,]+ km², the stated sample size is 25 m²/ },
  de: { wheelHint: 'Zum Zoomen der Karte Strg + Mausrad verwenden', squareMetre: 'm² (Quadratmeter)', plotWarning: /^Die auf der Karte gezeichnete Fläche umfasst [\d.,’']+ km², die angegebene Aufnahmefläche beträgt 25 m²/ },
} as const;

/** Goes to a route of the app (hash history) in the same document. */
async function goHash(page: Page, hash: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}${hash}`);
}

/** The scale bar's text of the map in `root` (it changes with every zoom). */
const scale = (page: Page, root: string) => page.locator(`${root} .ol-scale-line-inner`);

/** Moves the pointer to the centre of `testId` and turns the wheel (negative: zoom in), no click. */
async function wheelOver(page: Page, testId: string, deltaY: number): Promise<void> {
  const box = (await page.getByTestId(testId).boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.wheel(0, deltaY);
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`the maps zoom, search places and measure plots as GIS users expect (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    await signInAs(page, context, 'manager', lang);

    // The workspace map: the wheel zooms it at once, without a click first.
    await goHash(page, '#/observations');
    const workspaceScale = scale(page, '[data-testid="observation-map"]');
    await expect(workspaceScale).toBeVisible();
    const before = await workspaceScale.textContent();
    await wheelOver(page, 'observation-map-canvas', -400);
    await expect(workspaceScale).not.toHaveText(before ?? '');
    await shoot(page, `maps-${lang}-01-workspace-wheel`);

    // The place search: a municipality by name, the map goes there (Lugano's 76 km²: a scale bar of 10 km at most).
    await page.locator('#map-place-input').pressSequentially('Lugan', { delay: 30 });
    await page.getByTestId('unit-option-5192').click();
    await expect(workspaceScale).toHaveText(/^(\d+ m|([1-5]|10) km)$/);
    await shoot(page, `maps-${lang}-02-place-lugano`);

    // Zoom to the results: the whole filtered set again, from the cluster tiles.
    const atPlace = await workspaceScale.textContent();
    await page.getByTestId('map-zoom-results').click();
    await expect(workspaceScale).not.toHaveText(atPlace ?? '');
    await expect(page.getByTestId('map-results-problem')).toHaveCount(0);
    await shoot(page, `maps-${lang}-03-zoom-to-results`);

    // The relevé form's map: the wheel scrolls the page and the map says how to zoom.
    await goHash(page, '#/releves/new');
    await expect(page.getByTestId('footprint-map')).toBeVisible();
    await page.getByTestId('footprint-map').scrollIntoViewIfNeeded();
    const formScale = scale(page, '[data-testid="footprint-editor"]');
    const formBefore = await formScale.textContent();
    await wheelOver(page, 'footprint-map', -200);
    await expect(page.getByTestId('map-wheel-hint')).toHaveText(t.wheelHint);
    await expect(page.getByTestId('map-wheel-hint')).toBeVisible();
    await shoot(page, `maps-${lang}-04-form-wheel-hint`);
    await expect(formScale).toHaveText(formBefore ?? '');
    await expect(page.getByTestId('map-wheel-hint')).toBeHidden();

    // A plot drawn over much of a canton, stated as 25 m²: the area is shown and the form warns.
    await page.locator('#releve-sample_size_value').fill('25');
    await page.locator('#releve-sample_size_unit').click();
    await page.getByRole('option', { name: t.squareMetre, exact: true }).click();
    await page.getByTestId('footprint-map').scrollIntoViewIfNeeded();
    const box = (await page.getByTestId('footprint-map').boundingBox())!;
    for (const [dx, dy] of [[-40, -30], [40, -30], [30, 40], [-40, -30]] as const) await page.mouse.click(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy);
    await expect(page.getByTestId('footprint-area')).toContainText('km²');
    await expect(page.getByTestId('releve-plot-area-warning')).toHaveText(t.plotWarning);
    await shoot(page, `maps-${lang}-05-plot-area-warning`);
  });
}
