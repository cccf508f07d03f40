import { NavLink, Outlet } from 'react-router';
import { ADMIN_ROLE, ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../components/ui/button';
import { NotFoundState } from '../../components/ui/not-found-state';
import { useAuth } from '../../lib/auth/auth-context';
import { cn } from '../../lib/cn';
import { hasRole } from '../../lib/roles';

const SECTIONS = [
  { label: 'Users', to: ROUTES.admin, end: true },
  { label: 'Organisations', to: ROUTES.adminOrganizations, end: false },
  { label: 'Support queue', to: ROUTES.adminSupport, end: false },
  { label: 'System health', to: ROUTES.adminHealth, end: false },
];

/**
 * Instance administration: its sections, for the `admin` role only. Anyone else sees the
 * not-found page, as the API answers them 404: the section is not advertised.
 */
export function AdminLayout() {
  const { user } = useAuth();
  if (!hasRole(user, ADMIN_ROLE)) return <NotFoundState />;
  return (
    <>
      <nav aria-label="Administration" className="mb-6 border-b border-border">
        <ul className="flex flex-wrap gap-x-1">
          {SECTIONS.map(({ label, to, end }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={end}
                className={({ isActive }) =>
                  cn(
                    '-mb-px inline-block border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap',
                    focusRing,
                    isActive
                      ? 'border-primary text-foreground'
                      : 'border-transparent text-muted-foreground hover:text-foreground',
                  )
                }
              >
                {label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <Outlet />
    </>
  );
}
