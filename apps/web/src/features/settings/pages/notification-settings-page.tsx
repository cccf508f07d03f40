import { NotificationsSection } from '../components/notifications-section';

export function NotificationSettingsPage() {
  return <NotificationsSection index={0} />;
}
