import { useQueryCache } from '@pinia/colada';
import { defineStore } from 'pinia';
import { computed, watch } from 'vue';
import type { ConnectionReport, ProfileList, ServerProfile, ServerProfileInput } from '../../src-shared/contract/index.js';
import { getDesk } from '../bridge/index.js';
import { DESK_SCOPE, scopedKey } from '../data/query-keys.js';
import { keptQuery } from '../data/reference-lists.js';
import { useServiceStore } from './service.js';
import { useSessionStore } from './session.js';

/**
 * The server profiles kept by main and the one in use (shown in the top bar, edited in
 * Settings), in the data layer under the desk's scope (key `['desk', 'profiles', 'list']`: the
 * same whoever is signed in). Follows the session's profile: when another profile becomes
 * active, the list is read again; main's answers to a removal or activation replace it.
 */
export const useProfilesStore = defineStore('profiles', () => {
  const queryCache = useQueryCache();
  const options = keptQuery(scopedKey(DESK_SCOPE, 'profiles', 'list'), () => getDesk().profiles.list());
  const list = computed(() => queryCache.getQueryData<ProfileList>(options.key));

  const profiles = computed<ServerProfile[]>(() => list.value?.profiles ?? []);
  const activeId = computed(() => list.value?.active_id ?? null);
  const loaded = computed(() => list.value !== undefined);
  const active = computed(() => profiles.value.find((profile) => profile.id === activeId.value) ?? null);

  /** Reads the list and the active id from main (joins a read under way); rejects when main cannot tell. */
  async function load(): Promise<void> {
    const entry = queryCache.ensure(options);
    await (entry.pending?.refreshCall ?? queryCache.fetch(entry));
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
    queryCache.setQueryData(options.key, await getDesk().profiles.remove({ id }));
  }

  /** Makes a profile the one in use; main keeps the previous one signed in (and signs this one in again when it was). */
  async function activate(id: string): Promise<void> {
    const session = await getDesk().profiles.activate({ id });
    queryCache.setQueryData<ProfileList>(options.key, (known) => ({ profiles: known?.profiles ?? [], active_id: id }));
    useSessionStore().apply(session);
    await useServiceStore().refresh().catch(() => undefined);
  }

  /** Runs main's connection checks on the given (unsaved) profile values. */
  function testConnection(input: ServerProfileInput): Promise<ConnectionReport> {
    return getDesk().profiles.testConnection(input);
  }

  return { profiles, activeId, loaded, active, load, init, byId, save, remove, activate, testConnection };
});
