import { act, fireEvent, render, screen } from '@testing-library/react';
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
});
