import { defineStore } from 'pinia';
import { ref } from 'vue';
import type { CheckDefinition, CheckId, CheckSettings } from '../../../../src-shared/contract/checks.js';
import { getDesk } from '../../../bridge/index.js';

/**
 * The automatic checks' settings of the active profile (`desk.checks.getSettings` /
 * `setSettings`, kept by main per profile) and the checks' definitions (names in the four
 * languages, severity, standard, parameters with bounds). A change is shown at once and saved;
 * a refused save (main names the parameter) puts the previous settings back and rejects.
 */
export const useCheckSettingsStore = defineStore('checkSettings', () => {
  const definitions = ref<CheckDefinition[]>([]);
  const settings = ref<CheckSettings | null>(null);

  /** Reads the definitions and the active profile's settings from main. */
  async function load(): Promise<void> {
    const desk = getDesk();
    const [loaded, current] = await Promise.all([desk.checks.definitions(), desk.checks.getSettings()]);
    definitions.value = loaded;
    settings.value = current;
  }

  async function save(next: CheckSettings): Promise<void> {
    const previous = settings.value;
    settings.value = next;
    try {
      settings.value = await getDesk().checks.setSettings(next);
    } catch (error) {
      settings.value = previous;
      throw error;
    }
  }

  /** Switches one check on or off for the active profile. */
  function setEnabled(id: CheckId, enabled: boolean): Promise<void> {
    const current = settings.value!;
    const check = current.checks[id] ?? { enabled: true, parameters: {} };
    return save({ ...current, checks: { ...current.checks, [id]: { ...check, enabled } } });
  }

  /** Sets one parameter of a check (in the unit its name says) for the active profile. */
  function setParameter(id: CheckId, name: string, value: number): Promise<void> {
    const current = settings.value!;
    const check = current.checks[id] ?? { enabled: true, parameters: {} };
    return save({ ...current, checks: { ...current.checks, [id]: { ...check, parameters: { ...check.parameters, [name]: value } } } });
  }

  /** Sets which `validation` codes count as validated for the taxon facts (at least one). */
  function setValidatedCodes(codes: number[]): Promise<void> {
    return save({ ...settings.value!, validated_codes: [...codes].sort((a, b) => a - b) });
  }

  return { definitions, settings, load, setEnabled, setParameter, setValidatedCodes };
});
