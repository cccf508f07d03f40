import { ROUTES } from '../packages/shared/src/constants';
import {
  acceptCookies,
  createOrganizationThroughApi,
  newAccount,
  setServerDarkMode,
  signUpThroughApi,
} from './support/accounts';
import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { apiAs, createApplicationThroughApi } from './support/grant-data';
import { viewerInOwnBrowser } from './support/invitations';
import { linkFromOutbox } from './support/outbox';

test.describe('tasks', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const theme of ['light', 'dark'] as const) {
    test(`edit and reassign a task; the assignee is emailed and finds it under My tasks, ${theme} @phone`, async ({
      page,
      browser,
      baseURL,
    }, testInfo) => {
      test.setTimeout(120_000);
      await acceptCookies(page);
      const { user } = await signUpThroughApi(page.request, baseURL!, newAccount(`tasks-${theme}`, 'Grace Hopper'));
      await setServerDarkMode(page.request, user.id, theme === 'dark');
      const organization = await createOrganizationThroughApi(page.request, 'Task Force');
      const application = await createApplicationThroughApi(page.request, organization.id, {
        title: 'Community Energy Fund',
        currency: 'EUR',
      });
      await apiAs(page.request, 'POST', `/api/orgs/${organization.id}/applications/${application.id}/tasks`, {
        title: 'Draft the budget',
      });
      // A colleague to hand the task to (any member may be given one).
      const colleague = await viewerInOwnBrowser(
        browser,
        baseURL!,
        { request: page.request, organizationId: organization.id },
        { label: `tasks-colleague-${theme}`, name: 'Katherine Johnson' },
      );
      const { members } = (await apiAs(page.request, 'GET', `/api/orgs/${organization.id}/members`)) as {
        members: { userId: string; name: string; email: string }[];
      };
      const katherine = members.find((member) => member.name === 'Katherine Johnson')!;

      await page.goto(`/applications/${application.id}`);
      const tasks = page.getByRole('region', { name: /^Tasks/ });
      await expect(tasks).toContainText('Draft the budget');
      await tasks.getByRole('button', { name: 'Edit task Draft the budget' }).click();
      const form = tasks.getByRole('form', { name: 'Edit task Draft the budget' });
      await form.getByLabel('Task').fill('');
      await form.getByRole('button', { name: 'Save task' }).click();
      await expect(form.getByText('Enter what needs doing')).toBeVisible();
      await expectNoAxeViolations(page, `${testInfo.project.name}-${theme}-task being edited`, false);

      await form.getByLabel('Task').fill('Final budget with co-funding');
      await form.getByLabel('Due date').fill('2031-03-15');
      await form.getByLabel('Assignee').selectOption({ label: 'Katherine Johnson' });
      await form.getByRole('button', { name: 'Save task' }).click();
      await expect(form).toBeHidden();
      await expect(tasks).toContainText('Final budget with co-funding');
      await expect(tasks).toContainText('Assigned to Katherine Johnson, due Mar 15, 2031');
      const activity = page.getByRole('region', { name: /activity/i });
      await expect(activity).toContainText(
        'changed the title, due date of the task "Final budget with co-funding" of Community Energy Fund and assigned it to Katherine Johnson',
      );

      const link = await linkFromOutbox(
        katherine.email,
        'Grace Hopper assigned you a task: Final budget with co-funding',
      );
      expect(link.pathname).toBe(`/applications/${application.id}`);

      // The assignee's dashboard lists it, soonest due first, linked to its application.
      const their = colleague.page;
      await setServerDarkMode(their.request, katherine.userId, theme === 'dark');
      await their.goto(ROUTES.dashboard);
      const myTasks = their.getByRole('region', { name: /^My tasks/ });
      await expect(myTasks).toContainText('Final budget with co-funding');
      await expect(myTasks).toContainText('due Mar 15, 2031');
      await expectNoAxeViolations(their, `${testInfo.project.name}-${theme}-dashboard with my tasks`);
      await myTasks.getByRole('link', { name: 'Community Energy Fund' }).click();
      await expect(their).toHaveURL(new RegExp(`/applications/${application.id}$`));
      await colleague.context.close();
    });
  }
});
