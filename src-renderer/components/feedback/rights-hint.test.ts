import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLocale } from '../../i18n/index.js';
import RightsHint from './RightsHint.vue';
import '../../testing/setup-messages.js';

afterEach(async () => {
  await setLocale('en');
});

const render = (props: InstanceType<typeof RightsHint>['$props']) => mount(RightsHint, { props, global: { plugins: [i18n] } });

describe('RightsHint', () => {
  it('names the roles that would allow each hidden action, most rights first, joined with "or"', async () => {
    const wrapper = render({ hidden: [{ action: 'recordObservations', right: 'write' }, { action: 'validate', right: 'validate' }] });
    const lines = wrapper.findAll('[data-action]').map((line) => line.text());
    expect(lines).toEqual([
      'Recording observations needs the role “Manager” or “Editor” in a project.',
      'Validating needs the role “Manager” or “Validator” in a project.',
    ]);
    expect(wrapper.get('[data-testid="rights-hint"]').attributes('role')).toBe('note');
  });

  it('speaks of the project on screen and in the UI language', async () => {
    await setLocale('de');
    const wrapper = render({ hidden: [{ action: 'changeProject', right: 'manage' }], scope: 'this' });
    expect(wrapper.text()).toBe('Dieses Projekt ändern oder löschen erfordert in diesem Projekt die Rolle «Leitung».');
    await setLocale('fr');
    const validate = render({ hidden: [{ action: 'validate', right: 'validate' }] });
    expect(validate.text()).toBe('La validation nécessite le rôle « Gestion » ou « Validation » dans un projet.');
  });

  it('shows nothing when no action is hidden', () => {
    expect(render({ hidden: [] }).find('[data-testid="rights-hint"]').exists()).toBe(false);
  });
});
