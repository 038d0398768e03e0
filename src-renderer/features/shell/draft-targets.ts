/**
 * Where a kept form draft is continued: the workspace-state key of a record form's draft
 * (`draft:<kind>:new` or `draft:<kind>:<id>`, components/forms/use-record-form.ts) → the form
 * page that offers it again. Keys of other kinds (a later form) are shown without a link.
 */
import type { RouteLocationRaw } from 'vue-router';

/** The record forms that keep drafts. */
export const DRAFT_KINDS = ['observation', 'releve', 'project', 'person', 'document'] as const;
/** A record form that keeps drafts. */
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** A kept draft: what it is of, and where it is continued (null when the desk has no page for it). */
export interface DraftTarget {
  kind: DraftKind | null;
  /** The record's id, null for a new record. */
  id: number | null;
  to: RouteLocationRaw | null;
}

const NEW_ROUTES: Record<DraftKind, string | null> = {
  observation: 'observation-new', releve: 'releve-new', project: 'project-new', person: 'person-new', document: null,
};

/** The page of a record's edit form (the document's is its details beside the list). */
function editRoute(kind: DraftKind, id: number): RouteLocationRaw | null {
  if (kind === 'observation') return { name: 'observation-edit', params: { occurrence_id: String(id) } };
  if (kind === 'document') return { name: 'documents', params: { id: String(id) } };
  if (kind === 'person') return null; // people are never edited (no PUT in the interface)
  return { name: `${kind}-edit`, params: { id: String(id) } };
}

/** The target of the draft kept under `key`; never throws. */
export function draftTarget(key: string): DraftTarget {
  const [prefix, kindText, idText] = key.split(':');
  const kind = (DRAFT_KINDS as readonly string[]).includes(kindText ?? '') ? (kindText as DraftKind) : null;
  if (prefix !== 'draft' || kind === null) return { kind: null, id: null, to: null };
  if (idText === 'new') {
    const name = NEW_ROUTES[kind];
    return { kind, id: null, to: name ? { name } : null };
  }
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id <= 0) return { kind, id: null, to: null };
  return { kind, id, to: editRoute(kind, id) };
}
