import { NavLink } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { hasRole } from '../../lib/roles';
import { NAV_ITEMS } from './nav-items';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useAuth();
  const items = NAV_ITEMS.filter((item) => !item.role || hasRole(user, item.role));
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon }) => (
        <li key={to}>
          <NavLink
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                focusRing,
                isActive ? 'bg-accent text-accent-foreground' : 'text-foreground hover:bg-surface-muted',
              )
            }
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
