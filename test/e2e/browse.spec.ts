/**
 * Browsing the public and reference parts of the interface in browser mode against the
 * reference service (issue 18, part 1): public neophytes without signing in, on the map and one
 * opened from it (an unpublished number is "not found" with the way back); a taxon opened from an
 * observation's detail and its observations one click away; the municipality map searched and a
 * municipality's observations; a project's records beside what the public sees of them. English in `npm test`, German too in `npm run screens`.
 * Screenshots: test-results/screens/browse-<lang>-<nn>-<state>.png (each step asserts what it shows).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, ensureSignedOut, openApp, shoot, type Lang } from './helpers.js';
import { tourDetails } from './screens-run.js';
import { signInAs } from './helpers/sign-in.js';

const LANGS = ['en', 'de'] as const satisfies readonly Lang[];
const T = {
  en: { rounded: 'rounded', anonymised: 'anonymised', nav: 'Public neophytes', map: 'Map', list: 'List', notFound: 'No public observation has this number', back: 'Back to the public neophytes', observations: 'Observations of this taxon', units: 'Reference data', municipalityObservations: 'Observations in Deisswil bei Münchenbuchsee', taxa: 'Taxonomy' },
  de: { rounded: 'gerundet', anonymised: 'anonymisiert', nav: 'Öffentliche Neophyten', map: 'Karte', list: 'Liste', notFound: 'Keine öffentliche Beobachtung hat diese Nummer', back: 'Zurück zu den öffentlichen Neophyten', observations: 'Beobachtungen dieses Taxons', units: 'Referenzdaten', municipalityObservations: 'Beobachtungen in Deisswil bei Münchenbuchsee', taxa: 'Taxonomie' },
} as const;

/** Goes to `hash` in this tab (the launch secret stays in the tab's storage). */
async function go(page: Page, hash: string): Promise<void> {
  await page.goto(`${page.url().replace(/#.*$/, '')}#${hash}`);
}

/** The middle of the pixels of the cluster fill (src-renderer/map/map-theme.ts, light theme) on the map's canvases, or null. */
async function clusterOnMap(page: Page, testId: string): Promise<{ x: number; y: number } | null> {
  return page.getByTestId(testId).evaluate((root) => {
    for (const canvas of root.querySelectorAll('canvas')) {
      const context = canvas.getContext('2d');
      if (!context || !canvas.width) continue;
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      let [sx, sy, n] = [0, 0, 0];
      for (let i = 0; i < data.length; i += 4) {
        if (data[i + 3]! < 250 || Math.abs(data[i]! - 0x2f) + Math.abs(data[i + 1]! - 0x58) + Math.abs(data[i + 2]! - 0x35) > 6) continue;
        const pixel = i / 4;
        sx += pixel % canvas.width;
        sy += Math.floor(pixel / canvas.width);
        n += 1;
      }
      if (!n) continue;
      const box = canvas.getBoundingClientRect();
      return { x: box.left + ((sx / n) * box.width) / canvas.width, y: box.top + ((sy / n) * box.height) / canvas.height };
    }
    return null;
  });
}

