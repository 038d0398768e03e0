import { defineStore } from 'pinia';
import { computed, ref, watch } from 'vue';
import type { ConnectionReport, ServerProfile, ServerProfileInput } from '../../src-shared/contract/index.js';
import { getDesk } from '../bridge/index.js';
import { useServiceStore } from './service.js';
import { useSessionStore } from './session.js';

/**
 * The server profiles kept by main and the one in use (shown in the top bar, edited in
 * Settings). Follows the session's profile: when another profile becomes active, the list is
 * read again.
 */
export const useProfilesStore = defineStore('profiles', () => {
  const profiles = ref<ServerProfile[]>([]);
  const activeId = ref<string | null>(null);
  const loaded = ref(false);

  const active = computed(() => profiles.value.find((profile) => profile.id === activeId.value) ?? null);

  /** Reads the list and the active id from main. */
  async function load(): Promise<void> {
    const list = await getDesk().profiles.list();
    profiles.value = list.profiles;
    activeId.value = list.active_id;
    loaded.value = true;
  }

  /** Loads, then keeps following the session's profile id. */
  async function init(): Promise<void> {
    const session = useSessionStore();
    watch(
      () => session.state?.profile_id,
      (id) => {
        if (loaded.value && id && id !== activeId.value) void load().catch(() => undefined);
      },
    );
    await load();
  }

  /** The profile with `id`, if listed. */
  function byId(id: string): ServerProfile | undefined {
    return profiles.value.find((profile) => profile.id === id);
  }

  /** Saves a profile (new when it has no id); the list is read again. Rejects with the DeskError (field errors in `fields`). */
  async function save(input: ServerProfileInput): Promise<ServerProfile> {
    const saved = await getDesk().profiles.save(input);
    await load();
    return saved;
  }

  /** Removes a profile (main refuses the sandbox and the active one). */
  async function remove(id: string): Promise<void> {
    const list = await getDesk().profiles.remove({ id });
    profiles.value = list.profiles;
    activeId.value = list.active_id;
  }

  /** Makes a profile the one in use; main signs out of the previous one. */
  async function activate(id: string): Promise<void> {
    const session = await getDesk().profiles.activate({ id });
    activeId.value = id;
    useSessionStore().apply(session);
    await useServiceStore().refresh().catch(() => undefined);
  }

  /** Runs main's connection checks on the given (unsaved) profile values. */
  function testConnection(input: ServerProfileInput): Promise<ConnectionReport> {
    return getDesk().profiles.testConnection(input);
  }

  return { profiles, activeId, loaded, active, load, init, byId, save, remove, activate, testConnection };
});
