import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getToastState, resetToasts, toast } from './toast-store';

beforeEach(() => {
  vi.useFakeTimers();
  resetToasts();
});
afterEach(() => vi.useRealTimers());

describe('toast store', () => {
  it('adds an open toast with the caller’s title, description and style', () => {
    toast({ title: 'Login Failed', description: 'Invalid email or password', variant: 'destructive' });
    expect(getToastState().toasts).toEqual([
      expect.objectContaining({
        open: true,
        title: 'Login Failed',
        description: 'Invalid email or password',
        variant: 'destructive',
      }),
    ]);
  });

  it('removes a dismissed toast after exactly 1,000,000 ms', () => {
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(getToastState().toasts[0]?.open).toBe(false);
    vi.advanceTimersByTime(999_999);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('updates a shown toast', () => {
    const shown = toast({ title: 'Saving' });
    shown.update({ title: 'Saved' });
    expect(getToastState().toasts[0]?.title).toBe('Saved');
  });
});
