/**
 * Projects, policies and people as the demo `manager` (manager of every demo project), in
 * browser mode against the real reference service: create a project, find a person and see
 * their roles, see a project's policies, edit the new project, try to delete a project that
 * holds data and read the conflict, delete the new empty one. Then the same screens in French.
 * Screenshots: test-results/screens/projects-<lang>-<nn>-<state>.png (each step asserts
 * what it shows).
 */
import { expect, test, type Page } from '@playwright/test';
import { chooseLanguage, shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';

const T = {
  en: {
    projects: 'Projects', people: 'People', newProject: 'New project', create: 'Create the project', save: 'Save changes',
    required: 'Please fill in this field.', noMatch: 'No project matches', month: 'Month only', yes: 'Yes',
    delete: 'Delete', confirmDelete: 'Delete the project', notDeleted: 'The project was not deleted', managers: 'Managers', validator: 'Validator',
    rolesTitle: 'Roles in projects', lastName: 'Last name contains', nameLabel: 'Name contains', edit: 'Edit',
  },
  fr: {
    projects: 'Projets', people: 'Personnes', newProject: 'Nouveau projet', create: 'Créer le projet', save: 'Enregistrer les modifications',
    required: 'Veuillez remplir ce champ.', noMatch: 'Aucun projet ne correspond', month: 'Mois seulement', yes: 'Oui',
    delete: 'Supprimer', confirmDelete: 'Supprimer le projet', notDeleted: 'Le projet n’a pas été supprimé', managers: 'Gestion', validator: 'Validation',
    rolesTitle: 'Rôles dans les projets', lastName: 'Le nom contient', nameLabel: 'Le nom contient', edit: 'Modifier',
  },
} as const;

const FLORA = 'Flora Ticino (GBIF)';

async function openProjects(page: Page, lang: Lang): Promise<void> {
  await page.getByRole('navigation').getByRole('link', { name: T[lang as 'en'].projects, exact: true }).click();
  await expect(page.getByTestId('projects-table')).toContainText(FLORA);
}

async function searchProjects(page: Page, text: string): Promise<void> {
  await page.getByTestId('project-search').fill(text);
  await expect(page).toHaveURL(new RegExp(`project_name%5Biw_contains%5D=${encodeURIComponent(text)}|project_name\\[iw_contains\\]=${text}`));
}

/** Scrolls the project page so that its policies are at the top, and waits until they are on screen. */
async function showPolicies(page: Page): Promise<void> {
  const policies = page.getByTestId('project-policies');
  await policies.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await expect(policies).toBeInViewport();
}

/** Deletes the project shown, confirming the question. */
async function deleteShownProject(page: Page, lang: Lang): Promise<void> {
  const t = T[lang as 'en'];
  await page.getByTestId('project-delete').click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.confirmDelete }).click();
}

async function openFlora(page: Page, lang: Lang): Promise<void> {
  await openProjects(page, lang);
  await page.getByTestId('projects-table').getByRole('link', { name: FLORA }).click();
  await expect(page.getByTestId('project-name')).toHaveText(FLORA);
  await expect(page.getByTestId('project-policies').locator('[data-role]').first()).toBeVisible();
  await expect(page.getByTestId('project-observations-link')).toContainText(/\d/);
}

