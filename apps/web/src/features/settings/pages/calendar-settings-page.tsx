import { CalendarSection } from '../components/calendar-section';

export function CalendarSettingsPage() {
  return <CalendarSection index={0} />;
}
