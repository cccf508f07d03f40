import { Outlet } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query';
import { PhoneMenu } from './phone-menu';
import { Sidebar } from './sidebar';

/** The signed-in app: a sidebar on a desktop, a menu on a phone, the page beside or below. */
export function AppLayout() {
  // Only the navigation the screen shows is drawn (Tailwind's `md` breakpoint, as the two
  // components' own classes): drawing both, one hidden by CSS, doubled the first screen's work.
  const desktop = useMediaQuery('(min-width: 48rem)');
  return (
    <div className="min-h-dvh md:flex">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-surface focus:px-3 focus:py-2 focus:ring-2 focus:ring-ring"
      >
        Skip to content
      </a>
      {desktop !== false && <Sidebar />}
      {desktop !== true && <PhoneMenu />}
      <main id="main" tabIndex={-1} className="min-w-0 flex-1 px-4 py-6 outline-none md:px-8 md:py-8">
        <div className="mx-auto max-w-5xl">
          <Outlet />
        </div>
      </main>
    </div>
  );
}
