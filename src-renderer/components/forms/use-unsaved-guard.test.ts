import { flushPromises } from '@vue/test-utils';
import ConfirmDialog from 'primevue/confirmdialog';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import { useUnsavedGuard } from './use-unsaved-guard.js';

let app: MountedApp | undefined;
const dirty = ref(false);
const left = vi.fn();
let guard: ReturnType<typeof useUnsavedGuard> | undefined;

afterEach(() => {
  app?.wrapper.unmount();
  app = undefined;
  document.body.innerHTML = '';
  dirty.value = false;
  left.mockReset();
});

const Page = defineComponent({
  setup() {
    guard = useUnsavedGuard(() => dirty.value, left);
    return () => h('p', 'a form');
  },
});
const Root = defineComponent({ setup: () => () => h('div', [h(Page), h(ConfirmDialog)]) });

const buttonNamed = (text: string) =>
  [...document.body.querySelectorAll('[role="alertdialog"] button, [role="dialog"] button')].find((b) => b.textContent?.trim() === text) as HTMLButtonElement;

function unload(): Event {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event;
}

describe('the unsaved-changes guard', () => {
  it('lets a clean form go without asking, and the browser close it', async () => {
    app = await mountApp(Root, '/settings');
    await app.router.push('/');
    expect(app.router.currentRoute.value.path).toBe('/');
    expect(unload().defaultPrevented).toBe(false);
  });

  it('asks before a dirty form is left: staying keeps the page, leaving runs onLeave', async () => {
    app = await mountApp(Root, '/settings');
    dirty.value = true;
    expect(unload().defaultPrevented).toBe(true);
    void app.router.push('/');
    await flushPromises();
    expect(document.body.textContent).toContain('Leave without saving?');
    buttonNamed('Keep editing').click();
    await flushPromises();
    expect(app.router.currentRoute.value.path).toBe('/settings');
    expect(left).not.toHaveBeenCalled();
    void app.router.push('/');
    await flushPromises();
    buttonNamed('Leave without saving').click();
    await vi.waitFor(() => expect(app!.router.currentRoute.value.path).toBe('/'), { timeout: 10_000 });
    expect(left).toHaveBeenCalledTimes(1);
  });

  it('lets one navigation pass when told to (a leave confirmed elsewhere)', async () => {
    app = await mountApp(Root, '/settings');
    dirty.value = true;
    guard!.allowNextLeave();
    await app.router.push('/');
    expect(app.router.currentRoute.value.path).toBe('/');
    expect(left).not.toHaveBeenCalled();
  });

  it('stops guarding once its page is gone', async () => {
    app = await mountApp(Root, '/settings');
    dirty.value = true;
    app.wrapper.unmount();
    await app.router.push('/');
    expect(app.router.currentRoute.value.path).toBe('/');
    expect(unload().defaultPrevented).toBe(false);
    app = undefined;
  });
});
