import { Brand } from './brand';
import { NavLinks } from './nav-links';
import { ThemeToggle } from './theme-toggle';
import { UserSummary } from './user-summary';

/** The desktop navigation, fixed on the left. */
export function Sidebar() {
  return (
    <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 flex-col gap-6 border-r border-border bg-surface p-4 md:flex">
      <div className="flex items-center justify-between gap-2">
        <Brand />
        <ThemeToggle />
      </div>
      <nav aria-label="Main" className="flex-1 overflow-y-auto">
        <NavLinks />
      </nav>
      <UserSummary />
    </aside>
  );
}
