import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { helpArticlePath } from '@grantpilot/shared/constants';
import { MarkedParts } from '../../../components/documents/highlighted-text';
import { focusRing } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { SearchField } from '../../../components/ui/search-field';
import { cn } from '../../../lib/cn';
import { HELP_ARTICLES } from '../help-articles';
import { searchHelpArticles } from '../help-search';

/** The search's words in the address, so Back from an article returns to the same results. */
export const HELP_SEARCH_PARAM = 'q';

const plural = (count: number) => `${count} article${count === 1 ? '' : 's'}`;

/**
 * The help centre: every article, narrowed as the person types, the words marked in each title
 * and passage. Enter opens the first article; the arrow keys move between the search box and
 * the results.
 */
export function HelpCentre() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [params, setParams] = useSearchParams();
  const addressQ = params.get(HELP_SEARCH_PARAM) ?? '';
  const [q, setQ] = useState(addressQ);
  // The box follows the address when it changes from outside (Back, the navigation's Support link).
  const [seenAddressQ, setSeenAddressQ] = useState(addressQ);
  if (addressQ !== seenAddressQ) {
    setSeenAddressQ(addressQ);
    if (addressQ.trim() !== q.trim()) setQ(addressQ);
  }
  const results = useMemo(() => searchHelpArticles(HELP_ARTICLES, q), [q]);
  const list = useRef<HTMLUListElement>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  const searching = q.trim() !== '';

  const change = (next: string) => {
    setQ(next);
    // Replaced, not pushed: Back leaves the search rather than undoing it one letter at a time.
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.trim()) updated.set(HELP_SEARCH_PARAM, next);
        else updated.delete(HELP_SEARCH_PARAM);
        return updated;
      },
      { replace: true },
    );
  };

  const links = () => [...(list.current?.querySelectorAll<HTMLAnchorElement>('a[data-help-result]') ?? [])];
  const onResultKey = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const all = links();
    const at = all.indexOf(document.activeElement as HTMLAnchorElement);
    const next = event.key === 'ArrowDown' ? at + 1 : at - 1;
    event.preventDefault();
    if (next < 0) searchBox.current?.focus();
    else all[Math.min(next, all.length - 1)]?.focus();
  };

  return (
    <section aria-labelledby="help-articles-heading" className="flex flex-col gap-4">
      <h2 id="help-articles-heading" className="text-lg font-semibold">
        Help articles
      </h2>
      <form
        role="search"
        aria-label="Help articles"
        onSubmit={(event) => {
          event.preventDefault();
          const first = results[0];
          if (searching && first) void navigate(helpArticlePath(first.article.slug), { state: { search } });
        }}
      >
        <SearchField
          ref={searchBox}
          label="Search help articles"
          placeholder="For example: invite, calendar, time zone"
          value={q}
          aria-describedby="help-search-count"
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && results.length) {
              event.preventDefault();
              links()[0]?.focus();
            }
          }}
        />
      </form>
      <p id="help-search-count" role="status" className="text-sm text-muted-foreground">
        {!searching
          ? `${plural(results.length)}. Type to search their titles and text.`
          : results.length
            ? `${plural(results.length)} match “${q.trim()}”.`
            : `No articles match “${q.trim()}”. Try fewer or other words.`}
      </p>
      {results.length ? (
        <ul ref={list} aria-label="Help articles" className="grid gap-3 md:grid-cols-2" onKeyDown={onResultKey}>
          {results.map(({ article, title, excerpt }, index) => (
            <li key={article.slug}>
              <Card enterIndex={index} className="relative h-full p-4 hover:bg-surface-muted">
                <h3 className="font-medium">
                  {/* The link covers the card, so the whole card opens the article. */}
                  <Link
                    to={helpArticlePath(article.slug)}
                    state={{ search }}
                    data-help-result=""
                    className={cn(
                      'rounded-sm after:absolute after:inset-0 after:rounded-lg after:content-[""]',
                      focusRing,
                      'focus-visible:ring-offset-0 focus-visible:after:ring-2 focus-visible:after:ring-ring',
                    )}
                  >
                    <MarkedParts parts={title} />
                  </Link>
                </h3>
                <p className="mt-1 text-sm text-muted-foreground">
                  <MarkedParts parts={excerpt} />
                </p>
              </Card>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
