import { NavLink } from 'react-router';
import { ADMIN_ROLE, ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../components/ui/button';
import { useSupportCounts } from '../../features/support/api/get-support-counts';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { hasRole } from '../../lib/roles';
import { INSTANCE_ADMIN_NAV_ITEMS, NAV_ITEMS } from './nav-items';

export function NavLinks({ onNavigate }: { onNavigate?: () => void }) {
  const { user, status } = useAuth();
  const admin = hasRole(user, ADMIN_ROLE);
  const items = [
    ...NAV_ITEMS.filter((item) => !item.role || hasRole(user, item.role)),
    ...(admin ? INSTANCE_ADMIN_NAV_ITEMS : []),
  ];
  const counts = useSupportCounts(status === 'authenticated').data;
  // Support: tickets with an answer the user has not read; the queue: tickets waiting for support.
  const badges: Record<string, { count: number; words: string }> = {
    [ROUTES.support]: { count: counts?.unread ?? 0, words: 'unread' },
    [ROUTES.adminSupport]: { count: counts?.waiting ?? 0, words: 'waiting' },
  };
  return (
    <ul className="flex flex-col gap-1">
      {items.map(({ label, to, icon: Icon }) => {
        const badge = badges[to];
        return (
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
              {badge && badge.count > 0 ? (
                <span className="ml-auto rounded-full bg-primary px-2 text-xs font-semibold text-primary-foreground">
                  {badge.count}
                  <span className="sr-only"> {badge.words}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        );
      })}
    </ul>
  );
}
