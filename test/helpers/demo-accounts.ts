import type { RunningServer } from '../../src-server/index.js';
import { clientCredentialsToken, loginWithPkce } from './login.js';

/** The demo accounts: steward (validator), manager (manager everywhere), curator (editor), visitor (viewer on "Flora Ticino (GBIF)" only). */
export type DemoUser = 'steward' | 'manager' | 'curator' | 'visitor';

/** Access tokens and person ids of the demo accounts, and the two projects the project tests use. */
export interface DemoAccounts {
  tokens: Record<DemoUser, string>;
  ids: Record<DemoUser, number>;
  /** "Flora Ticino (GBIF)", the only project the visitor may read. */
  flora: number;
  /** The first project on which the visitor holds no role. */
  hidden: number;
}

/** Signs every demo account in (steward by client credentials, the others by PKCE) and reads their person ids. */
export async function signInDemoAccounts(server: RunningServer): Promise<DemoAccounts> {
  const tokens = { steward: await clientCredentialsToken(server.url) } as Record<DemoUser, string>;
  for (const user of ['manager', 'curator', 'visitor'] as const) tokens[user] = (await loginWithPkce(server.url, user)).access_token;
  const ids = {} as Record<DemoUser, number>;
  for (const user of Object.keys(tokens) as DemoUser[])
    ids[user] = (server.db.prepare('SELECT person_id FROM accounts WHERE username = ?').get(user) as { person_id: number }).person_id;
  const flora = (server.db.prepare("SELECT id FROM projects WHERE project_name = 'Flora Ticino (GBIF)'").get() as { id: number }).id;
  const hidden = (server.db.prepare('SELECT id FROM projects WHERE id NOT IN (SELECT project_id FROM policies WHERE person_id = ?) ORDER BY id')
    .get(ids.visitor) as { id: number }).id;
  return { tokens, ids, flora, hidden };
}
