import { useId } from 'react';
import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { DASHBOARD_PARAMS, ROUTES } from '@grantpilot/shared/constants';
import { focusRing } from '../../components/ui/button';
import { Select } from '../../components/ui/select';
import { cn } from '../../lib/cn';
import { useActiveOrganization } from '../../lib/organizations/get-my-organizations';
import { useSetActiveOrganization } from '../../lib/organizations/set-active-organization';

/**
 * Which organisation the user works in. The choice is remembered on the server, so it follows
 * the user to another browser; without an organisation there is nothing to switch (the
 * dashboard's onboarding creates one).
 */
export function OrganizationSwitcher() {
  const selectId = useId();
  const { organizations, organization } = useActiveOrganization();
  const setActive = useSetActiveOrganization();
  if (!organization) return null;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={selectId} className="text-xs font-medium text-muted-foreground">
        Organisation
      </label>
      <Select
        id={selectId}
        value={organization.id}
        disabled={setActive.isPending}
        onChange={(event) => setActive.mutate(event.target.value)}
      >
        {organizations.map(({ id, name }) => (
          <option key={id} value={id}>
            {name}
          </option>
        ))}
      </Select>
      <Link
        to={`${ROUTES.dashboard}?${DASHBOARD_PARAMS.newOrganization}`}
        className={cn(
          'inline-flex items-center gap-1 self-start rounded-sm text-xs text-muted-foreground hover:text-foreground',
          focusRing,
        )}
      >
        <Plus aria-hidden="true" className="size-3" />
        New organisation
      </Link>
    </div>
  );
}
