import { describe, expect, it, vi } from 'vitest';
import { DESK_METHODS, DeskError, LANGUAGES, type CommentTemplate } from '../../../src-shared/contract/index.js';
import { CommentTemplates, COMMENT_TEMPLATES_KEY } from '../../../src-main/settings/comment-templates.js';
import { DEFAULT_COMMENT_TEMPLATES } from '../../../src-main/settings/comment-template-defaults.js';
import { createMemoryKeyValueStore } from '../../../src-main/settings/key-value-stores.js';

const quiet = { warn: vi.fn(), error: vi.fn() };
const mine: CommentTemplate = { id: 'mine', name: 'Mine', language: 'de', text: 'Danke, {recorded_by}.' };

function setup(profile = { id: 'a' }) {
  const storage = createMemoryKeyValueStore();
  const templates = new CommentTemplates({ storage, profileId: () => profile.id, log: quiet });
  return { storage, templates, profile };
}

describe('comment templates in main', () => {
  it('ship valid defaults in every UI language, each using placeholders', () => {
    for (const language of LANGUAGES) expect(DEFAULT_COMMENT_TEMPLATES.filter((t) => t.language === language).length).toBeGreaterThanOrEqual(3);
    expect(DESK_METHODS['commentTemplates.save'].input.safeParse({ templates: DEFAULT_COMMENT_TEMPLATES }).success).toBe(true);
    expect(new Set(DEFAULT_COMMENT_TEMPLATES.map((t) => t.id)).size).toBe(DEFAULT_COMMENT_TEMPLATES.length);
  });

  it('keeps each server profile\'s templates apart, and a profile without any gets the defaults', () => {
    const { templates, profile } = setup();
    expect(templates.list()).toEqual({ templates: DEFAULT_COMMENT_TEMPLATES, is_default: true });
    expect(templates.save([mine])).toEqual({ templates: [mine], is_default: false });
    profile.id = 'b';
    expect(templates.list().is_default).toBe(true);
    profile.id = 'a';
    expect(templates.list().templates).toEqual([mine]);
  });

  it('survives a restart (a new instance over the same storage reads them) and a reset brings the defaults back', () => {
    const { storage, templates } = setup();
    templates.save([mine]);
    const restarted = new CommentTemplates({ storage, profileId: () => 'a', log: quiet });
    expect(restarted.list().templates).toEqual([mine]);
    expect(restarted.reset().is_default).toBe(true);
    expect(storage.get(COMMENT_TEMPLATES_KEY)).toEqual({});
  });

  it('an empty list is kept as empty (the user removed them all), not replaced by the defaults', () => {
    const { templates } = setup();
    expect(templates.save([])).toEqual({ templates: [], is_default: false });
  });

  it('refuses two templates with one id with a 422 naming the field, and keeps what was stored', () => {
    const { templates } = setup();
    templates.save([mine]);
    let error: unknown;
    try {
      templates.save([mine, { ...mine, name: 'Again' }]);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DeskError);
    expect((error as DeskError).status).toBe(422);
    expect((error as DeskError).fields[0]?.field).toBe('templates.1.id');
    expect(templates.list().templates).toEqual([mine]);
  });

  it('skips an unreadable stored template without losing the others', () => {
    const storage = createMemoryKeyValueStore({ [COMMENT_TEMPLATES_KEY]: { a: [mine, { id: 'bad', name: '', language: 'xx', text: 3 }] } });
    const templates = new CommentTemplates({ storage, profileId: () => 'a', log: quiet });
    expect(templates.list().templates).toEqual([mine]);
    expect(quiet.warn).toHaveBeenCalled();
  });

  it('the contract refuses a template without text or in another language', () => {
    const input = DESK_METHODS['commentTemplates.save'].input;
    expect(input.safeParse({ templates: [{ ...mine, text: '   ' }] }).success).toBe(false);
    expect(input.safeParse({ templates: [{ ...mine, language: 'es' }] }).success).toBe(false);
  });
});
