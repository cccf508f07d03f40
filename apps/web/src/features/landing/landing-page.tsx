import { Link } from 'react-router';
import { CalendarClock, FileSearch, FolderKanban, Files } from 'lucide-react';
import { PRODUCT_NAME, ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { ProductMark } from '../../components/ui/product-mark';
import { usePageTitle } from '../../lib/use-page-title';

const FEATURES = [
  {
    icon: FolderKanban,
    title: 'Projects and applications',
    text: 'Follow every application from first idea to award, tied to the project it funds.',
  },
  {
    icon: CalendarClock,
    title: 'Deadlines you do not miss',
    text: 'Funder deadlines, internal deadlines and tasks in one pipeline, with reminders.',
  },
  {
    icon: Files,
    title: 'Documents in one place',
    text: 'Calls for proposals, guidelines, budgets and reports, searchable and versioned.',
  },
  {
    icon: FileSearch,
    title: 'AI-assisted analysis',
    text: 'Pull the key facts out of a call and see how well each of your projects fits it.',
  },
];

/** The page's part of its title; the build writes the whole title into the prerendered page. */
export const LANDING_PAGE_TITLE = 'Grant management for organisations';

export function LandingPage() {
  usePageTitle(LANDING_PAGE_TITLE);
  return (
    <div className="min-h-dvh">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <span className="flex items-center gap-2 text-lg font-semibold">
          <ProductMark className="size-8" />
          {PRODUCT_NAME}
        </span>
        <nav aria-label="Account" className="flex items-center gap-2">
          <Button asChild variant="ghost" size="sm">
            <Link to={ROUTES.login}>Sign in</Link>
          </Button>
          <Button asChild size="sm">
            <Link to={ROUTES.register}>Create account</Link>
          </Button>
        </nav>
      </header>
      <main id="main" className="mx-auto max-w-5xl px-4 pt-10 pb-16 sm:px-6 sm:pt-16">
        <h1 className="max-w-3xl text-4xl font-bold tracking-tight sm:text-5xl">{PRODUCT_NAME}</h1>
        <p className="mt-4 max-w-2xl text-lg text-muted-foreground">
          Run your organisation&apos;s grant work in one place: projects, applications from idea to award, the documents
          behind them and AI-assisted analysis of calls for proposals.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild>
            <Link to={ROUTES.register}>Get started for free</Link>
          </Button>
          <Button asChild variant="outline">
            <Link to={ROUTES.login}>Sign in</Link>
          </Button>
        </div>
        <section aria-labelledby="what-it-does" className="mt-16">
          <h2 id="what-it-does" className="text-xl font-semibold">
            What {PRODUCT_NAME} does
          </h2>
          <ul className="mt-6 grid gap-4 sm:grid-cols-2">
            {FEATURES.map(({ icon: Icon, title, text }, index) => (
              <li key={title}>
                <Card enterIndex={index} className="h-full p-5">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <h3 className="mt-3 font-semibold">{title}</h3>
                  <p className="mt-1 text-sm text-muted-foreground">{text}</p>
                </Card>
              </li>
            ))}
          </ul>
        </section>
      </main>
      <footer className="border-t border-border py-6 text-center text-sm text-muted-foreground">
        {PRODUCT_NAME} is self-hosted: your organisation&apos;s data stays on your own server.
      </footer>
    </div>
  );
}
