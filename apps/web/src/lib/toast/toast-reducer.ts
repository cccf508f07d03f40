import type { ReactNode } from 'react';
import { TOAST_LIMIT } from '@grantpilot/shared/constants';

/** Seed §3: a toast is an id, an open flag and the caller's title, description and style. */
export interface ToastItem {
  id: string;
  open: boolean;
  title?: ReactNode;
  description?: ReactNode;
  variant?: 'default' | 'destructive';
  /** One action the toast offers, such as undoing what it reports. */
  action?: { label: string; altText: string; onAction: () => void };
}

export interface ToastState {
  toasts: ToastItem[];
}

export type ToastAction =
  | { type: 'ADD_TOAST'; toast: ToastItem }
  | { type: 'UPDATE_TOAST'; toast: Partial<ToastItem> & { id: string } }
  | { type: 'DISMISS_TOAST'; toastId?: string }
  | { type: 'REMOVE_TOAST'; toastId?: string };

/** Pure: timers live in the store, so the rules of the list can be tested on their own. */
export function toastReducer(state: ToastState, action: ToastAction): ToastState {
  switch (action.type) {
    case 'ADD_TOAST':
      return { toasts: [action.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'UPDATE_TOAST':
      return {
        toasts: state.toasts.map((toast) => (toast.id === action.toast.id ? { ...toast, ...action.toast } : toast)),
      };
    case 'DISMISS_TOAST':
      return {
        toasts: state.toasts.map((toast) =>
          action.toastId === undefined || toast.id === action.toastId ? { ...toast, open: false } : toast,
        ),
      };
    case 'REMOVE_TOAST':
      return {
        toasts: action.toastId === undefined ? [] : state.toasts.filter((toast) => toast.id !== action.toastId),
      };
  }
}