test('a manager creates a project, finds a person, sees the policies, edits, and deletes', async ({ page, context }) => {
  test.setTimeout(120_000);
  const t = T.en;
  const name = `Wetland survey ${Date.now().toString(36)}`;
  await signInAs(page, context, 'manager', 'en');

  // The list, and a search that finds nothing.
  await openProjects(page, 'en');
  // the demo's six projects, and any another journey of this worker made and has not removed (yet)
  await expect(page.getByTestId('list-counts')).toHaveText(/^1–(\d+) of \1 projects \(\1 in all\)$/);
  const shown = Number(/^1–(\d+)/.exec((await page.getByTestId('list-counts').textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThanOrEqual(6);
  await shoot(page, 'projects-en-01-list');
  await searchProjects(page, 'zzz');
  await expect(page.getByTestId('projects-empty')).toContainText(`${t.noMatch} “zzz”.`);
  await shoot(page, 'projects-en-02-empty-search');
  await page.getByTestId('projects-empty').getByRole('button').click();
  await expect(page.getByTestId('projects-table')).toContainText(FLORA);

  // Create: the name is checked before anything is sent; then the project is created.
  await page.getByTestId('project-new').click();
  await page.locator('#project-description').fill('Fens and bogs of the Swiss Plateau.');
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-project_name-error')).toHaveText(t.required);
  await expect(page.locator('#project-project_name')).toBeFocused();
  await shoot(page, 'projects-en-03-form-field-error');
  await page.locator('#project-project_name').fill(name);
  await page.locator('#project-is_public').check();
  await page.locator('#project-date_rounding').click();
  await page.getByRole('option', { name: t.month }).click();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-name')).toHaveText(name);
  const settings = page.getByTestId('project-settings');
  await expect(settings.locator('[data-field="is_public"]')).toHaveText(t.yes);
  await expect(settings.locator('[data-field="date_rounding"]')).toHaveText(t.month);
  await expect(page.getByTestId('project-policies')).toContainText('Marco Bernasconi');
  const newUrl = page.url();

  // Find a person and see their roles.
  await page.getByRole('navigation').getByRole('link', { name: t.people, exact: true }).click();
  await page.getByLabel(t.lastName).fill('stein');
  await page.getByTestId('people-table').getByRole('link', { name: 'Steiner' }).click();
  await expect(page.getByTestId('person-name')).toHaveText('Sabine Steiner');
  const roles = page.getByTestId('person-roles');
  await expect(roles.getByRole('link', { name: FLORA })).toBeVisible();
  await expect(roles).toContainText(t.validator);
  await expect(page.getByTestId('person-observations-link')).toHaveAttribute('href', /recorded_by_id(%5B|\[)in(%5D|\])=\d+/);
  await expect(page.getByTestId('person-observations-link')).toHaveText(/^Observations \([\d,]+\)$/);
  await shoot(page, 'projects-en-04-person');

  // A project's policies: who has which role.
  await openFlora(page, 'en');
  const policies = page.getByTestId('project-policies');
  await expect(policies.locator('[data-role="manager"]')).toContainText(t.managers);
  await expect(policies.locator('[data-role="manager"]')).toContainText('Marco Bernasconi');
  await expect(policies.locator('[data-role="viewer"]')).toContainText('Lukas Brunner');
  await showPolicies(page);
  await shoot(page, 'projects-en-05-project-policies');

  // A project that holds data cannot be deleted: the conflict is explained on the page.
  await deleteShownProject(page, 'en');
  const conflict = page.getByTestId('project-delete-conflict');
  await expect(conflict).toContainText(t.notDeleted);
  await expect(conflict).toContainText(/observations \([\d,]+\)/);
  await expect(page.getByTestId('project-name')).toHaveText(FLORA);
  await shoot(page, 'projects-en-06-delete-conflict');

  // One click to the project's observations: the workspace opens filtered by the project.
  const held = (await page.getByTestId('project-observations-link').textContent())!.match(/\(([\d,]+)\)/)![1]!;
  await page.getByTestId('project-observations-link').click();
  await expect(page).toHaveURL(/dataset_id(%5B|\[)in(%5D|\])=\d+/);
  await expect(page.getByTestId('observation-counts')).toContainText(`of ${held} matching`);

  // Edit the new project, then delete it (it holds nothing).
  await page.goto(newUrl);
  await page.getByTestId('project-edit').click();
  await page.locator('#project-anonymise_observers').check();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-name')).toHaveText(name);
  await expect(page.getByTestId('project-settings').locator('[data-field="anonymise_observers"]')).toHaveText(t.yes);
  await deleteShownProject(page, 'en');
  await expect(page.getByTestId('projects-table')).toContainText(FLORA);
  await expect(page.getByTestId('projects-table')).not.toContainText(name);
});

test('the project and people screens in French', async ({ page, context }) => {
  test.setTimeout(120_000);
  const t = T.fr;
  await signInAs(page, context, 'manager', 'fr');
  await chooseLanguage(page, 'fr');

  await openProjects(page, 'fr');
  await expect(page.getByTestId('list-counts')).toHaveText(/^1–\d sur \d projets \(\d en tout\)$/);
  await shoot(page, 'projects-fr-01-list');
  await searchProjects(page, 'zzz');
  await expect(page.getByTestId('projects-empty')).toContainText(t.noMatch);
  await shoot(page, 'projects-fr-02-empty-search');

  await page.getByTestId('projects-empty').getByRole('button').click();
  await page.getByTestId('project-new').click();
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-project_name-error')).toHaveText(t.required);
  await shoot(page, 'projects-fr-03-form-field-error');
  // leaving the empty form asks nothing (nothing was typed)
  await page.getByRole('navigation').getByRole('link', { name: t.people, exact: true }).click();
  await page.getByLabel(t.lastName, { exact: true }).fill('stein');
  await page.getByTestId('people-table').getByRole('link', { name: 'Steiner' }).click();
  await expect(page.getByTestId('person-roles')).toContainText(t.rolesTitle);
  await expect(page.getByTestId('person-roles')).toContainText(t.validator);
  await shoot(page, 'projects-fr-04-person');

  await openFlora(page, 'fr');
  await expect(page.getByTestId('project-policies').locator('[data-role="manager"]')).toContainText(t.managers);
  await showPolicies(page);
  await shoot(page, 'projects-fr-05-project-policies');
  await deleteShownProject(page, 'fr');
  await expect(page.getByTestId('project-delete-conflict')).toContainText(t.notDeleted);
  await shoot(page, 'projects-fr-06-delete-conflict');
});
