/**
 * Comment templates per server profile (issue 13), in main's settings storage (electron-store,
 * or browser mode's store) under {@link COMMENT_TEMPLATES_KEY}: `{ [profile_id]: CommentTemplate[] }`.
 * A profile without saved templates gets the shipped ones (./comment-template-defaults.ts).
 */
import {
  CommentTemplate,
  DeskError,
  type CommentTemplateList,
} from '../../src-shared/contract/index.js';
import { consoleLogger, type DeskLogger, type KeyValueStore } from '../platform.js';
import { DEFAULT_COMMENT_TEMPLATES } from './comment-template-defaults.js';

/** Storage key of the templates of every profile. */
export const COMMENT_TEMPLATES_KEY = 'comment_templates';

/** Options of {@link CommentTemplates}. */
export interface CommentTemplatesOptions {
  storage: KeyValueStore;
  /** The id of the server profile in use (SettingsStore.activeProfile). */
  profileId: () => string;
  log?: DeskLogger;
}

/** The templates of each server profile. One writer: main. */
export class CommentTemplates {
  private readonly log: DeskLogger;

  constructor(private readonly options: CommentTemplatesOptions) {
    this.log = options.log ?? consoleLogger;
  }

  /** The active profile's templates (the shipped ones when none were saved). An unreadable stored template is skipped and logged. */
  list(): CommentTemplateList {
    const stored = this.all()[this.options.profileId()];
    if (!Array.isArray(stored)) return { templates: [...DEFAULT_COMMENT_TEMPLATES], is_default: true };
    const templates: CommentTemplate[] = [];
    for (const raw of stored) {
      const parsed = CommentTemplate.safeParse(raw);
      if (parsed.success) templates.push(parsed.data);
      else this.log.warn('A stored comment template is not valid and was skipped.', parsed.error.issues);
    }
    return { templates, is_default: false };
  }

  /** Replaces the active profile's templates. Throws DeskError `invalid-input` (422) when two share an id. */
  save(templates: readonly CommentTemplate[]): CommentTemplateList {
    const seen = new Set<string>();
    for (const [index, template] of templates.entries()) {
      if (seen.has(template.id)) {
        throw new DeskError({
          status: 422, code: 'invalid-input', message: `Two comment templates have the id "${template.id}".`,
          fields: [{ field: `templates.${index}.id`, message: 'This id is used by another template.' }],
        });
      }
      seen.add(template.id);
    }
    this.write({ ...this.all(), [this.options.profileId()]: [...templates] });
    return this.list();
  }

  /** Forgets the active profile's templates: the shipped ones again. */
  reset(): CommentTemplateList {
    const { [this.options.profileId()]: _dropped, ...rest } = this.all();
    this.write(rest);
    return this.list();
  }

  private all(): Record<string, unknown> {
    const raw = this.options.storage.get(COMMENT_TEMPLATES_KEY);
    return typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  }

  private write(value: Record<string, unknown>): void {
    this.options.storage.set(COMMENT_TEMPLATES_KEY, value);
  }
}
