import { ROUTES } from '@grantpilot/shared/constants';

export interface SettingsSection {
  path: string;
  /** Its name in the section navigation. */
  label: string;
  /** Its document title ('{Page} - GrantPilot', seed §2). */
  title: string;
  /** Shown to an organisation's owners and admins only. */
  adminOnly?: boolean;
}

/** Settings in sections with their own addresses; /settings goes to the first. */
export const SETTINGS_SECTIONS: readonly SettingsSection[] = [
  { path: ROUTES.settingsProfile, label: 'Profile', title: 'Profile settings' },
  { path: ROUTES.settingsAccount, label: 'Account and security', title: 'Account and security settings' },
  { path: ROUTES.settingsNotifications, label: 'Notifications', title: 'Notification settings' },
  { path: ROUTES.settingsOrganization, label: 'Organisation', title: 'Organisation settings', adminOnly: true },
  { path: ROUTES.settingsCalendar, label: 'Calendar', title: 'Calendar settings' },
];

export function settingsSectionAt(pathname: string) {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return SETTINGS_SECTIONS.find((section) => section.path === path);
}
