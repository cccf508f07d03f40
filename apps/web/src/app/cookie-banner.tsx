import { useEffect, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_ACCEPTED, STORAGE_KEYS } from '@grantpilot/shared/constants';
import { Button } from '../components/ui/button';
import { readStorage, writeStorage } from '../lib/storage';

/** Seed §2/§4: shown 1 s after load while no consent is stored; 'Got it' stores it for good. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.cookieConsent)) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <section
      aria-label="Cookie notice"
      className="fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border"
    >
      <p className="text-sm text-foreground">
        GrantPilot uses only the cookies it needs to keep you signed in and remembers your choices (such as the theme)
        in this browser. Nothing is shared with third parties.
      </p>
      <div className="mt-3 flex justify-end">
        <Button
          size="sm"
          onClick={() => {
            writeStorage(STORAGE_KEYS.cookieConsent, COOKIE_CONSENT_ACCEPTED);
            setVisible(false);
          }}
        >
          Got it
        </Button>
      </div>
    </section>
  );
}
