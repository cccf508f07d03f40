import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { redirectTo } from './redirect';

const assign = vi.fn();

beforeEach(() => {
  vi.useFakeTimers();
  window.history.replaceState(null, '', '/start');
  vi.stubGlobal('location', { ...window.location, pathname: '/start', origin: window.location.origin, assign });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  assign.mockReset();
});

describe('redirectTo', () => {
  it('hard-redirects when client navigation has not happened within 100 ms', () => {
    const navigate = vi.fn();
    redirectTo('/auth/login', navigate);
    expect(navigate).toHaveBeenCalledWith('/auth/login');
    vi.advanceTimersByTime(99);
    expect(assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(assign).toHaveBeenCalledWith('/auth/login');
  });

  it('does nothing more when the client navigation arrived', () => {
    redirectTo('/dashboard?tab=1', () => {
      (window.location as { pathname: string }).pathname = '/dashboard';
    });
    vi.advanceTimersByTime(100);
    expect(assign).not.toHaveBeenCalled();
  });

  it('waits for a navigation still loading the next page, instead of reloading the app', async () => {
    let finish: () => void = () => undefined;
    redirectTo('/dashboard', () => new Promise<void>((resolve) => (finish = resolve)));
    vi.advanceTimersByTime(500);
    expect(assign).not.toHaveBeenCalled();
    (window.location as { pathname: string }).pathname = '/dashboard';
    finish();
    await vi.runAllTimersAsync();
    expect(assign).not.toHaveBeenCalled();
  });

  it('hard-redirects when a navigation under way fails or ends elsewhere', async () => {
    redirectTo('/dashboard', () => Promise.reject(new Error('chunk failed')));
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).toHaveBeenCalledWith('/dashboard');
    assign.mockReset();
    redirectTo('/projects', () => Promise.resolve());
    await vi.advanceTimersByTimeAsync(100);
    expect(assign).toHaveBeenCalledWith('/projects');
  });
});
