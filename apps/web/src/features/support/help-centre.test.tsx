import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grantpilot/shared/constants';
import { HelpCentre } from './components/help-centre';
import { HelpArticlePage } from './help-article-page';
import { HELP_ARTICLES } from './help-articles';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: ROUTES.support, element: <HelpCentre /> },
      { path: ROUTES.helpArticle, element: <HelpArticlePage /> },
      { path: '*', element: <p>Another page</p> },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const results = () => within(screen.getByRole('list', { name: 'Help articles' })).getAllByRole('link');

describe('the help centre', () => {
  it('lists every article before anything is typed', () => {
    renderAt(ROUTES.support);
    expect(results()).toHaveLength(HELP_ARTICLES.length);
    expect(screen.getByRole('status')).toHaveTextContent(`${HELP_ARTICLES.length} articles.`);
  });

  it('narrows the articles as you type, marks the words, and keeps the search in the address', async () => {
    const router = renderAt(ROUTES.support);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search help articles' }), 'calendar');
    expect(results()[0]).toHaveTextContent('See deadlines in your calendar');
    expect(results().length).toBeLessThan(HELP_ARTICLES.length);
    const marks = document.querySelectorAll('mark');
    expect(marks.length).toBeGreaterThan(0);
    for (const mark of marks) expect(mark.textContent?.toLowerCase()).toBe('calendar');
    expect(router.state.location.search).toBe('?q=calendar');
  });

  it('follows the address when it changes from outside, as the navigation’s Support link does', async () => {
    const router = renderAt(`${ROUTES.support}?q=calendar`);
    expect(screen.getByRole('searchbox')).toHaveValue('calendar');
    await act(() => router.navigate(ROUTES.support));
    expect(screen.getByRole('searchbox')).toHaveValue('');
    expect(results()).toHaveLength(HELP_ARTICLES.length);
  });

  it('says so when nothing matches', async () => {
    renderAt(ROUTES.support);
    await userEvent.type(screen.getByRole('searchbox'), 'zebra crossing');
    expect(screen.getByRole('status')).toHaveTextContent('No articles match “zebra crossing”.');
    expect(screen.queryByRole('list', { name: 'Help articles' })).toBeNull();
  });

  it('opens the first article with Enter, and moves between results with the arrow keys', async () => {
    const router = renderAt(`${ROUTES.support}?q=invite`);
    const box = screen.getByRole('searchbox');
    expect(box).toHaveValue('invite');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(results()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(results()[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(router.state.location.pathname).toBe('/support/articles/inviting-your-team');
    expect(await screen.findByRole('heading', { level: 1, name: 'Invite your team' })).toBeInTheDocument();
    expect(document.title).toBe('Invite your team - GrantPilot');
    expect(screen.getByRole('link', { name: 'All help articles' })).toHaveAttribute('href', '/support?q=invite');
  });
});

describe('an article’s page', () => {
  it('shows the article, and follows its links inside the app without reloading', async () => {
    const router = renderAt('/support/articles/roles');
    expect(screen.getByRole('heading', { level: 1, name: 'Roles: who can do what' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All help articles' })).toHaveAttribute('href', ROUTES.support);
    await userEvent.click(screen.getAllByRole('link', { name: 'Team' })[0]!);
    expect(router.state.location.pathname).toBe(ROUTES.team);
  });

  it('is the not-found page for an unknown slug', () => {
    renderAt('/support/articles/no-such-article');
    expect(screen.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found - GrantPilot');
  });
});
