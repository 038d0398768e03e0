import { useQueryCache } from '@pinia/colada';
import { flushPromises, type VueWrapper } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import { defineComponent, h } from 'vue';
import type { Person } from '../../src-shared/schemas/person.js';
import { getDesk } from '../bridge/index.js';
import { useProfilesStore } from '../stores/profiles.js';
import { useServiceStore } from '../stores/service.js';
import { useSessionStore } from '../stores/session.js';
import { createFakeDesk, sessionState, type FakeDesk } from '../testing/fake-desk.js';
import { mountApp } from '../testing/mount-app.js';
import { useInvalidate } from './use-invalidate.js';
import { useLoaded } from './use-loaded.js';

const person = (id: number, last_name: string): Person => ({
  id, first_name: 'Ada', last_name, organisation: '', created_at: '2025-01-01T00:00:00Z', updated_at: '2025-01-01T00:00:00Z',
} as Person);

/** Two readers of person 7 and an "invalidate people" button, as two screens and a save would be (shown once signed in, as SessionGate does). */
const Reader = defineComponent({
  setup() {
    const loaded = useLoaded({ domain: 'people', what: 'get', input: () => 7 }, () => getDesk().people.get({ id: 7 }));
    return () => h('span', { class: 'reader' }, loaded.value.value?.last_name ?? loaded.status.value);
  },
});
const Screen = defineComponent({
  setup() {
    const invalidate = useInvalidate();
    const session = useSessionStore();
    return () => h('div', session.keepsScreen ? [h(Reader), h(Reader), h('button', { onClick: () => invalidate('people') }, 'saved')] : []);
  },
});

let wrapper: VueWrapper | null = null;
afterEach(() => {
  wrapper?.unmount();
  wrapper = null;
});

async function mountScreen(): Promise<{ desk: FakeDesk; texts: () => string[] }> {
  const desk = createFakeDesk();
  let answers = 0;
  desk.fn('people.get').mockImplementation(async () => person(7, `Lovelace ${(answers += 1)}`));
  const mounted = await mountApp(Screen, '/', desk);
  useSessionStore().apply(sessionState('signed-in'));
  wrapper = mounted.wrapper;
  await flushPromises();
  return { desk, texts: () => mounted.wrapper.findAll('.reader').map((reader) => reader.text()) };
}

describe('the data layer', () => {
  it('lets two readers of one record share one request', async () => {
    const { desk, texts } = await mountScreen();
    expect(desk.fn('people.get')).toHaveBeenCalledTimes(1);
    expect(texts()).toEqual(['Lovelace 1', 'Lovelace 1']);
  });

  it('reads a shown record again after a change in its domain is announced', async () => {
    const { desk, texts } = await mountScreen();
    await wrapper!.find('button').trigger('click');
    await flushPromises();
    expect(desk.fn('people.get')).toHaveBeenCalledTimes(2);
    expect(texts()).toEqual(['Lovelace 2', 'Lovelace 2']);
  });

  it('drops what was read for one person when another signs in, and reads it for them', async () => {
    const { desk, texts } = await mountScreen();
    const queryCache = useQueryCache();
    expect(queryCache.getEntries().map((entry) => entry.key[0])).toEqual(['sandbox\nsteward']);
    useSessionStore().apply({ ...sessionState('signed-in'), user: { username: 'other', display_name: 'O. Ther', person_id: 2 } });
    await flushPromises();
    expect(queryCache.getEntries().map((entry) => entry.key[0])).toEqual(['sandbox\nother']);
    expect(desk.fn('people.get')).toHaveBeenCalledTimes(2);
    expect(texts()).toEqual(['Lovelace 2', 'Lovelace 2']);
  });

  it('drops the cache on sign-out', async () => {
    await mountScreen();
    const queryCache = useQueryCache();
    useSessionStore().apply(sessionState('signed-out'));
    expect(queryCache.getEntries({ key: ['sandbox\nsteward'] })).toEqual([]);
  });

  it('keeps the profiles through sign-out and the service status on its profile, never for another one', async () => {
    const { desk } = await mountScreen();
    const service = useServiceStore();
    const profiles = useProfilesStore();
    await Promise.all([service.init(), profiles.init()]);
    desk.emit('service.status', { reachable: false, service_base_url: 'http://127.0.0.1:9', message: 'Connection refused' });
    useSessionStore().apply(sessionState('signed-out'));
    await flushPromises();
    expect(service.reachable).toBe(false);
    expect(profiles.active?.name).toBe('Local sandbox');
    expect(desk.fn('profiles.list')).toHaveBeenCalledTimes(1);
    useSessionStore().apply({ ...sessionState('signed-out'), profile_id: 'bern' });
    await flushPromises();
    // what the sandbox's service said is not said of Bern's: Bern's is asked for
    expect(desk.fn('service.status')).toHaveBeenCalledTimes(2);
    expect(service.reachable).toBe(true);
    expect(profiles.loaded).toBe(true);
    service.dispose();
  });
});
