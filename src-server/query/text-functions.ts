import type { Db } from '../db/open.js';

/**
 * Folds text for the interface's case-insensitive `iw_*` filters: Unicode case folding (not just
 * ASCII, as SQLite's `lower()` and `LIKE`) and accents dropped (NFD decomposition without
 * combining marks), so `knö*` finds "Knöterich" and `ecole` finds "École".
 */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase();
}

/** Registers `fold(text)` ({@link foldText}; NULL stays NULL) on the connection. */
export function registerTextFunctions(db: Db): void {
  db.function('fold', { deterministic: true }, (value: unknown) => (value === null ? null : foldText(String(value))));
}
