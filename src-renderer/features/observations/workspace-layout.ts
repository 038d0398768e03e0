/**
 * The workspace's layout as the user left it — the filter panel open or closed, and the sizes
 * (percent) of the table and map panes — kept in main's workspace state
 * (stores/workspace-state.ts), so it is there again after a restart, in browser mode too.
 */
import { computed, ref, type ComputedRef, type Ref } from 'vue';
import { usePersistedRef } from '../../stores/workspace-state.js';

/** Key of the layout in the workspace state. */
export const LAYOUT_STATE_KEY = 'layout:observations';

/** The stored layout: `split_in_percent` = [table, map], each 15–85, summing to 100. */
export type WorkspaceLayout = {
  filters_open: boolean;
  split_in_percent: [number, number];
};

/** The layout of a first launch. */
export const DEFAULT_LAYOUT: WorkspaceLayout = { filters_open: true, split_in_percent: [58, 42] };

/** A stored layout, or the default for anything unreadable (sizes out of range, not numbers). */
export function parseLayout(raw: unknown): WorkspaceLayout {
  if (typeof raw !== 'object' || raw === null) return { ...DEFAULT_LAYOUT };
  const entry = raw as Record<string, unknown>;
  const split = entry.split_in_percent;
  const sizes = Array.isArray(split) && split.length === 2 && split.every((n) => typeof n === 'number' && n >= 15 && n <= 85)
    ? ([split[0], 100 - split[0]] as [number, number])
    : DEFAULT_LAYOUT.split_in_percent;
  return { filters_open: typeof entry.filters_open === 'boolean' ? entry.filters_open : true, split_in_percent: sizes };
}

/** What the workspace view binds. */
export interface WorkspaceLayoutState {
  filtersOpen: Ref<boolean>;
  split: ComputedRef<[number, number]>;
  /** False until the stored layout was read: the splitter takes its sizes only when it mounts. */
  ready: Ref<boolean>;
  /** The splitter's `resizeend` (sizes in percent). */
  onSplitResize(event: { sizes: number[] }): void;
}

/** The persisted layout of the observation workspace. */
export function useWorkspaceLayout(): WorkspaceLayoutState {
  const { value: layout, loaded } = usePersistedRef<WorkspaceLayout>(LAYOUT_STATE_KEY, {
    fallback: { ...DEFAULT_LAYOUT },
    parse: (raw) => parseLayout(raw),
  });
  const ready = ref(false);
  void loaded.then(() => (ready.value = true));
  const filtersOpen = computed({
    get: () => layout.value.filters_open,
    set: (open: boolean) => (layout.value = { ...layout.value, filters_open: open }),
  });
  return {
    filtersOpen,
    split: computed(() => layout.value.split_in_percent),
    ready,
    onSplitResize: ({ sizes }) => {
      const table = Math.round((sizes[0] ?? DEFAULT_LAYOUT.split_in_percent[0]) * 10) / 10;
      layout.value = { ...layout.value, split_in_percent: parseLayout({ split_in_percent: [table, 100 - table] }).split_in_percent };
    },
  };
}
