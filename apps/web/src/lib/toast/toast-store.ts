import { useSyncExternalStore } from 'react';
import { TOAST_REMOVE_DELAY_MS } from '@grantpilot/shared/constants';
import { toastReducer, type ToastAction, type ToastItem, type ToastState } from './toast-reducer';

let state: ToastState = { toasts: [] };
let counter = 0;
const listeners = new Set<() => void>();
const removals = new Map<string, ReturnType<typeof setTimeout>>();

/** Seed §4: a dismissed toast stays in the list (closing) until 1,000,000 ms have passed. */
function scheduleRemoval(toastId: string) {
  if (removals.has(toastId)) return;
  removals.set(
    toastId,
    setTimeout(() => {
      removals.delete(toastId);
      dispatch({ type: 'REMOVE_TOAST', toastId });
    }, TOAST_REMOVE_DELAY_MS),
  );
}

export function dispatch(action: ToastAction) {
  if (action.type === 'DISMISS_TOAST') {
    const ids = action.toastId === undefined ? state.toasts.map((toast) => toast.id) : [action.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, action);
  for (const listener of listeners) listener();
}

export type ToastInput = Omit<ToastItem, 'id' | 'open'>;

export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  dispatch({ type: 'ADD_TOAST', toast: { ...input, id, open: true } });
  return {
    id,
    dismiss: () => dispatch({ type: 'DISMISS_TOAST', toastId: id }),
    update: (changes: ToastInput) => dispatch({ type: 'UPDATE_TOAST', toast: { ...changes, id } }),
  };
}

export function getToastState() {
  return state;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts() {
  return useSyncExternalStore(subscribe, getToastState, getToastState);
}

/** For tests: start from an empty list with no pending removals. */
export function resetToasts() {
  removals.forEach(clearTimeout);
  removals.clear();
  state = { toasts: [] };
}
