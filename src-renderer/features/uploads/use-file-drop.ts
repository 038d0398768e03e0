import { useEventListener } from '@vueuse/core';
import { ref, type Ref } from 'vue';

/** Whether a drag carries files (not text or a link). */
function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * Files dropped anywhere on the window: the browser's default (opening the file in place of the
 * app) is prevented, `dragging` is true while files are held over the window, and `onDrop`
 * receives the dropped `File`s (./user-files.ts turns them into handles). A drop handled by an
 * element below (it called `preventDefault`) is left to it.
 */
export function useFileDrop(onDrop: (files: File[]) => void): { dragging: Ref<boolean> } {
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
    onDrop(files);
  });

  return { dragging };
}
