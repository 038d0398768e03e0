/**
 * Demo projects (datasets) with their publication settings, and the project policies (roles).
 */
import type { Db } from '../open.js';
import type { Rng } from './random.js';
import type { SeededPeople } from './people.js';

/** The demo projects; `key` is how the seed code refers to them. Ids follow this order (1–6). */
export const DEMO_PROJECTS = [
  { key: 'flora', project_name: 'Flora Ticino (GBIF)', is_public: 0, anonymise_observers: 0, date_rounding: 'none',
    description: 'Real occurrence records of Dianthus sylvestris and Eriophorum vaginatum in Ticino, 1903–2021, from GBIF (doi:10.15468/dl.v8r2q5, CC BY 4.0).' },
  { key: 'neoTI', project_name: 'Neophytes Ticino', is_public: 1, anonymise_observers: 1, date_rounding: 'month',
    description: 'Generated demo data: invasive neophyte observations and control actions in canton Ticino.' },
  { key: 'neoZH', project_name: 'Neophytes Zürich', is_public: 1, anonymise_observers: 0, date_rounding: 'none',
    description: 'Generated demo data: invasive neophyte observations and control actions in canton Zürich.' },
  { key: 'neoVD', project_name: 'Neophytes Vaud', is_public: 1, anonymise_observers: 1, date_rounding: 'year',
    description: 'Generated demo data: invasive neophyte observations and control actions in canton Vaud.' },
  { key: 'releves', project_name: 'Vegetation plots Alps', is_public: 0, anonymise_observers: 0, date_rounding: 'none',
    description: 'Generated demo data: phytosociological relevés in alpine grasslands and subalpine forests.' },
  { key: 'garden', project_name: 'Private garden survey', is_public: 0, anonymise_observers: 0, date_rounding: 'none',
    description: 'Generated demo data: a private survey visible to its manager only.' },
] as const;

/** Key of a demo project. */
export type ProjectKey = (typeof DEMO_PROJECTS)[number]['key'];

/** Project id by key. */
export type SeededProjects = Record<ProjectKey, number>;

/** Inserts the demo projects (generated = 1 except the GBIF flora project) and returns their ids. */
export function seedProjects(db: Db, now: string): SeededProjects {
  const ins = db.prepare(`INSERT INTO projects (project_name, description, is_public, anonymise_observers, date_rounding,
    generated, created_at, updated_at) VALUES (?,?,?,?,?,?,?,?)`);
  const ids = {} as SeededProjects;
  for (const p of DEMO_PROJECTS) {
    ids[p.key] = Number(
      ins.run(p.project_name, p.description, p.is_public, p.anonymise_observers, p.date_rounding, p.key === 'flora' ? 0 : 1, now, now).lastInsertRowid,
    );
  }
  return ids;
}

/** Who validates where (besides the steward): person ids with the validator role, by project key. */
export type Validators = Record<ProjectKey, number[]>;

/**
 * Inserts the policies: steward = validator on every project except the private garden survey;
 * manager = manager on all; curator = editor on the flora and neophyte projects; visitor = viewer
 * on the flora project only; a few demo people as editors, validators or viewers. Returns the
 * validators of each project.
 */
export function seedPolicies(db: Db, rng: Rng, projects: SeededProjects, people: SeededPeople): Validators {
  const ins = db.prepare('INSERT INTO policies (project_id, person_id, role) VALUES (?,?,?)');
  const { steward, manager, curator, visitor } = people.accounts;
  const validators = {} as Validators;
  for (const p of DEMO_PROJECTS) {
    const id = projects[p.key];
    validators[p.key] = [];
    ins.run(id, manager, 'manager');
    if (p.key === 'garden') continue;
    ins.run(id, steward, 'validator');
    validators[p.key].push(steward);
    if (p.key !== 'releves') ins.run(id, curator, 'editor');
    if (p.key === 'flora') ins.run(id, visitor, 'viewer');
    // A few demo people per project: one more validator, two editors, one viewer.
    const [v, e1, e2, viewer] = rng.sample(people.demo, 4);
    if (v !== undefined) {
      ins.run(id, v, 'validator');
      validators[p.key].push(v);
    }
    for (const e of [e1, e2]) if (e !== undefined) ins.run(id, e, 'editor');
    if (viewer !== undefined) ins.run(id, viewer, 'viewer');
  }
  return validators;
}
