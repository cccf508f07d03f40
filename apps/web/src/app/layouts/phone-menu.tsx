import { useEffect, useId, useState } from 'react';
import { useLocation } from 'react-router';
import { Menu, X } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Brand } from './brand';
import { NavLinks } from './nav-links';
import { OrganizationSwitcher } from './organization-switcher';
import { ThemeToggle } from './theme-toggle';
import { UserSummary } from './user-summary';

/** The phone's header: the brand, and a menu button that opens the navigation below it. */
export function PhoneMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const { pathname, search } = useLocation();
  const location = pathname + search;
  const [shownFor, setShownFor] = useState(location);
  // Following a link closes the menu.
  if (shownFor !== location) {
    setShownFor(location);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="sticky top-0 z-40 border-b border-border bg-surface md:hidden">
      <div className="flex h-14 items-center justify-between gap-2 px-4">
        <Brand />
        <div className="flex items-center gap-1">
          <ThemeToggle />
          <Button
            variant="ghost"
            size="icon"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={open ? 'Close menu' : 'Open menu'}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? <X aria-hidden="true" className="size-5" /> : <Menu aria-hidden="true" className="size-5" />}
          </Button>
        </div>
      </div>
      {/* The panel's content is drawn only while it is open: closed, it was the first screen's
          work for nothing (the button's aria-controls still names the panel). */}
      <nav id={panelId} aria-label="Main" hidden={!open} className="border-t border-border px-4 py-3">
        {open && (
          <>
            <div className="mb-4">
              <OrganizationSwitcher />
            </div>
            <NavLinks onNavigate={() => setOpen(false)} />
            <div className="mt-4">
              <UserSummary />
            </div>
          </>
        )}
      </nav>
    </header>
  );
}
