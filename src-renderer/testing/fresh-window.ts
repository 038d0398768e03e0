/**
 * Setup file of the vitest project `renderer`, whose files share one worker's modules and happy-dom
 * window (`isolate: false` in vitest.config.ts). Run before each file is imported, it puts back what
 * a window of the file's own would give it, whatever the file before it left behind:
 *
 * - the window's pending work: the timers, animation frames and reads the file before left
 *   running (a store's read-ahead would otherwise call this file's desk);
 * - the document: an empty body, no attributes on `<html>` (lang, dark mode), no title, empty
 *   web storage (saved columns, drafts);
 * - the renderer's module-level state: the desk (bridge), the map layers of one's own and the
 *   profile they follow (map/user-layer-feed.ts), the base map's shared sources
 *   (map/base-layers.ts), the map's layer choices (map/map-preferences.ts), the UI language
 *   (English, i18n/index.ts; messages already loaded stay, they are the same), no active Pinia;
 * - vitest's own: real timers, no stubbed globals.
 *
 * Caches keyed by value (cluster-style.ts, footprint-style.ts), WeakMaps and the proj4 registration
 * (map/crs.ts, idempotent) give a file the same answers whether filled or not, so they stay.
 * Files that mock a module (`vi.mock`) keep modules of their own (project `renderer-mocked`).
 */
import { setActivePinia } from 'pinia';
import { vi } from 'vitest';
import { setDesk } from '../bridge/index.js';
import { i18n } from '../i18n/index.js';
import { forgetBaseSources } from '../map/base-layers.js';
import { resetMapPreferences } from '../map/map-preferences.js';
import { resetUserLayerFeed } from '../map/user-layer-feed.js';

/** happy-dom's own controls of the window (vitest's happy-dom environment exposes them as a global). */
interface HappyDomControls {
  abort(): Promise<void>;
}

// At the setup file's top level, not in a beforeAll: a file's own top-level stubs and timers run
// after this and before its hooks, and must stay.
vi.unstubAllGlobals();
vi.useRealTimers();
await (window as unknown as { happyDOM: HappyDomControls }).happyDOM.abort();

document.body.replaceChildren();
for (const name of document.documentElement.getAttributeNames()) document.documentElement.removeAttribute(name);
document.title = '';
localStorage.clear();
sessionStorage.clear();

setDesk(undefined);
resetUserLayerFeed();
forgetBaseSources();
resetMapPreferences();
i18n.global.locale.value = 'en';
setActivePinia(undefined);
