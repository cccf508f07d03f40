import { Brand } from './brand';
import { NavLinks } from './nav-links';
import { OrganizationSwitcher } from './organization-switcher';
import { ThemeToggle } from './theme-toggle';
import { UserSummary } from './user-summary';

/** The desktop navigation: a full-height column whose content stays in view while the page scrolls. */
export function Sidebar() {
  return (
    <aside className="hidden w-64 shrink-0 border-r border-border bg-surface md:block">
      <div className="sticky top-0 flex h-dvh flex-col gap-6 p-4">
        <div className="flex items-center justify-between gap-2">
          <Brand />
          <ThemeToggle />
        </div>
        <OrganizationSwitcher />
        <nav aria-label="Main" className="flex-1 overflow-y-auto">
          <NavLinks />
        </nav>
        <UserSummary />
      </div>
    </aside>
  );
}
