import { useEffect, useRef, useState } from 'react';
import { COOKIE_BANNER_DELAY_MS, COOKIE_CONSENT_ACCEPTED, STORAGE_KEYS } from '@grantpilot/shared/constants';
import { Button } from '../components/ui/button';
import { cn } from '../lib/cn';
import { readStorage, writeStorage } from '../lib/storage';
import { useHydrated } from '../lib/use-hydrated';

/**
 * Seed §2/§4: shown 1 s after load while no consent is stored; 'Got it' stores it for good.
 * A page rendered at build time (decisions 035, 041) carries the banner in its HTML and the
 * browser shows it 1 s after it first styled it (styles.css, `cookie-banner-after-load`), unless
 * public/theme-init.js found consent stored: it appears on time however long the app takes to
 * start, and the app keeps that element once it runs. A page drawn by the app shows it 1 s after
 * load too, or as soon as it starts if that is later.
 */
export function CookieBanner() {
  const hydrated = useHydrated();
  // Only the server's render and the hydrating one run before `hydrated`: the HTML has the banner.
  const [inHtml] = useState(() => !hydrated);
  const [visible, setVisible] = useState(() => inHtml && !readStorage(STORAGE_KEYS.cookieConsent));
  const banner = useRef<HTMLElement>(null);

  useEffect(() => {
    if (inHtml || readStorage(STORAGE_KEYS.cookieConsent)) return;
    // The second counts from the page's load (its navigation), as on a prerendered page: an app
    // that took longer than that to start shows the banner at once.
    const timer = setTimeout(() => setVisible(true), Math.max(0, COOKIE_BANNER_DELAY_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [inHtml]);

  useEffect(() => (visible && banner.current ? reserveSpaceBelowPage(banner.current) : undefined), [visible]);

  if (hydrated ? !visible : !inHtml) return null;
  return (
    <section
      ref={banner}
      aria-label="Cookie notice"
      className={cn(
        inHtml && 'cookie-banner-after-load',
        'fixed inset-x-0 bottom-0 z-50 border-t border-border bg-surface p-4 shadow-lg sm:inset-x-auto sm:bottom-4 sm:left-4 sm:max-w-md sm:rounded-lg sm:border',
      )}
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
