import { z } from 'zod';

/** Largest stored value, as JSON text (a long footprint WKT fits many times over). */
export const WORKSPACE_STATE_MAX_BYTES = 2_000_000;

/**
 * Key of a workspace state entry: a lower-case name with optional `:`-separated parts, e.g.
 * `saved-filters`, `columns:observations`, `splitter:observations`, `draft:observation:new`,
 * `draft:observation:123`.
 */
export const WorkspaceStateKey = z.string().max(200).regex(/^[a-z][a-z0-9-]*(:[A-Za-z0-9_.-]+)*$/, 'Not a workspace state key.');
export type WorkspaceStateKey = z.infer<typeof WorkspaceStateKey>;

/** Any JSON value up to {@link WORKSPACE_STATE_MAX_BYTES} as JSON text. */
export const WorkspaceStateValue = z.json().refine((value) => JSON.stringify(value).length <= WORKSPACE_STATE_MAX_BYTES, {
  message: `The value is larger than ${WORKSPACE_STATE_MAX_BYTES} bytes as JSON.`,
});

/** A JSON value as stored. */
export type WorkspaceStateJson = z.infer<typeof WorkspaceStateValue>;

/** One stored entry as listed: its key and when it was written (ISO 8601, UTC). */
export const WorkspaceStateEntry = z.object({ key: WorkspaceStateKey, saved_at: z.iso.datetime() });
export type WorkspaceStateEntry = z.infer<typeof WorkspaceStateEntry>;

/**
 * Desk methods for what the workspace keeps between launches (docs/interface-notes.md
 * "Workspace state"): saved filters, column choice, splitter sizes, and form drafts that must
 * survive a crash or restart. Main writes them to disk at once (atomically), one file per server
 * profile and signed-in user, so one user's drafts never show for another. Renderer localStorage
 * is not used for these: browser mode gets a new origin (a new port) at every launch.
 */
export const WORKSPACE_STATE_METHODS = {
  /** The stored value, or null when there is none. */
  'workspaceState.get': { input: z.object({ key: WorkspaceStateKey }), output: z.object({ value: z.json().nullable() }) },
  /** Stores a value (replacing the previous one); written to disk before the call resolves. */
  'workspaceState.put': { input: z.object({ key: WorkspaceStateKey, value: WorkspaceStateValue }), output: WorkspaceStateEntry },
  /** Removes an entry; removing a missing key is not an error. */
  'workspaceState.remove': { input: z.object({ key: WorkspaceStateKey }), output: z.object({ key: WorkspaceStateKey }) },
  /** The entries whose key starts with `prefix` (e.g. `draft:observation:`), newest first. */
  'workspaceState.list': { input: z.object({ prefix: z.string().max(200) }), output: z.object({ entries: z.array(WorkspaceStateEntry) }) },
} as const satisfies Record<string, { input: z.ZodType; output: z.ZodType }>;
