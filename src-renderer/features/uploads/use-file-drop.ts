import { useEventListener } from '@vueuse/core';
import { ref, type Ref } from 'vue';
import { getDesk } from '../../bridge/index.js';

/** What a drop of files on the window hands over. */
export interface DroppedFiles {
  /** Local paths (Electron: the preload's `desk.pathForFile`); empty in browser mode. */
  paths: string[];
  /** The files' names, for what cannot be given as paths. */
  names: string[];
}

/** Whether a drag carries files (not text or a link). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Files dropped anywhere on the window: the browser's default (opening the file in place of the
 * app) is prevented, `dragging` is true while files are held over the window, and `onDrop`
 * receives the paths the desk can give (Electron) and the names. A drop handled by an element
 * below (it called `preventDefault`) is left to it.
 */
export function useFileDrop(onDrop: (dropped: DroppedFiles) => void): { dragging: Ref<boolean> } {
  const dragging = ref(false);
  let depth = 0;

  useEventListener(window, 'dragenter', (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth += 1;
    dragging.value = true;
  });
  useEventListener(window, 'dragleave', (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth = Math.max(0, depth - 1);
    if (depth === 0) dragging.value = false;
  });
  useEventListener(window, 'dragover', (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'copy';
  });
  useEventListener(window, 'drop', (event: DragEvent) => {
    if (!carriesFiles(event)) return;
    depth = 0;
    dragging.value = false;
    if (event.defaultPrevented) return;
    event.preventDefault();
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (!files.length) return;
    const pathOf = getDesk().pathForFile;
    const paths = pathOf ? files.map((file) => pathOf(file)).filter((path) => path !== '') : [];
    onDrop({ paths, names: files.map((file) => file.name) });
  });

  return { dragging };
}
