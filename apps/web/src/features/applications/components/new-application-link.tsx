import { Link } from 'react-router';
import { Plus } from 'lucide-react';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';

export function NewApplicationLink() {
  return (
    <Button asChild>
      <Link to={ROUTES.newApplication}>
        <Plus aria-hidden="true" className="size-4" />
        New Application
      </Link>
    </Button>
  );
}
