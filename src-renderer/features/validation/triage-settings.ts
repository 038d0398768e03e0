import { defineStore } from 'pinia';
import { ref } from 'vue';
import { usePersistedRef } from '../../stores/workspace-state.js';

/**
 * How triage behaves, shared by the detail and the keys: whether a status key moves on to the
 * next observation (kept in main's workspace state, per profile and user), whether the key help dialog is open, and requests
 * to open the lightbox.
 */
export const useTriageSettings = defineStore('triage-settings', () => {
  const advance = usePersistedRef<boolean>('triage-advance', { fallback: true, parse: (raw) => (typeof raw === 'boolean' ? raw : true) }).value;
  const helpVisible = ref(false);
  /** Incremented to ask the open detail to show its photos in the lightbox (`p`). */
  const photoRequests = ref(0);
  return { advance, helpVisible, photoRequests };
});
