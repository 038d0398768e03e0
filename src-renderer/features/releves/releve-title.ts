import type { Releve } from '../../../src-shared/schemas/releve.js';

/**
 * What a relevé is called on screen: its name (`project`, the v4 `name`) when it has one, else
 * "Relevé <id>" in the UI language (`releves.untitled`).
 */
export function releveTitle(releve: Pick<Releve, 'id' | 'project'>, t: (key: string, params: Record<string, unknown>) => string): string {
  return releve.project?.trim() || t('releves.untitled', { id: releve.id });
}
