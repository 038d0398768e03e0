import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h, onMounted, onUnmounted, ref } from 'vue';
import { useProfilesStore } from '../../stores/profiles.js';
import { useServiceStore } from '../../stores/service.js';
import { useSessionStore } from '../../stores/session.js';
import { sessionState } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import AppLayout from './AppLayout.vue';

let app: MountedApp | undefined;
afterEach(() => app?.wrapper.unmount());

/** Counts mounts of the home screen, to prove it is never re-created. */
const lifecycle = { mounted: 0, unmounted: 0 };
const FakeHome = defineComponent({
  setup() {
    const typed = ref('');
    onMounted(() => (lifecycle.mounted += 1));
    onUnmounted(() => (lifecycle.unmounted += 1));
    return () => h('input', { 'data-testid': 'work', value: typed.value, onInput: (e: Event) => (typed.value = (e.target as HTMLInputElement).value) });
  },
});

async function start(): Promise<MountedApp> {
  const mounted = await mountApp(AppLayout, '/');
  mounted.router.getRoutes().find((route) => route.name === 'home')!.components!.default = FakeHome;
  await mounted.router.replace('/settings');
  await mounted.router.replace('/');
  await Promise.all([useSessionStore().init(), useServiceStore().init(), useProfilesStore().init()]);
  await flushPromises();
  return mounted;
}

describe('session gate', () => {
  it('shows the sign-in screen with the profile in use when signed out', async () => {
    app = await start();
    expect(app.wrapper.find('[data-testid="sign-in-screen"]').exists()).toBe(true);
    expect(app.wrapper.get('[data-testid="sign-in-profile"]').text()).toBe('Local sandbox');
    expect(app.wrapper.get('[data-testid="topbar-user"]').text()).toContain('Not signed in');
  });

  it('keeps the screen mounted, with what was typed, under the session-expired dialog', async () => {
    app = await start();
    app.desk.emit('session.changed', sessionState('signed-in'));
    await flushPromises();
    expect(app.wrapper.get('[data-testid="topbar-user"]').text()).toContain('Sabine Steiner');
    await app.wrapper.get('[data-testid="work"]').setValue('half-written comment');
    const before = { ...lifecycle };

    app.desk.emit('session.changed', sessionState('expired'));
    await flushPromises();
    expect(document.body.textContent).toContain('Your session has expired');
    expect(app.wrapper.find('[data-testid="work"]').exists()).toBe(true);

    app.desk.emit('session.changed', sessionState('signing-in'));
    await flushPromises();
    expect(document.body.textContent).toContain('Waiting for the sign-in in your browser');
    expect(app.wrapper.find('[data-testid="work"]').exists()).toBe(true);

    app.desk.emit('session.changed', sessionState('signed-in'));
    await flushPromises();
    expect(lifecycle).toEqual(before);
    expect((app.wrapper.get('[data-testid="work"]').element as HTMLInputElement).value).toBe('half-written comment');
    expect(document.body.textContent).not.toContain('Your session has expired');
  });

  it('shows the service-unreachable screen with address and reason when signed out', async () => {
    app = await start();
    app.desk.emit('service.status', { reachable: false, service_base_url: 'http://127.0.0.1:9', message: 'Connection refused' });
    await flushPromises();
    expect(app.wrapper.get('[data-testid="unreachable-url"]').text()).toBe('http://127.0.0.1:9');
    expect(app.wrapper.get('[data-testid="unreachable-reason"]').text()).toBe('Connection refused');
  });

  it('keeps the screen of a signed-in user when the service goes away, with a banner and Retry', async () => {
    app = await start();
    app.desk.emit('session.changed', sessionState('signed-in'));
    await flushPromises();
    await app.wrapper.get('[data-testid="work"]').setValue('kept');
    app.desk.emit('service.status', { reachable: false, service_base_url: 'http://127.0.0.1:4711', message: 'Connection refused' });
    await flushPromises();
    expect(app.wrapper.find('[data-testid="service-unreachable"]').exists()).toBe(false);
    expect(app.wrapper.text()).toContain('The service cannot be reached at the moment: Connection refused');
    expect((app.wrapper.get('[data-testid="work"]').element as HTMLInputElement).value).toBe('kept');
  });

  it('shows Settings without a session', async () => {
    app = await start();
    await app.router.push('/settings');
    await flushPromises();
    expect(app.wrapper.find('[data-testid="profile-list"]').exists()).toBe(true);
  });
});
