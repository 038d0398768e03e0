/**
 * Versioned migrations of the stored settings document. Each step takes the document of one
 * version and returns the next; {@link migrateSettings} runs every step from the stored version
 * up to SETTINGS_VERSION. Steps see untrusted JSON: they only add or rename, never validate
 * (./settings-store.ts validates the result with zod).
 *
 * Versions:
 * - 0 (no `version` member; the first development builds): `{profiles, active_id, preferences: {language}}`.
 * - 1: adds `version: 1` and `preferences.theme` (`system` unless a valid one is there).
 */
import { SETTINGS_VERSION } from './schema.js';

type JsonObject = Record<string, unknown>;

/** One step: the document at version `from` → the document at `from + 1`. */
export interface SettingsMigration {
  from: number;
  describe: string;
  migrate(document: JsonObject): JsonObject;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The steps, in order. Add a step (and bump SETTINGS_VERSION) for every change of the stored shape. */
export const SETTINGS_MIGRATIONS: readonly SettingsMigration[] = [
  {
    from: 0,
    describe: 'v0 → v1: preferences gain a theme (light, dark or system)',
    migrate(document) {
      const preferences = isObject(document.preferences) ? document.preferences : {};
      const theme = ['system', 'light', 'dark'].includes(String(preferences.theme)) ? preferences.theme : 'system';
      return { ...document, version: 1, preferences: { ...preferences, theme } };
    },
  },
];

/** A stored document written by a newer version of the app, which this one cannot read. */
export class SettingsFromTheFutureError extends Error {
  constructor(readonly version: number) {
    super(`The settings were written by a newer version of the app (settings version ${version}; this app reads up to ${SETTINGS_VERSION}).`);
    this.name = 'SettingsFromTheFutureError';
  }
}

/** Version of a stored document: its `version` member, or 0 when it has none. */
export function settingsVersion(document: JsonObject): number {
  return typeof document.version === 'number' && Number.isInteger(document.version) && document.version >= 0 ? document.version : 0;
}

/**
 * Brings a stored document up to SETTINGS_VERSION. Returns the migrated document and whether
 * any step ran (then the caller writes it back). `undefined` (nothing stored) stays undefined.
 * Throws TypeError when the stored value is not an object, and
 * {@link SettingsFromTheFutureError} for a version above SETTINGS_VERSION.
 */
export function migrateSettings(
  stored: unknown,
  migrations: readonly SettingsMigration[] = SETTINGS_MIGRATIONS,
  target: number = SETTINGS_VERSION,
): { document: JsonObject | undefined; migrated: boolean } {
  if (stored === undefined) return { document: undefined, migrated: false };
  if (!isObject(stored)) throw new TypeError('The stored settings are not an object.');
  let version = settingsVersion(stored);
  if (version > target) throw new SettingsFromTheFutureError(version);
  let document = stored;
  while (version < target) {
    const step = migrations.find((migration) => migration.from === version);
    if (!step) throw new TypeError(`No settings migration from version ${version}.`);
    document = step.migrate(document);
    version += 1;
  }
  return { document, migrated: document !== stored };
}
