/**
 * Issue 17 §1 "Done when", in browser mode against the real reference service: a manager creates
 * a project, gives the curator the editor role on it (the person picker, the role picker, the
 * shared schema's check first), sees the role on the project and on the curator's page; the
 * curator signs in and finds the project among those they may write, and is offered no validate
 * action in the observation workspace (issue 17 §2), with the reason read whole at 1280 px. The project is deleted
 * again in the end (other journeys of the worker count the projects). Screenshots in en and de:
 * test-results/screens/policies-<lang>-<nn>-<state>.png.
 */
import { expect, test, type Page } from '@playwright/test';
import { shoot, type Lang } from './helpers.js';
import { signInAs } from './helpers/sign-in.js';
import { tourDetails } from './screens-run.js';

const T = {
  en: {
    projects: 'Projects', newProject: 'New project', grant: 'Give a role', save: 'Give the role', required: 'Please fill in this field.',
    editor: 'Editor', editors: 'Editors', myRole: 'My role: Editor', managersOnly: 'Only the project’s managers can change roles.',
    confirmDelete: 'Delete the project', change: 'Change the role', revoke: 'Remove the role', keep: 'Keep it',
    validateHint: 'Validating needs the role “Manager” or “Validator” in a project.',
  },
  de: {
    projects: 'Projekte', newProject: 'Neues Projekt', grant: 'Rolle vergeben', save: 'Rolle vergeben', required: 'Bitte füllen Sie dieses Feld aus.',
    editor: 'Bearbeitung', editors: 'Bearbeitung', myRole: 'Meine Rolle: Bearbeitung', managersOnly: 'Nur die Projektleitung kann Rollen ändern.',
    confirmDelete: 'Projekt löschen', change: 'Rolle ändern', revoke: 'Rolle entziehen', keep: 'Behalten',
    validateHint: 'Validieren erfordert in einem Projekt die Rolle «Leitung» oder «Validierung».',
  },
} as const;

/** Creates a project through the form as the signed-in manager; resolves with its page's address. */
async function createProject(page: Page, name: string): Promise<string> {
  await page.getByRole('navigation').getByRole('link', { name: T.en.projects, exact: true }).or(page.getByRole('navigation').getByRole('link', { name: T.de.projects, exact: true })).click();
  await page.getByTestId('project-new').click();
  await page.locator('#project-project_name').fill(name);
  await page.getByTestId('project-save').click();
  await expect(page.getByTestId('project-name')).toHaveText(name);
  return page.url();
}

for (const lang of ['en', 'de'] as const satisfies readonly Lang[]) {
  test(`a manager gives the curator the editor role on a new project; the curator may then write there (${lang})`, tourDetails(lang), async ({ page, context }) => {
    test.setTimeout(180_000);
    const t = T[lang];
    const name = `Policy journey ${lang} ${Date.now().toString(36)}`;
    await signInAs(page, context, 'manager', lang);
    const projectUrl = await createProject(page, name);
    try {
      const policies = page.getByTestId('project-policies');
      await expect(policies.getByTestId('policy-grant')).toBeVisible();
      await shoot(page, `policies-${lang}-01-project-manager`);

      // The dialog checks person and role before anything is sent.
      await policies.getByTestId('policy-grant').click();
      const dialog = page.getByTestId('policy-dialog');
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog.locator('[data-field="person_id"]')).toContainText(t.required);
      await expect(dialog.locator('[data-field="role"]')).toContainText(t.required);
      await shoot(page, `policies-${lang}-02-dialog-errors`);

      await dialog.locator('#policy-person_id').fill('Rochat');
      await page.getByRole('option', { name: /Claire Rochat|Rochat, Claire/ }).click();
      await dialog.getByTestId('policy-role').click();
      await page.getByRole('option', { name: new RegExp(`^${t.editor}`) }).click();
      await shoot(page, `policies-${lang}-03-dialog-filled`);
      await dialog.getByRole('button', { name: t.save }).click();
      await expect(dialog).toBeHidden();
      await expect(policies.locator('[data-role="editor"]')).toContainText('Claire Rochat');
      await shoot(page, `policies-${lang}-04-project-granted`);

      // The curator's page shows the role, with change and remove for the manager.
      await policies.locator('[data-role="editor"]').getByRole('link', { name: 'Claire Rochat' }).click();
      const roles = page.getByTestId('person-roles');
      const row = roles.getByRole('row').filter({ hasText: name });
      await expect(row).toContainText(t.editor);
      await expect(row.getByTestId('person-role-change')).toBeVisible();
      await shoot(page, `policies-${lang}-05-person-page`);
      await row.getByTestId('person-role-change').click();
      await expect(page.getByTestId('policy-dialog')).toBeVisible();
      await shoot(page, `policies-${lang}-06-change-dialog`);
      await page.keyboard.press('Escape');
      await expect(page.getByTestId('policy-dialog')).toBeHidden();

      // The curator signs in and may now write in the project.
      await signInAs(page, context, 'curator', lang);
      await page.goto(projectUrl);
      await expect(page.getByTestId('project-name')).toHaveText(name);
      await expect(page.getByTestId('project-page')).toContainText(t.myRole);
      await expect(page.getByTestId('project-policies').getByTestId('policy-grant')).toHaveCount(0);
      await expect(page.getByTestId('policies-read-only')).toHaveText(t.managersOnly);
      await shoot(page, `policies-${lang}-07-project-curator`);
      await page.goto(projectUrl.replace(/#.*$/, '#/projects?right=write'));
      await expect(page.getByTestId('projects-table')).toContainText(name);
      // An editor may write but validates nothing: the workspace offers no validate action.
      await page.goto(projectUrl.replace(/#.*$/, '#/observations'));
      await expect(page.getByTestId('new-observation')).toBeVisible();
      await expect(page.getByTestId('validate-all')).toHaveCount(0);
      await expect(page.getByTestId('validate-selected')).toHaveCount(0);
      // … and says why where the buttons would be (issue 17: a reason where an action is hidden).
      await expect(page.getByTestId('rights-hint').locator('[data-action="validate"]')).toBeVisible();
      await expect(page.getByTestId('rights-hint').locator('[data-action="recordObservations"]')).toHaveCount(0);
      // … whole at 1280 px beside the toolbar's buttons, not cut to "Vali…"
      await expect.poll(() => page.getByTestId('rights-hint').locator('[data-action="validate"]').evaluate((line) => line.scrollWidth - line.clientWidth)).toBe(0);
      await expect(page.getByTestId('rights-hint')).toContainText(t.validateHint);
      await shoot(page, `policies-${lang}-08-workspace-hint`);
    } finally {
      await signInAs(page, context, 'manager', lang);
      await page.goto(projectUrl);
      await page.getByTestId('project-delete').click();
      await page.getByRole('alertdialog').getByRole('button', { name: T[lang].confirmDelete }).click();
      await expect(page.getByTestId('projects-table')).toBeVisible();
    }
  });
}