for (const lang of LANGS) {
  test(`public neophytes without signing in: list, map, one record, an unknown number (${lang})`, tourDetails(lang), async ({ page }) => {
    const t = T[lang];
    await openApp(page);
    await chooseLanguage(page, lang);
    await ensureSignedOut(page, lang);

    await page.getByRole('link', { name: t.nav }).click();
    await expect(page.getByTestId('public-record-link').first()).toBeVisible();
    await expect(page.getByTestId('list-counts')).toHaveText(/\d/);
    await shoot(page, `browse-${lang}-01-public-list`);

    // The filters closed: the eight columns fit the window's width without scrolling sideways.
    await page.getByTestId('public-filters-toggle').click();
    await expect(page.locator('#public-filters')).toBeHidden();
    await expect.poll(() => page.locator('.public-layout__main').evaluate((main) => main.scrollWidth - main.clientWidth)).toBeLessThanOrEqual(0);
    await shoot(page, `browse-${lang}-01b-public-list-without-filters`);
    await page.getByTestId('public-filters-toggle').click();
    await expect(page.locator('#public-filters')).toBeVisible();

    // The map of every published record: clusters over Switzerland.
    await page.getByTestId('public-view').getByText(t.map, { exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect.poll(() => clusterOnMap(page, 'public-map'), { timeout: 20_000 }).not.toBeNull();
    await shoot(page, `browse-${lang}-02-public-map`);

    // One record on the map (the address filters to its number): a click on it opens its page.
    await page.getByTestId('public-view').getByText(t.list, { exact: true }).click();
    const href = await page.getByTestId('public-record-link').first().getAttribute('href');
    const id = /\/public\/neophytes\/(\d+)/.exec(href ?? '')![1]!;
    await go(page, `/public/neophytes?view=map&occurrence_id[in]=${id}`);
    await expect(async () => {
      const point = await clusterOnMap(page, 'public-map');
      expect(point).not.toBeNull();
      await page.mouse.click(point!.x, point!.y);
      await expect(page).toHaveURL(new RegExp(`#/public/neophytes/${id}$`), { timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await expect(page.getByTestId('public-record-title')).not.toBeEmpty();
    await expect(page.getByTestId('public-section-occurrence')).toBeVisible();
    await shoot(page, `browse-${lang}-03-public-record`);

    await go(page, '/public/neophytes/999999999');
    await expect(page.getByTestId('load-problem')).toContainText(t.notFound);
    await shoot(page, `browse-${lang}-04-public-not-found`);
    await page.getByRole('link', { name: t.back }).click();
    await expect(page.getByTestId('public-record-link').first()).toBeVisible();
  });

  test(`a taxon opened from an observation, and its observations (${lang})`, tourDetails(lang), async ({ page, context }) => {
    const t = T[lang];
    await signInAs(page, context, 'steward', lang);
    await go(page, '/observations');
    await page.locator('[data-row-id]').first().click();
    const title = page.getByTestId('detail-title').getByRole('link');
    await expect(title).toBeVisible();
    await title.click();
    await expect(page).toHaveURL(/#\/taxa\/\d+$/);
    const name = page.getByTestId('taxon-name');
    await expect(name).not.toBeEmpty();
    await expect(page.getByTestId('taxon-vernacular-names')).toBeVisible();
    await shoot(page, `browse-${lang}-05-taxon`);
    const taxonId = /#\/taxa\/(\d+)/.exec(page.url())![1]!;

    await page.getByRole('link', { name: t.observations, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`taxon_id(%5B|\\[)in(%5D|\\])=${taxonId}`));
    await expect(page.locator('[data-row-id]').first()).toBeVisible();

    // The search: a vernacular name finds its taxon and a synonym leads to the accepted name.
    await go(page, '/taxa?name=Staudenkn');
    await expect(page.getByTestId('taxa-results')).toContainText('Reynoutria japonica');
    await shoot(page, `browse-${lang}-06-taxa-search`);
  });

  test(`the municipality map: search, choose, its observations (${lang})`, tourDetails(lang), async ({ page }) => {
    const t = T[lang];
    await openApp(page);
    await chooseLanguage(page, lang);
    await page.getByRole('link', { name: t.units }).click();
    await expect(page.getByTestId('units-list').getByRole('link')).toHaveCount(200);
    // the screenshot shows the boundaries drawn, not the base map alone
    await expect(page.getByTestId('unit-map')).toHaveAttribute('data-drawn-units', /^[1-9]\d*$/);
    await shoot(page, `browse-${lang}-07-municipalities`);

    await page.getByTestId('units-search').fill('deisswil');
    await expect(page.getByTestId('units-list').getByRole('link')).toHaveCount(1);
    await page.getByTestId('units-list').getByRole('link').click();
    await expect(page.getByTestId('unit-chosen')).toContainText('Deisswil bei Münchenbuchsee');
    await shoot(page, `browse-${lang}-08-municipality-long-name`);
    await expect(page.getByRole('link', { name: t.municipalityObservations, exact: true })).toHaveAttribute('href', /location_id(%5B|\[)in(%5D|\])=\d+/);

    await go(page, '/reference/units?id=987654');
    await expect(page.getByTestId('unit-not-found')).toBeVisible();
    await go(page, '/reference/habitats?name=wald');
    await expect(page.getByTestId('habitat-tree')).toBeVisible();
    await shoot(page, `browse-${lang}-09-habitats`);
    await go(page, '/reference/vocabularies?field_name=eradication');
    await expect(page.getByTestId('vocabulary-entries')).toBeVisible();
    await shoot(page, `browse-${lang}-10-vocabularies`);
  });

  test(`what the public sees of a project, beside what its manager sees (${lang})`, tourDetails(lang), async ({ page, context }) => {
    const t = T[lang];
    await signInAs(page, context, 'manager', lang);
    await go(page, '/projects');
    await page.getByRole('link', { name: 'Neophytes Ticino', exact: true }).click();
    const comparison = page.getByTestId('public-comparison');
    await expect(comparison).toBeVisible();
    // the project rounds dates to the month and anonymises its observers
    await expect(comparison.getByText(t.rounded, { exact: true }).first()).toBeVisible();
    await expect(comparison.getByText(t.anonymised, { exact: true }).first()).toBeVisible();
    await comparison.scrollIntoViewIfNeeded();
    await shoot(page, `browse-${lang}-11-project-public-view`);
  });
}
