/**
 * The screenshot run, `npm run screens` (playwright.screens.config.ts): its project name, the
 * tag of the tests only it runs and the folder of its PNGs. `npm test` (playwright.config.ts)
 * walks the same journeys without writing screenshots. No Playwright import here: the configs
 * read it.
 */
import { join } from 'node:path';

/** The Playwright project of `npm run screens`, the one whose `shoot` (helpers.ts) writes PNGs. */
export const SCREENS_PROJECT = 'screens';

/**
 * Tag of the tests only `npm run screens` runs: a screenshot tour's other languages, and the
 * accessibility tour's French and Italian walks (accessibility.spec.ts). The tour's English run
 * stays a journey of `npm test`; every language's texts are checked by the unit tests of the
 * message files.
 */
export const SCREENS_ONLY_TAG = '@screens';

/** Where the screenshots go, `<name>.png` (not committed; test-results/ is ignored). */
export const SCREENSHOT_DIR = join(import.meta.dirname, '..', '..', 'test-results', 'screens');

/**
 * The details of a tour's test in `lang`: English is a journey of both runs, any other language
 * is tagged {@link SCREENS_ONLY_TAG}.
 */
export function tourDetails(lang: string): { tag: string[] } {
  return { tag: lang === 'en' ? [] : [SCREENS_ONLY_TAG] };
}
