import { Outlet, useLocation } from 'react-router';
import { roleAtLeast } from '@grantpilot/shared/organization-roles';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { usePageTitle } from '../../lib/use-page-title';
import { SettingsNav } from './components/settings-nav';
import { settingsSectionAt } from './settings-sections';

/**
 * Settings: one heading, the section navigation (a row of links on a phone, a column beside the
 * section on a wide screen) and the section of the address.
 */
export function SettingsLayout() {
  const { pathname } = useLocation();
  const { organization } = useActiveOrganization();
  const admin = Boolean(organization && roleAtLeast(organization.role, 'admin'));
  usePageTitle(settingsSectionAt(pathname)?.title ?? 'Settings');
  return (
    <>
      <header className="mb-6">
        <h1 className="text-2xl font-bold tracking-tight">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          {admin
            ? `Your profile, sign-in and preferences, and ${organization!.name}'s settings.`
            : 'Your profile, sign-in and preferences.'}
        </p>
      </header>
      <div className="flex flex-col gap-6 lg:flex-row lg:items-start">
        <SettingsNav admin={admin} />
        <div className="flex min-w-0 flex-1 flex-col gap-6">
          <Outlet />
        </div>
      </div>
    </>
  );
}
