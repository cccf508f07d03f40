import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { useHydrated } from '../../../lib/use-hydrated';
import { GoogleMark } from './google-mark';

/**
 * "Continue with Google" below the password form, when the identity service offers it. A
 * failure shows the 'Login Failed' toast; on success the guard sends the user on, as after a
 * password sign-in.
 */
export function GoogleSignIn() {
  const { signInProviders, signInWithProvider } = useAuth();
  const [signingIn, setSigningIn] = useState(false);
  // Painted before the app runs (decision 041): no use until the app has taken it over.
  const hydrated = useHydrated();
  if (!signInProviders.includes('google')) return null;

  const signInWithGoogle = () => {
    setSigningIn(true);
    // Straight from the click, so the browser lets the sign-in window open.
    signInWithProvider('google')
      .catch(() => undefined)
      .finally(() => setSigningIn(false));
  };

  return (
    <div className="mt-4 flex flex-col gap-4">
      <div aria-hidden="true" className="flex items-center gap-3 text-xs text-muted-foreground">
        <span className="h-px flex-1 bg-border" />
        or
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button variant="outline" disabled={signingIn || !hydrated} onClick={signInWithGoogle}>
        {signingIn ? <Spinner className="size-4" /> : <GoogleMark className="size-4" />}
        Continue with Google
      </Button>
    </div>
  );
}
