import { useI18n } from 'vue-i18n';
import { useVocabulariesStore } from '../../../stores/vocabularies.js';

/** `vascular_plants` → `Vascular plants`: the fallback for a group we have no translation of. */
export function humanizeGroup(name: string): string {
  const words = name.replace(/[_-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}

/** The name of a taxa group id in the UI language (`observations.taxaGroups.<name>`, else humanised, else `#id`). */
export function useTaxaGroupName(): (id: number) => string {
  const { t, te } = useI18n();
  const vocabularies = useVocabulariesStore();
  return (id) => {
    const group = vocabularies.taxaGroups.find((entry) => entry.id === id);
    if (!group) return `#${id}`;
    const key = `observations.taxaGroups.${group.name}`;
    return te(key) ? t(key) : humanizeGroup(group.name);
  };
}
