/**
 * Every screen through axe-core (issue 17, item 10): one journey per language (en, de) as the
 * demo `manager` (who sees every action) that visits each route of the app — the overview, the
 * observation workspace with its detail and the triage keys dialog, the observation form,
 * projects, people, relevés, documents and settings with their pages and forms — plus the
 * sign-in screen, and checks each with {@link expectAccessible}: no serious or critical WCAG 2.1
 * A/AA violation. A dialog closed with Escape gives the focus back to the button that opened it.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { chooseLanguage, ensureSignedOut, openApp, type Lang } from './helpers.js';
import { expectAccessible } from './helpers/axe.js';
import { signInAs } from './helpers/sign-in.js';

/** The id in the first link of the page to `#/<kind>/<id>` (not `#/<kind>/new`). */
async function firstId(page: Page, kind: string): Promise<string> {
  const pattern = new RegExp(`#/${kind}/(\\d+)`);
  let id: string | undefined;
  await expect(async () => {
    const hrefs = await page.locator(`a[href*="#/${kind}/"]`).evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    id = hrefs.map((href) => pattern.exec(href)?.[1]).find(Boolean);
    expect(id).toBeDefined();
  }).toPass();
  return id!;
}

const heading = (page: Page): Locator => page.locator('#main h1').first();
const form = (page: Page): Locator => page.locator('#main form').first();
const listLink = (kind: string) => (page: Page): Locator => page.locator(`#main a[href*="#/${kind}/"]`).first();
const footprintMap = (page: Page): Locator => page.getByTestId('footprint-map');

/** A screen of the journey: its address (ids found on the screens before) and what shows it is ready. */
interface Screen {
  name: string;
  hash: (ids: Record<string, string>) => string;
  ready: (page: Page) => Locator;
  /** Reads an id of this list for the screens after it. */
  idOf?: string;
}

const SCREENS: Screen[] = [
  { name: 'overview', hash: () => '/', ready: heading },
  { name: 'new observation', hash: () => '/observations/new', ready: footprintMap },
  { name: 'projects', hash: () => '/projects', ready: listLink('projects'), idOf: 'projects' },
  { name: 'project', hash: (ids) => `/projects/${ids.projects}`, ready: heading },
  { name: 'project form', hash: (ids) => `/projects/${ids.projects}/edit`, ready: form },
  { name: 'new project', hash: () => '/projects/new', ready: form },
  { name: 'people', hash: () => '/people', ready: listLink('people'), idOf: 'people' },
  { name: 'person', hash: (ids) => `/people/${ids.people}`, ready: heading },
  { name: 'new person', hash: () => '/people/new', ready: form },
  { name: 'relevés', hash: () => '/releves', ready: listLink('releves'), idOf: 'releves' },
  { name: 'relevé', hash: (ids) => `/releves/${ids.releves}`, ready: heading },
  { name: 'relevé form', hash: (ids) => `/releves/${ids.releves}/edit`, ready: footprintMap },
  { name: 'documents', hash: () => '/documents', ready: heading },
  { name: 'review queues', hash: () => '/queues', ready: (page) => page.getByTestId('queue-progress').first() },
  // ready once the automatic checks' settings are listed, so axe sees them too
  { name: 'settings', hash: () => '/settings', ready: (page) => page.getByTestId('check-setting-within_known_range') },
  { name: 'new profile', hash: () => '/settings/profiles/new', ready: form },
];

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`every screen passes axe without serious or critical violations (${lang})`, async ({ page, context }) => {
    test.setTimeout(240_000);
    await openApp(page);
    await chooseLanguage(page, lang);
    await ensureSignedOut(page, lang);
    await expectAccessible(page, 'sign-in');
    await signInAs(page, context, 'manager', lang);

    // The workspace, an observation's detail, and a dialog of it closed with Escape.
    await page.goto(`${page.url().replace(/#.*$/, '')}#/observations`);
    await expect(page.getByTestId('observation-map-canvas')).toBeVisible();
    await page.locator('[data-row-id]').first().click();
    const keys = page.getByTestId('keys-button');
    await expect(keys).toBeVisible();
    await expectAccessible(page, 'observations with a detail');
    await keys.click();
    await expect(page.getByTestId('triage-keys-dialog')).toBeVisible();
    await expectAccessible(page, 'triage keys dialog');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('triage-keys-dialog')).toBeHidden();
    await expect(keys).toBeFocused();

    const ids: Record<string, string> = {};
    for (const screen of SCREENS) {
      await page.goto(`${page.url().replace(/#.*$/, '')}#${screen.hash(ids)}`);
      await expect(screen.ready(page)).toBeVisible();
      if (screen.idOf) ids[screen.idOf] = await firstId(page, screen.idOf);
      await expectAccessible(page, screen.name);
    }
  });
}
