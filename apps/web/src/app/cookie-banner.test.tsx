import fs from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { COOKIE_BANNER_DELAY_MS } from '@grantpilot/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from './cookie-banner';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CookieBanner (seed §2, §4)', () => {
  it('appears after exactly 1000 ms when no consent is stored', () => {
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('counts the second from the page’s load, not from the app’s start', () => {
    // The fake clock's performance.now() starts at 0: the page has been loading for 600 ms.
    act(() => vi.advanceTimersByTime(600));
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(399));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it('shows at once when the app starts later than 1 s after load', () => {
    act(() => vi.advanceTimersByTime(2500));
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(0));
    expect(screen.getByRole('region', { name: 'Cookie notice' })).toBeInTheDocument();
  });

  it("stores 'accepted' on Got it and hides", () => {
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(localStorage.getItem('cookie_consent')).toBe('accepted');
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  it('stays hidden once consent is stored', () => {
    localStorage.setItem('cookie_consent', 'accepted');
    render(<CookieBanner />);
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.queryByRole('region', { name: 'Cookie notice' })).toBeNull();
  });

  describe('in a page rendered at build time (decision 041)', () => {
    function hydrated() {
      const container = document.createElement('div');
      container.innerHTML = renderToString(<CookieBanner />);
      document.body.append(container);
      const parsed = container.querySelector('section');
      act(() => void hydrateRoot(container, <CookieBanner />));
      return { container, parsed };
    }

    afterEach(() => document.body.replaceChildren());

    it('is in the HTML, for the browser to show 1 s after load (styles.css)', () => {
      const html = renderToString(<CookieBanner />);
      expect(html).toContain('aria-label="Cookie notice"');
      expect(html).toContain('cookie-banner-after-load');
      const styles = fs.readFileSync(path.resolve(import.meta.dirname, '../styles.css'), 'utf8');
      expect(styles).toMatch(
        new RegExp(
          `\\.cookie-banner-after-load \\{\\s*animation: appear-after-load 0s linear ${COOKIE_BANNER_DELAY_MS}ms both;`,
        ),
      );
    });

    it('is kept as it is by the app while no consent is stored, and Got it still stores it', () => {
      const { container, parsed } = hydrated();
      act(() => vi.advanceTimersByTime(10_000));
      expect(container.querySelector('section')).toBe(parsed);
      fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
      expect(localStorage.getItem('cookie_consent')).toBe('accepted');
      expect(container.querySelector('section')).toBeNull();
    });

    it('goes once the app runs when consent is stored', () => {
      localStorage.setItem('cookie_consent', 'accepted');
      const { container } = hydrated();
      expect(container.querySelector('section')).toBeNull();
    });
  });
});
