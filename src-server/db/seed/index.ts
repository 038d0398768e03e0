// TEMPORARY STUB written by the lead so the app runs before the real seed exists.
// The seed helper replaces this whole file with the real seedDemo/seedSynthetic.
import type { Db } from '../open.js';
import { setMeta } from '../open.js';
import { hashPassword } from '../../auth/passwords.js';

export interface SeedReport { [table: string]: number }

export async function seedDemo(db: Db, _options: { filesDir: string; resourcesDir?: string }): Promise<SeedReport> {
  const now = new Date().toISOString();
  const users = ['steward', 'manager', 'curator', 'visitor'];
  db.transaction(() => {
    users.forEach((u, i) => {
      db.prepare('INSERT INTO people (id, first_name, last_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)').run(i + 1, u, `Demo ${u}`, now, now);
      db.prepare('INSERT INTO accounts (username, password_hash, person_id) VALUES (?, ?, ?)').run(u, hashPassword(u), i + 1);
    });
    db.prepare("INSERT INTO projects (id, project_name, is_public, created_at, updated_at) VALUES (1, 'Flora Ticino (GBIF)', 0, ?, ?)").run(now, now);
    db.prepare("INSERT INTO projects (id, project_name, is_public, created_at, updated_at) VALUES (2, 'Neophytes Ticino', 1, ?, ?)").run(now, now);
    for (const [pid, person, role] of [[1, 1, 'validator'], [2, 1, 'validator'], [1, 2, 'manager'], [2, 2, 'manager'], [1, 3, 'editor'], [1, 4, 'viewer']] as const)
      db.prepare('INSERT INTO policies (project_id, person_id, role) VALUES (?, ?, ?)').run(pid, person, role);
    setMeta(db, 'seeded', now);
  })();
  return { people: 4, projects: 2 };
}

export function seedSynthetic(_db: Db, _count: number, _options: { seed?: number } = {}): number {
  return 0;
}
