import { useEffect, useRef, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_ACCEPTED, STORAGE_KEYS } from '@grantpilot/shared/constants';
import { Button } from '../components/ui/button';
import { readStorage, writeStorage } from '../lib/storage';

/** Seed §2/§4: shown 1 s after load while no consent is stored; 'Got it' stores it for good. */
export function CookieBanner() {
  const [visible, setVisible] = useState(false);
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (readStorage(STORAGE_KEYS.cookieConsent)) return;
    const timer = setTimeout(() => setVisible(true), COOKIE_BANNER_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  useEffect(() => (visible && banner.current ? reserveSpaceBelowPage(banner.current) : undefined), [visible]);

  if (!visible) return null;
  return (
    <section
      ref={banner}
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

/**
 * The fixed banner would cover the end of every page (on a phone, the last controls of a form)
 * and nothing could scroll past it: the page gets as much room below it as the banner takes from
 * the bottom of the screen, for as long as the banner is shown. Returns the clean-up.
 */
function reserveSpaceBelowPage(element: HTMLElement) {
  const body = document.body;
  const reserve = () => {
    body.style.paddingBottom = `${Math.max(0, window.innerHeight - element.getBoundingClientRect().top)}px`;
  };
  reserve();
  // The banner's height changes only as its text reflows, with the width of the window.
  window.addEventListener('resize', reserve);
  return () => {
    window.removeEventListener('resize', reserve);
    body.style.paddingBottom = '';
  };
}
