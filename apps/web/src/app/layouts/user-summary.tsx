import { LogOut } from 'lucide-react';
import { Avatar } from '../../components/ui/avatar';
import { Button } from '../../components/ui/button';
import { useAuth } from '../../lib/auth/auth-context';

/** Who is signed in (name and photo) and the way out. */
export function UserSummary() {
  const { user, signOut } = useAuth();
  if (!user) return null;
  const name = user.displayName ?? user.email;
  return (
    <div className="flex flex-col gap-3 border-t border-border pt-4">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={name} src={user.profileImageUrl ?? user.photoURL} />
        <div className="min-w-0">
          <p className="truncate text-sm font-medium">{name}</p>
          <p className="truncate text-xs text-muted-foreground">{user.email}</p>
        </div>
      </div>
      <Button variant="outline" size="sm" onClick={() => signOut().catch(() => undefined)}>
        <LogOut aria-hidden="true" className="size-4" />
        Sign out
      </Button>
    </div>
  );
}
