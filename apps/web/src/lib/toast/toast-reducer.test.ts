import { describe, expect, it } from 'vitest';
import { toastReducer, type ToastItem } from './toast-reducer';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, title: id, ...extra });

describe('toastReducer (seed §4)', () => {
  it('keeps only one toast: the newest', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: item('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: item('2') });
    expect(state.toasts.map((toast) => toast.id)).toEqual(['2']);
  });

  it('updates a toast by id', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Saved' } });
    expect(state.toasts[0]).toMatchObject({ id: '1', title: 'Saved', open: true });
  });

  it('dismisses by setting open to false, one or all', () => {
    const one = toastReducer({ toasts: [item('1'), item('2')] }, { type: 'DISMISS_TOAST', toastId: '2' });
    expect(one.toasts.map((toast) => toast.open)).toEqual([true, false]);
    const all = toastReducer({ toasts: [item('1'), item('2')] }, { type: 'DISMISS_TOAST' });
    expect(all.toasts.every((toast) => !toast.open)).toBe(true);
  });

  it('removes one or all', () => {
    expect(toastReducer({ toasts: [item('1'), item('2')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([
      item('2'),
    ]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});
