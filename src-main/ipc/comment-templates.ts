import type { CommentTemplates } from '../settings/comment-templates.js';
import type { DomainHandlers } from './handlers.js';

/** `commentTemplates.list/save/reset` over {@link CommentTemplates} (src-shared/contract/comment-templates.ts). */
export function commentTemplateHandlers(templates: CommentTemplates): DomainHandlers<'commentTemplates'> {
  return {
    'commentTemplates.list': async () => templates.list(),
    'commentTemplates.save': async ({ templates: list }) => templates.save(list),
    'commentTemplates.reset': async () => templates.reset(),
  };
}
