import { NavLink } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { SETTINGS_SECTIONS } from '../settings-sections';

/**
 * The settings sections: links that wrap into rows on a phone (every section in sight, nothing
 * scrolled away) and stand in a column beside the section on a wide screen.
 */
export function SettingsNav({ admin }: { admin: boolean }) {
  return (
    <nav aria-label="Settings sections" className="lg:sticky lg:top-6 lg:w-52 lg:shrink-0">
      <ul className="flex flex-wrap gap-2 lg:flex-col lg:gap-1">
        {SETTINGS_SECTIONS.filter((section) => admin || !section.adminOnly).map(({ path, label }) => (
          <li key={path}>
            <NavLink
              to={path}
              className={({ isActive }) =>
                cn(
                  'block rounded-md border px-3 py-2 text-sm font-medium transition-colors lg:border-transparent',
                  focusRing,
                  isActive
                    ? 'border-transparent bg-accent text-accent-foreground'
                    : 'border-border text-foreground hover:bg-surface-muted',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
