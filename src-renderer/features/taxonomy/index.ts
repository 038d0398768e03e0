/** What the taxonomy browser (issue 18) offers the other features. */

/**
 * A taxon page's shown record (its accepted taxon, else the name itself) and the references that
 * list it, as the taxon page reads them; the taxon beside a record (issue 13) shows the same.
 */
export { listedIn, shownRecord } from './taxon-page.js';
