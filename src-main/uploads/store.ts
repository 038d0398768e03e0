/**
 * The upload queue on disk: `<dir>/upload-queue.json`, written atomically by `conf`
 * (settings/key-value-stores.ts) on every change of state (not on byte progress). Restoring marks
 * what was `queued` or `uploading` when the app stopped as `interrupted` (contract: offered again,
 * never restarted by itself).
 */
import { z } from 'zod';
import { UploadItem } from '../../src-shared/contract/documents.js';
import type { DeskLogger, KeyValueStore } from '../platform.js';
import { createFileKeyValueStore } from '../settings/key-value-stores.js';

/**
 * An item as saved: the contract's {@link UploadItem} plus `scope`, the session it belongs to (a
 * hash of profile and user name, never sent to the renderer), and `posted`: a `POST /docs` of it
 * was started, so the service may hold its document already (./upload-marker.ts).
 */
export const StoredUploadItem = UploadItem.extend({ scope: z.string(), posted: z.boolean().default(false) });
export type StoredUploadItem = z.infer<typeof StoredUploadItem>;

/** The contract's item: `item` without `scope`. */
export function publicItem(item: StoredUploadItem): UploadItem {
  const { scope: _scope, posted: _posted, ...rest } = item;
  return rest;
}

/** Folder of the queue file below the services' state folder. */
export const UPLOADS_FOLDER = 'uploads';
const KEY = 'items';

/** Where the queue keeps its items between runs. */
export interface UploadStore {
  /** The saved items (invalid entries are dropped); [] when none. */
  load(): StoredUploadItem[];
  /** Replaces the saved items. */
  save(items: readonly StoredUploadItem[]): void;
}

/** An {@link UploadStore} over any {@link KeyValueStore} (key `items`). A failing write is logged, never thrown. */
export function keyValueUploadStore(store: KeyValueStore, log: DeskLogger): UploadStore {
  return {
    load() {
      const raw = store.get(KEY);
      if (!Array.isArray(raw)) return [];
      return raw.flatMap((entry) => {
        const parsed = StoredUploadItem.safeParse(entry);
        if (!parsed.success) log.warn('upload queue: dropped an unreadable saved item');
        return parsed.success ? [parsed.data] : [];
      });
    },
    save(items) {
      try {
        store.set(KEY, items);
      } catch (error) {
        log.error('upload queue: could not save', error);
      }
    },
  };
}

/** The file-backed store `<dir>/upload-queue.json` (created on first write). */
export function fileUploadStore(dir: string, log: DeskLogger): UploadStore {
  let store: KeyValueStore | undefined;
  const open = (): KeyValueStore => (store ??= createFileKeyValueStore(dir, 'upload-queue'));
  return {
    load: () => {
      try {
        return keyValueUploadStore(open(), log).load();
      } catch (error) {
        log.error('upload queue: could not read the saved queue', error);
        return [];
      }
    },
    save: (items) => {
      try {
        keyValueUploadStore(open(), log).save(items);
      } catch (error) {
        log.error('upload queue: could not save', error);
      }
    },
  };
}

/** An item as restored after a restart: `queued`/`uploading` become `interrupted`, progress cleared. */
export function restoredItem(item: StoredUploadItem): StoredUploadItem {
  const live = item.state === 'queued' || item.state === 'uploading';
  return {
    ...item,
    state: live ? 'interrupted' : item.state,
    bytes_sent: live ? 0 : item.bytes_sent,
    rate_bytes_per_s: 0,
    eta_ms: null,
    retry_at: null,
    waiting_since: null,
  };
}
