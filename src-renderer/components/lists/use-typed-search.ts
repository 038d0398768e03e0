/**
 * A search field over a text the address holds: the field's text as typed, written to the address
 * `debounce_ms` after the last key (replacing the history entry), and taken from the address when
 * that changes otherwise (back, a link) unless it is what was typed.
 */
import { watchDebounced } from '@vueuse/core';
import { ref, watch, type Ref } from 'vue';

/** The typed text of a search whose value the address holds (`current`), written back with `write`. */
export function useTypedSearch(current: () => string, write: (text: string) => void, debounce_ms = 250): Ref<string> {
  const typed = ref(current());
  watch(current, (text) => {
    if (text !== typed.value.trim()) typed.value = text;
  });
  watchDebounced(typed, (text) => {
    if (text.trim() !== current()) write(text.trim());
  }, { debounce: debounce_ms });
  return typed;
}
