/**
 * People: ~40 generated demo people (Swiss-looking names, deterministic) including the four
 * account holders of the reference authorization server, and the real observers named in the
 * GBIF records (`recordedBy`), which are stored with generated = 0.
 */
import { hashPassword } from '../../auth/passwords.js';
import type { Db } from '../open.js';
import type { Rng } from './random.js';

/** The demo login accounts (username = password) and the role each is given on projects. */
export const DEMO_ACCOUNTS = [
  { username: 'steward', first_name: 'Sabine', last_name: 'Steiner', organisation: 'Cantonal nature conservation office (demo)', role: 'data steward' },
  { username: 'manager', first_name: 'Marco', last_name: 'Bernasconi', organisation: 'Observation Desk demo', role: 'project manager' },
  { username: 'curator', first_name: 'Claire', last_name: 'Rochat', organisation: 'Herbarium (demo)', role: 'curator' },
  { username: 'visitor', first_name: 'Lukas', last_name: 'Brunner', organisation: null, role: 'viewer' },
] as const;

/** Username of a demo account. */
export type DemoUsername = (typeof DEMO_ACCOUNTS)[number]['username'];

const FIRST = [
  'Anna', 'Beat', 'Chiara', 'Daniel', 'Elena', 'Fabio', 'Gabriela', 'Hans', 'Isabelle', 'Jürg', 'Katrin', 'Luca',
  'Martina', 'Nicolas', 'Olivia', 'Peter', 'Regula', 'Simone', 'Thomas', 'Ursula', 'Valentina', 'Werner', 'Yvonne',
  'Andrea', 'Céline', 'Dario', 'Esther', 'François', 'Giulia', 'Heidi', 'Lorenzo', 'Mathilde', 'Reto', 'Sandro',
];
const LAST = [
  'Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Fischer', 'Gerber', 'Baumann', 'Frei',
  'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Rossi', 'Bianchi', 'Ferrari', 'Pedrazzini', 'Fontana', 'Lepori',
  'Favre', 'Rochat', 'Dubois', 'Blanc', 'Chevalley', 'Perrin', 'Bühler', 'Brändli', 'Caflisch', 'Cadruvi', 'Righetti',
];
const ORGANISATIONS = [null, null, 'Info Flora volunteers (demo)', 'Pro Natura section (demo)', 'Municipal gardens (demo)', 'Ecological consultancy (demo)'];

/** A person name as stored (`first_name` may be null). */
export interface PersonName {
  first_name: string | null;
  last_name: string;
}

/** Ids of the seeded people. */
export interface SeededPeople {
  /** Person id of each demo account holder. */
  accounts: Record<DemoUsername, number>;
  /** Ids of the other generated demo people (not account holders). */
  demo: number[];
  /** Person id by normalised name key (see {@link personKey}) of each real GBIF observer. */
  observers: Map<string, number>;
}

const ascii = (s: string): string =>
  s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/[^A-Za-z0-9]+/g, '').toLowerCase();

/** Normalised key of a name, for de-duplication. */
export function personKey(n: PersonName): string {
  return `${n.last_name.toLowerCase()}|${(n.first_name ?? '').toLowerCase()}`;
}

const NOT_A_NAME = /^(anonymous|anonym|unknown|s\.\s?n\.?|n\.\s?n\.?|leg\.?|)$/i;
const INITIAL = /^\p{Lu}\.$/u;
/** First-name words that start a compound first name ("Pier Luigi", "Jean Pierre"). */
const FIRST_NAME_PREFIXES = new Set(['pier', 'gian', 'jean', 'marie', 'maria', 'anna']);
const PARTICLES = new Set(['von', 'van', 'de', 'di', 'da', 'del', 'della', 'du', 'le', 'la', 'des', 'zur', 'zum']);

/**
 * Splits a Darwin Core `recordedBy` value into names. Observers are separated by `|`, `;` or
 * `,`; "& al." / "et al." and placeholders (anonymous, s.n.) are dropped.
 * @param order `'last-first'` for "Airoldi Fedele" (Info Flora: the last word, with trailing
 *   initials and a compound prefix such as "Pier", is the first name, the rest the last name), `'first-last'` for "Karl von Grabmayr" (herbaria: the last word, with
 *   any preceding particle such as von/de/di, is the last name).
 */
export function parseRecordedBy(value: string, order: 'last-first' | 'first-last'): PersonName[] {
  const names: PersonName[] = [];
  for (const raw of value.split(/\s*[|;,]\s*/)) {
    const cleaned = raw.replace(/\s*(&|et)\s+al\.?\s*$/i, '').replace(/\s+/g, ' ').trim();
    if (NOT_A_NAME.test(cleaned)) continue;
    const words = cleaned.split(' ');
    if (words.length === 1) {
      names.push({ first_name: null, last_name: cleaned });
    } else if (order === 'last-first') {
      // The first name is the last full word with any initials after it ("Ammann Walter J."),
      // or only the initials when all words after the first are initials ("Hofstetter C. E.").
      let k = words.length - 1;
      while (k > 0 && INITIAL.test(words[k] ?? '')) k--;
      if (k === 0) k = 1;
      if (k > 1 && FIRST_NAME_PREFIXES.has((words[k - 1] ?? '').toLowerCase())) k--;
      names.push({ first_name: words.slice(k).join(' '), last_name: words.slice(0, k).join(' ') });
    } else {
      let start = words.length - 1;
      while (start > 1 && PARTICLES.has((words[start - 1] ?? '').toLowerCase())) start--;
      names.push({ first_name: words.slice(0, start).join(' '), last_name: words.slice(start).join(' ') });
    }
  }
  return names;
}

/**
 * Inserts the demo account holders (with accounts, password = username, hashed with
 * hashPassword), `demoCount` other generated demo people, and one person per distinct real
 * observer name (generated = 0). `now` is the created_at/updated_at timestamp.
 */
export function seedPeople(db: Db, rng: Rng, realObservers: readonly PersonName[], now: string, demoCount = 36): SeededPeople {
  const insPerson = db.prepare(
    'INSERT INTO people (first_name, last_name, email, organisation, generated, created_at, updated_at) VALUES (?,?,?,?,?,?,?)',
  );
  const insAccount = db.prepare('INSERT INTO accounts (username, password_hash, person_id) VALUES (?,?,?)');
  const used = new Set<string>();
  const accounts = {} as Record<DemoUsername, number>;
  for (const a of DEMO_ACCOUNTS) {
    const email = `${ascii(a.first_name)}.${ascii(a.last_name)}@example.org`;
    const id = Number(insPerson.run(a.first_name, a.last_name, email, a.organisation, 1, now, now).lastInsertRowid);
    insAccount.run(a.username, hashPassword(a.username), id);
    accounts[a.username] = id;
    used.add(`${a.first_name} ${a.last_name}`);
  }
  const demo: number[] = [];
  while (demo.length < demoCount) {
    const first = rng.pick(FIRST);
    const last = rng.pick(LAST);
    if (used.has(`${first} ${last}`)) continue;
    used.add(`${first} ${last}`);
    const email = rng.chance(0.8) ? `${ascii(first)}.${ascii(last)}@example.org` : null;
    demo.push(Number(insPerson.run(first, last, email, rng.pick(ORGANISATIONS), 1, now, now).lastInsertRowid));
  }
  const observers = new Map<string, number>();
  for (const n of realObservers) {
    const key = personKey(n);
    if (observers.has(key)) continue;
    observers.set(key, Number(insPerson.run(n.first_name, n.last_name, null, null, 0, now, now).lastInsertRowid));
  }
  return { accounts, demo, observers };
}
