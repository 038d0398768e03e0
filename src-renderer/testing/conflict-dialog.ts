/**
 * Reading and answering the mine/theirs dialog (components/forms/RecordConflictDialog.vue) in
 * component tests: it is teleported to the document body.
 */
import { flushPromises } from '@vue/test-utils';

/** The fields the open dialog asks about, in its order (`conflict-row-<name>`). */
export function conflictRowNames(): string[] {
  return [...document.body.querySelectorAll('[data-testid^="conflict-row-"]')].map((row) => row.getAttribute('data-testid')!.slice('conflict-row-'.length));
}

/** The radio of `side` (`mine`, `theirs`) for field `name`. */
export function conflictChoice(name: string, side: 'mine' | 'theirs'): HTMLInputElement {
  return document.body.querySelector(`#conflict-${name}-${side}`) as HTMLInputElement;
}

/** Clicks the dialog's button `conflict-<action>` (`save`, `cancel`, `all-mine`, `all-theirs`) and lets the form react. */
export async function answerConflict(action: 'save' | 'cancel' | 'all-mine' | 'all-theirs'): Promise<void> {
  (document.body.querySelector(`[data-testid="conflict-${action}"]`) as HTMLElement).click();
  await flushPromises();
}
