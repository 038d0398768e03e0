import { useLocalStorage } from '@vueuse/core';
import { defineStore } from 'pinia';
import { ref } from 'vue';

/**
 * How triage behaves, shared by the detail and the keys: whether a status key moves on to the
 * next observation (kept on this computer), whether the key help dialog is open, and requests
 * to open the lightbox.
 */
export const useTriageSettings = defineStore('triage-settings', () => {
  const advance = useLocalStorage('observation-desk.triage.advance', true);
  const helpVisible = ref(false);
  /** Incremented to ask the open detail to show its photos in the lightbox (`p`). */
  const photoRequests = ref(0);
  return { advance, helpVisible, photoRequests };
});
