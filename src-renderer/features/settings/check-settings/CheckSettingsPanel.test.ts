import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { CheckDefinition, CheckSettings } from '../../../../src-shared/contract/checks.js';
import { DeskError } from '../../../../src-shared/contract/errors.js';
import { setLocale } from '../../../i18n/index.js';
import { createFakeDesk } from '../../../testing/fake-desk.js';
import { installReference } from '../../../testing/fake-reference.js';
import { mountApp, type MountedApp } from '../../../testing/mount-app.js';
import CheckSettingsPanel from './CheckSettingsPanel.vue';

let app: MountedApp | undefined;
afterEach(async () => {
  app?.wrapper.unmount();
  await setLocale('en');
});

const names = (en: string, de: string) => ({ en, de, fr: en, it: en });
const DEFINITIONS: CheckDefinition[] = [
  {
    id: 'within_known_range', severity: 'warning', names: names('Outside known range', 'Ausserhalb des bekannten Areals'),
    standard: 'NBN Record Cleaner WithoutPolygon', uses_taxon_facts: true,
    parameters: [{ name: 'max_distance_in_meters', default: 30_000, min: 100, max: 1_000_000, integer: true }],
  },
  {
    id: 'event_date_in_range', severity: 'error', names: names('Event date out of range', 'Funddatum ausserhalb des Bereichs'), standard: 'TDWG BDQ VALIDATION_EVENTDATE_INRANGE',
    uses_taxon_facts: false, parameters: [{ name: 'earliest_year', default: 1700, min: 1000, max: 2100, integer: true }],
  },
  { id: 'elevation_order', severity: 'error', names: names('Minimum elevation above maximum', 'Minimale Höhe über maximaler'), standard: 'TDWG BDQ', uses_taxon_facts: false, parameters: [] },
];
const SETTINGS: CheckSettings = {
  checks: { within_known_range: { enabled: true, parameters: { max_distance_in_meters: 30_000 } }, elevation_order: { enabled: true, parameters: {} } },
  validated_codes: [2, 3],
};

async function open(withVocabularies = false): Promise<MountedApp> {
  const desk = createFakeDesk();
  if (withVocabularies) installReference(desk);
  desk.fn('checks.definitions').mockResolvedValue(DEFINITIONS);
  desk.fn('checks.getSettings').mockResolvedValue(SETTINGS);
  const mounted = await mountApp(CheckSettingsPanel, '/settings', desk);
  await flushPromises();
  return mounted;
}
const distance = () => app!.wrapper.get('#check-within_known_range-max_distance_in_meters');

describe('Settings → Automatic checks', () => {
  it('lists each check by its name in the UI language with its severity and parameters', async () => {
    await setLocale('de');
    app = await open();
    const item = app.wrapper.get('[data-testid="check-setting-within_known_range"]');
    expect(item.text()).toContain('Ausserhalb des bekannten Areals');
    expect(item.text()).toContain('Warnung');
    expect(item.text()).toContain('Distanz (m)');
    expect((distance().element as HTMLInputElement).value).toBe('30.000');
    // a year is not a quantity: no digit grouping
    expect((app.wrapper.get('#check-event_date_in_range-earliest_year').element as HTMLInputElement).value).toBe('1700');
  });

  it('switches a check off for the profile and disables its parameters', async () => {
    app = await open();
    await app.wrapper.get('#check-enabled-within_known_range').setValue(false);
    await flushPromises();
    expect(app.desk.fn('checks.setSettings')).toHaveBeenCalledWith({ ...SETTINGS, checks: { ...SETTINGS.checks, within_known_range: { enabled: false, parameters: { max_distance_in_meters: 30_000 } } } });
    expect(distance().attributes('disabled')).toBeDefined();
  });

  it('saves a parameter once when the field is left, and puts it back when main refuses it', async () => {
    app = await open();
    const save = app.desk.fn('checks.setSettings');
    await distance().setValue('12000');
    await distance().trigger('input');
    expect(save).not.toHaveBeenCalled();
    await distance().trigger('blur');
    await flushPromises();
    expect(save).toHaveBeenCalledTimes(1);
    expect(save.mock.calls[0]![0].checks.within_known_range.parameters).toEqual({ max_distance_in_meters: 12_000 });

    save.mockRejectedValueOnce(new DeskError({ status: 400, code: 'invalid-input', message: 'Must be between 100 and 1000000.', fields: [] }));
    await distance().setValue('15000');
    await distance().trigger('input');
    await distance().trigger('blur');
    await flushPromises();
    expect((distance().element as HTMLInputElement).value.replace(/\D/g, '')).toBe('12000');
  });

  it('offers the service’s validation states as the reference, saves a choice, and hides the choice without them', async () => {
    app = await open(true);
    const control = app.wrapper.get('[data-testid="check-validated-codes"]');
    expect(control.text()).toContain('valid (certain or very likely)');
    expect(app.wrapper.findAll('[data-testid^="check-setting-"]')).toHaveLength(DEFINITIONS.length); // the checks are listed beside it
    await control.trigger('click');
    await flushPromises();
    const pending = [...document.body.querySelectorAll('[role="option"]')].find((option) => option.textContent?.includes('not validated (pending)'));
    (pending as HTMLElement).click();
    await flushPromises();
    expect(app.desk.fn('checks.setSettings')).toHaveBeenLastCalledWith({ ...SETTINGS, validated_codes: [1, 2, 3] });
    app.wrapper.unmount();

    app = await open();
    expect(app.wrapper.find('[data-testid="check-validated-codes"]').exists()).toBe(false);
  });
});
