/**
 * The checks' settings per server profile (issue 13: "switched on/off and their parameters set
 * per profile"), kept in main's settings storage under `checks-settings:<profile id>`.
 */
import { CHECK_IDS, CheckSettings, DeskError, type CheckId } from '../../src-shared/contract/index.js';
import type { CheckModule } from './check-module.js';
import type { KeyValueStore } from '../platform.js';

/** The `validation` codes that count as validated by default: the reference vocabulary's 2 "valid" and 3 "probable". */
export const DEFAULT_VALIDATED_CODES = [2, 3];

/** One check's settings with every parameter filled in. */
export interface ResolvedCheckSetting {
  enabled: boolean;
  parameters: Record<string, number>;
}

/** See the file comment. */
export class CheckSettingsStore {
  constructor(
    private readonly storage: KeyValueStore,
    private readonly profileId: () => string,
    /** The check modules whose definitions give the parameters and their bounds. */
    private readonly modules: () => Readonly<Record<CheckId, CheckModule>>,
  ) {}

  private key(): string {
    return `checks-settings:${this.profileId()}`;
  }

  /** The active profile's settings as stored (every check listed; defaults where never set or where the stored value is unreadable). */
  get(): CheckSettings {
    const parsed = CheckSettings.safeParse(this.storage.get(this.key()));
    const stored = parsed.success ? parsed.data : { checks: {}, validated_codes: DEFAULT_VALIDATED_CODES };
    const checks: CheckSettings['checks'] = {};
    for (const id of CHECK_IDS) checks[id] = this.resolve(id, stored.checks[id]);
    return { checks, validated_codes: stored.validated_codes };
  }

  /** One check's settings with defaults filled in. */
  check(id: CheckId): ResolvedCheckSetting {
    return this.get().checks[id] as ResolvedCheckSetting;
  }

  /**
   * Stores `settings` for the active profile and answers them resolved. Throws DeskError
   * `invalid-input` (400) naming `checks.<id>.parameters.<name>` for an unknown parameter or a
   * value outside its bounds (or not whole where it must be); nothing is stored then.
   */
  set(settings: CheckSettings): CheckSettings {
    const fields: { field: string; message: string }[] = [];
    for (const id of CHECK_IDS) {
      const parameters = settings.checks[id]?.parameters ?? {};
      const known = new Map(this.modules()[id].definition.parameters.map((p) => [p.name, p]));
      for (const [name, value] of Object.entries(parameters)) {
        const field = `checks.${id}.parameters.${name}`;
        const definition = known.get(name);
        if (!definition) fields.push({ field, message: `${id} has no parameter ${name}.` });
        else if (value < definition.min || value > definition.max) fields.push({ field, message: `Must be between ${definition.min} and ${definition.max}.` });
        else if (definition.integer && !Number.isInteger(value)) fields.push({ field, message: 'Must be a whole number.' });
      }
    }
    if (fields.length) {
      throw new DeskError({ status: 400, code: 'invalid-input', message: `The check settings are not valid: ${fields.map((f) => `${f.field}: ${f.message}`).join('; ')}`, fields });
    }
    this.storage.set(this.key(), settings);
    return this.get();
  }

  private resolve(id: CheckId, stored: CheckSettings['checks'][CheckId]): ResolvedCheckSetting {
    const parameters: Record<string, number> = {};
    for (const p of this.modules()[id].definition.parameters) {
      const value = stored?.parameters[p.name];
      parameters[p.name] = value !== undefined && value >= p.min && value <= p.max ? value : p.default;
    }
    return { enabled: stored?.enabled ?? true, parameters };
  }
}
