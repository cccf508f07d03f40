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
});
