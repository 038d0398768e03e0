import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, SANDBOX, sessionState, type FakeDesk } from '../testing/fake-desk.js';
import { useProfilesStore } from './profiles.js';
import { useSessionStore } from './session.js';

let desk: FakeDesk;
const OTHER = { ...SANDBOX, id: 'bern', name: 'Canton of Bern', is_sandbox: false, service_base_url: 'https://obs.be.example' };

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});

describe('profiles store', () => {
  it('loads the list and knows the active profile', async () => {
    const profiles = useProfilesStore();
    await profiles.init();
    expect(profiles.active?.name).toBe('Local sandbox');
    expect(profiles.byId('sandbox')).toEqual(SANDBOX);
  });

  it('activating a profile hands main\'s new session to the session store and re-checks the service', async () => {
    desk.fn('profiles.list').mockResolvedValue({ profiles: [SANDBOX, OTHER], active_id: 'sandbox' });
    desk.fn('profiles.activate').mockResolvedValueOnce({ ...sessionState('signed-out'), profile_id: 'bern' });
    const profiles = useProfilesStore();
    const session = useSessionStore();
    await profiles.init();
    await profiles.activate('bern');
    expect(desk.fn('profiles.activate')).toHaveBeenCalledWith({ id: 'bern' });
    expect(profiles.active?.name).toBe('Canton of Bern');
    expect(session.state?.profile_id).toBe('bern');
    expect(desk.fn('service.status')).toHaveBeenCalled();
  });

  it('reads the list again when the session moves to another profile', async () => {
    const profiles = useProfilesStore();
    const session = useSessionStore();
    await profiles.init();
    desk.fn('profiles.list').mockResolvedValue({ profiles: [SANDBOX, OTHER], active_id: 'bern' });
    session.apply({ ...sessionState('signed-out'), profile_id: 'bern' });
    await nextTick();
    await vi.waitFor(() => expect(profiles.activeId).toBe('bern'), { timeout: 10_000 });
  });

  it('saves and reads the list again; removes with main\'s answer', async () => {
    const profiles = useProfilesStore();
    await profiles.init();
    const input = { name: 'New', service_base_url: 'https://x.example', auth_server_url: 'https://x.example', client_id: 'c', grant_type: 'authorization_code' as const };
    await profiles.save(input);
    expect(desk.fn('profiles.save')).toHaveBeenCalledWith(input);
    expect(desk.fn('profiles.list')).toHaveBeenCalledTimes(2);
    desk.fn('profiles.remove').mockResolvedValueOnce({ profiles: [SANDBOX], active_id: 'sandbox' });
    await profiles.remove('new');
    expect(profiles.profiles).toEqual([SANDBOX]);
  });
});
