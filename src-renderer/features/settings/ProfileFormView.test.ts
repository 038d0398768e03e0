import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { RouterView } from 'vue-router';
import { DeskError } from '../../../src-shared/contract/errors.js';
import { useProfilesStore } from '../../stores/profiles.js';
import { SANDBOX } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';

let app: MountedApp | undefined;
afterEach(() => app?.wrapper.unmount());

/** The routed screen plus the app's ConfirmDialog (App.vue has both). */
const Root = defineComponent({ render: () => h('div', [h(RouterView), h(ConfirmDialog)]) });

async function open(path: string): Promise<MountedApp> {
  const mounted = await mountApp(Root, path);
  await useProfilesStore().load();
  await flushPromises();
  return mounted;
}

const input = (id: string) => app!.wrapper.get(`#profile-${id}`);
const value = (id: string) => (input(id).element as HTMLInputElement).value;

async function fill(): Promise<void> {
  await input('name').setValue('Canton of Bern');
  await input('service_base_url').setValue('not a url');
  await input('auth_server_url').setValue('https://login.be.example');
}

describe('profile form', () => {
  it('shows the field error of an invalid URL, marks the field and keeps the other edits', async () => {
    app = await open('/settings/profiles/new');
    await fill();
    await app.wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(app.wrapper.get('[data-testid="profile-service_base_url-error"]').text()).toBe('Enter a full address starting with http:// or https://');
    expect(input('service_base_url').attributes('aria-invalid')).toBe('true');
    expect(input('service_base_url').attributes('aria-describedby')).toContain('profile-service_base_url-error');
    expect(document.activeElement).toBe(input('service_base_url').element);
    expect(value('name')).toBe('Canton of Bern');
    expect(value('auth_server_url')).toBe('https://login.be.example');
    expect(app.desk.fn('profiles.save')).not.toHaveBeenCalled();

    await input('service_base_url').setValue('https://obs.be.example');
    await flushPromises();
    expect(app.wrapper.find('[data-testid="profile-service_base_url-error"]').exists()).toBe(false);
  });

  it('puts main\'s field errors on the fields and keeps every edit when the save fails', async () => {
    app = await open('/settings/profiles/new');
    await fill();
    await input('service_base_url').setValue('https://obs.be.example');
    app.desk.fn('profiles.save').mockRejectedValueOnce(new DeskError({
      status: 422, code: 'validation', message: 'Invalid profile',
      fields: [{ field: 'auth_server_url', message: 'No authorization server answers at this address.' }],
    }));
    await app.wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(app.wrapper.get('[data-testid="profile-auth_server_url-error"]').text()).toBe('No authorization server answers at this address.');
    expect(value('name')).toBe('Canton of Bern');
    expect(value('service_base_url')).toBe('https://obs.be.example');
    expect(app.router.currentRoute.value.path).toBe('/settings/profiles/new');
  });

  it('saves valid values through the store and goes back to Settings', async () => {
    app = await open('/settings/profiles/new');
    await fill();
    await input('service_base_url').setValue('https://obs.be.example');
    await app.wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(app.desk.fn('profiles.save')).toHaveBeenCalledWith({
      name: 'Canton of Bern', service_base_url: 'https://obs.be.example', auth_server_url: 'https://login.be.example',
      client_id: 'observation-desk', grant_type: 'authorization_code',
    });
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/settings'), { timeout: 10_000 });
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    app = await open('/settings/profiles/new');
    await input('name').setValue('Half done');
    const leaving = app.router.push('/');
    await flushPromises();
    expect(document.body.textContent).toContain('Discard changes?');
    const stay = [...document.body.querySelectorAll('button')].find((button) => button.textContent?.includes('Keep editing'))!;
    stay.click();
    await leaving;
    expect(app.router.currentRoute.value.path).toBe('/settings/profiles/new');
    expect(value('name')).toBe('Half done');
  });

  it('shows the secret field only for a service client', async () => {
    app = await open('/settings/profiles/new');
    expect(app.wrapper.find('#profile-client_secret').exists()).toBe(false);
    await app.wrapper.get('#profile-grant_type-client_credentials').setValue(true);
    await flushPromises();
    expect(app.wrapper.get('#profile-client_secret').attributes('type')).toBe('password');
  });

  it('shows each check of Test connection with its mark and message', async () => {
    app = await open('/settings/profiles/new');
    await fill();
    await input('service_base_url').setValue('https://obs.be.example');
    app.desk.fn('profiles.testConnection').mockResolvedValueOnce({
      ok: false,
      checks: [
        { name: 'service', ok: true, message: 'The service answers.' },
        { name: 'token-endpoint', ok: false, message: 'The token endpoint does not answer.' },
      ],
    });
    const testButton = app.wrapper.findAll('button').find((button) => button.text().includes('Test connection'))!;
    await testButton.trigger('click');
    await flushPromises();
    const report = app.wrapper.get('[data-testid="connection-report"]');
    expect(report.get('[data-testid="check-service"]').text()).toContain('✓');
    expect(report.get('[data-testid="check-token-endpoint"]').text()).toContain('✗');
    expect(report.text()).toContain('The token endpoint does not answer.');
  });

  it('shows the sandbox read-only', async () => {
    app = await open(`/settings/profiles/${SANDBOX.id}`);
    expect(value('name')).toBe('Local sandbox');
    expect(input('name').attributes('disabled')).toBeDefined();
    expect(app.wrapper.text()).toContain('cannot be changed');
  });
});
