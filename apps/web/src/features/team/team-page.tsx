import { Avatar } from '../../components/ui/avatar';
import { Card } from '../../components/ui/card';
import { PageHeader } from '../../components/ui/page-header';
import { useAuth } from '../../lib/auth/auth-context';

export function TeamPage() {
  const { user } = useAuth();
  if (!user) return null;
  const name = user.displayName ?? user.email;
  return (
    <>
      <PageHeader title="Team" description="The people who work on your organisation's grants." />
      <Card enterIndex={0}>
        <h2 className="border-b border-border px-5 py-3 text-sm font-semibold">Members</h2>
        <ul>
          <li className="flex items-center gap-3 px-5 py-4">
            <Avatar name={name} src={user.photoURL ?? user.profileImageUrl} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">
                {name} <span className="text-sm font-normal text-muted-foreground">(you)</span>
              </p>
              <p className="truncate text-sm text-muted-foreground">{user.email}</p>
            </div>
          </li>
        </ul>
        <p className="border-t border-border px-5 py-3 text-sm text-muted-foreground">
          You are the only member so far. Inviting colleagues by email is coming to this page.
        </p>
      </Card>
    </>
  );
}
