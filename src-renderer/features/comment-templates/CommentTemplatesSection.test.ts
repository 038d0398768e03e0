import { flushPromises } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { CommentTemplate } from '../../../src-shared/contract/comment-templates.js';
import { createFakeDesk } from '../../testing/fake-desk.js';
import { mountApp, type MountedApp } from '../../testing/mount-app.js';
import CommentTemplatesSection from './CommentTemplatesSection.vue';

const STORED: CommentTemplate[] = [
  { id: 'a', language: 'en', name: 'Thanks', text: 'Thank you, {recorded_by}.' },
  { id: 'b', language: 'de', name: 'Danke', text: 'Danke, {recorded_by}.' },
];

let app: MountedApp | undefined;
afterEach(() => {
  app?.wrapper.unmount();
  document.body.innerHTML = '';
});

async function open() {
  const desk = createFakeDesk();
  desk.fn('commentTemplates.list').mockResolvedValue({ templates: STORED, is_default: false });
  desk.fn('commentTemplates.save').mockImplementation(async ({ templates }: { templates: CommentTemplate[] }) => ({ templates, is_default: false }));
  app = await mountApp(CommentTemplatesSection, '/settings', desk);
  await flushPromises();
  return desk;
}

const input = (selector: string) => document.querySelector(selector) as HTMLInputElement;
async function type(element: HTMLInputElement | HTMLTextAreaElement, text: string): Promise<void> {
  element.value = text;
  element.dispatchEvent(new Event('input'));
  await flushPromises();
}
const button = (label: string) => [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === label) as HTMLButtonElement;

describe('CommentTemplatesSection', () => {
  it('shows the UI language\'s templates and saves an edit with the other languages\' kept', async () => {
    const desk = await open();
    expect(document.querySelector('[data-testid="template-edit-a"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="template-edit-b"]')).toBeNull();
    await type(input('#template-text-a'), '  Thank you, {recorded_by}, for {taxon}.  ');
    button('Save templates').click();
    await flushPromises();
    expect(desk.fn('commentTemplates.save')).toHaveBeenCalledWith({ templates: [{ ...STORED[0], text: 'Thank you, {recorded_by}, for {taxon}.' }, STORED[1]] });
  });

  it('refuses a template without text and says why, sending nothing', async () => {
    const desk = await open();
    button('Add a template').click();
    await flushPromises();
    button('Save templates').click();
    await flushPromises();
    expect(document.body.textContent).toContain('Every template needs a name and a text.');
    expect(desk.fn('commentTemplates.save')).not.toHaveBeenCalled();
  });
});
