import { createPinia, setActivePinia } from 'pinia';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setDesk } from '../bridge/index.js';
import { createFakeDesk, sessionState, type FakeDesk } from '../testing/fake-desk.js';
import { useServiceStore } from './service.js';
import { useSessionStore } from './session.js';

let desk: FakeDesk;

beforeEach(() => {
  setActivePinia(createPinia());
  desk = createFakeDesk();
  setDesk(desk);
});

describe('service status store', () => {
  it('counts an unknown status as reachable (no flash of the error screen at start)', () => {
    expect(useServiceStore().reachable).toBe(true);
  });

  it('reads the status and follows service.status events', async () => {
    const service = useServiceStore();
    await service.init();
    expect(service.reachable).toBe(true);
    desk.emit('service.status', { reachable: false, service_base_url: 'http://127.0.0.1:9', message: 'Connection refused' });
    expect(service.reachable).toBe(false);
    expect(service.status?.message).toBe('Connection refused');
  });

  it('Retry asks main again and shows "checking" meanwhile', async () => {
    const service = useServiceStore();
    const pending = service.refresh();
    expect(service.checking).toBe(true);
    await pending;
    expect(service.checking).toBe(false);
    expect(desk.fn('service.status')).toHaveBeenCalledTimes(1);
  });

  it('still shows an unreachable service once the session names its profile (start-up reads both at once)', async () => {
    desk.fn('service.status').mockResolvedValue({ reachable: false, service_base_url: 'http://127.0.0.1:9', message: 'Connection refused' });
    const service = useServiceStore();
    await service.init();
    useSessionStore().apply(sessionState('signed-out'));
    await vi.waitFor(() => expect(service.reachable).toBe(false), { timeout: 10_000 });
    service.dispose();
  });
});
