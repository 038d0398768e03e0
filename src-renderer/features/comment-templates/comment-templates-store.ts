/**
 * The comment templates of the server profile in use (kept by main, `desk.commentTemplates`):
 * read once per profile, replaced as a whole when Settings saves them. Triage and bulk validation
 * read {@link CommentTemplatesStore.inLanguage}.
 */
import { defineStore } from 'pinia';
import { computed, ref } from 'vue';
import type { CommentTemplate, CommentTemplateList } from '../../../src-shared/contract/comment-templates.js';
import type { Language } from '../../../src-shared/contract/settings.js';
import { getDesk } from '../../bridge/index.js';
import { useSessionStore } from '../../stores/session.js';

/** The store of the comment templates (see the file comment). */
export const useCommentTemplatesStore = defineStore('commentTemplates', () => {
  const session = useSessionStore();
  const list = ref<CommentTemplateList | null>(null);
  /** The profile `list` belongs to: another profile's templates are read again. */
  const loadedFor = ref<string | null>(null);
  let loading: Promise<void> | null = null;

  const profileId = (): string => session.state?.profile_id ?? '';
  const templates = computed<readonly CommentTemplate[]>(() => (loadedFor.value === profileId() ? list.value?.templates ?? [] : []));
  const isDefault = computed(() => list.value?.is_default ?? true);

  function apply(next: CommentTemplateList, profile: string): void {
    list.value = next;
    loadedFor.value = profile;
  }

  /** Reads the templates unless this profile's are here (or on their way). Rejects with the DeskError. */
  function ensureLoaded(): Promise<void> {
    const profile = profileId();
    if (loadedFor.value === profile && list.value) return Promise.resolve();
    loading ??= getDesk().commentTemplates.list()
      .then((next) => apply(next, profile))
      .finally(() => {
        loading = null;
      });
    return loading;
  }

  /** Saves the whole list (main checks it); rejects with the DeskError and keeps the previous one. */
  async function save(next: CommentTemplate[]): Promise<void> {
    const profile = profileId();
    apply(await getDesk().commentTemplates.save({ templates: next }), profile);
  }

  /** Back to the shipped templates. */
  async function reset(): Promise<void> {
    const profile = profileId();
    apply(await getDesk().commentTemplates.reset(), profile);
  }

  /** The templates of `language`, in their stored order. */
  function inLanguage(language: Language): CommentTemplate[] {
    return templates.value.filter((template) => template.language === language);
  }

  return { templates, isDefault, ensureLoaded, save, reset, inLanguage };
});
