import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { defineComponent, h, ref } from 'vue';
import type { CommentTemplate } from '../../../src-shared/contract/comment-templates.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import Dialog from 'primevue/dialog';
import TemplatePicker from './TemplatePicker.vue';
import type { TemplateValues } from './fill-template.js';

const TEMPLATES: CommentTemplate[] = [
  { id: 'photo', language: 'en', name: 'Photo needed', text: 'Please add a photo of {taxon} from {event_date}.' },
  { id: 'range', language: 'en', name: 'Outside known range', text: '{taxon} is not known near {municipality}. Status: {validation}' },
  { id: 'de-range', language: 'de', name: 'Ausserhalb', text: '{taxon} ist bei {municipality} nicht belegt.' },
];

let app: MountedApp | undefined;
const visible = ref(true);
const picked = vi.fn<(text: string) => void>();

afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
  picked.mockReset();
});

async function open(values: TemplateValues, extra: Record<string, unknown> = {}): Promise<void> {
  const desk = createFakeDesk();
  desk.fn('commentTemplates.list').mockResolvedValue({ templates: TEMPLATES, is_default: false });
  visible.value = true;
  const Root = defineComponent({
    setup: () => () => h(TemplatePicker, { visible: visible.value, values, ...extra, 'onUpdate:visible': (v: boolean) => (visible.value = v), onPick: picked }),
  });
  app = await mountApp(Root, '/', desk);
  await flushPromises();
}

const filter = () => document.querySelector('[data-testid="template-filter"]') as HTMLInputElement;
const options = () => [...document.querySelectorAll('[role="option"]')].map((o) => o.querySelector('strong')?.textContent);
async function key(name: string): Promise<void> {
  filter()?.dispatchEvent(new KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }));
  await flushPromises();
  // The dialog's leave transition does not run in happy-dom (test-utils stubs transitions): end it as the browser would.
  if (!visible.value) app?.wrapper.findComponent(Dialog).vm.$emit('after-hide');
  await flushPromises();
}
async function type(text: string): Promise<void> {
  filter().value = text;
  filter().dispatchEvent(new Event('input'));
  await flushPromises();
}

describe('TemplatePicker', () => {
  // The focus in the filter on opening is the e2e journey's (happy-dom does not reflect `autofocus`, which the Dialog looks for).
  it('lists the UI language\'s templates only', async () => {
    await open({ taxon: 'Ailanthus altissima' });
    expect(options()).toEqual(['Photo needed', 'Outside known range']);
  });

  it('typing narrows the list and Enter inserts the first match, filled, and closes', async () => {
    await open({ taxon: 'Ailanthus altissima', municipality: 'Lugano', validation: 'Confirmed' });
    await type('range');
    expect(options()).toEqual(['Outside known range']);
    await key('Enter');
    expect(picked).toHaveBeenCalledWith('Ailanthus altissima is not known near Lugano. Status: Confirmed');
    expect(visible.value).toBe(false);
  });

  it('arrow keys choose another template; the preview names what could not be filled', async () => {
    await open({ taxon: 'Ailanthus altissima', municipality: null });
    await key('ArrowDown');
    const missing = document.querySelector('[data-testid="template-missing"]')?.textContent ?? '';
    expect(missing).toContain('municipality (municipality)');
    expect(missing).toContain('validation');
    await key('ArrowDown');
    await key('Enter');
    expect(picked).toHaveBeenCalledWith('Please add a photo of Ailanthus altissima from {event_date}.');
  });

  it('does not report what the caller fills on save, and says when nothing matches', async () => {
    await open({ taxon: 'X', municipality: 'Y' }, { filledOnSave: ['validation'] });
    await key('ArrowDown');
    expect(document.querySelector('[data-testid="template-missing"]')).toBeNull();
    await type('zzz');
    expect(document.body.textContent).toContain('No template matches.');
    await key('Enter');
    expect(picked).not.toHaveBeenCalled();
  });
});
