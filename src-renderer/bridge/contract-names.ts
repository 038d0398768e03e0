import type { DeskNames } from '../../src-shared/contract/desk-proxy.js';

/** Replaced by the contract's names when the renderer is built or tested (vite `define`, src-renderer/vite.config.ts). */
declare const __DESK_NAMES__: DeskNames;

/**
 * The methods and events of the `window.desk` contract: `DESK_NAMES` of src-shared/contract/desk.ts,
 * written into the bundle when the renderer is built, so the initial chunk carries the names
 * without zod and the contract's schemas (a method added to the contract is here at the next build).
 */
export const DESK_NAMES: DeskNames = __DESK_NAMES__;
