/**
 * What the fakes of the service answer a write that names its `base` (issue 11 §3, as main's
 * api/versioned-records.ts does against the real service): while the record is still that
 * version (same fields, any key order) the write goes on; otherwise DeskError `conflict` (412)
 * carrying the record as it now is. `base: null` expects no record; `undefined` checks nothing.
 */
import { stringify } from 'safe-stable-stringify';
import { DeskError } from '../../src-shared/contract/errors.js';

/** Throws the 412 `conflict` of a write from `base` when `current` is another version (see the file comment). */
export function assertVersion(what: string, current: object | null | undefined, base: unknown): void {
  if (base === undefined) return;
  const now = current ?? null;
  if (stringify(now) === stringify(base)) return;
  if (now === null) throw new DeskError({ status: 404, code: 'not-found', message: `${what} was deleted by someone else since you opened it.`, fields: [] });
  throw new DeskError({ status: 412, code: 'conflict', message: `${what} was changed by someone else since you opened it.`, fields: [], current: structuredClone(now) as Record<string, unknown> });
}
