import { dispatch, useToasts } from '../../lib/toast/toast-store';
import { Toast, ToastAction, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';

/** Renders the toast list; closing one (timer, swipe, button) marks it dismissed in the store. */
export function Toaster() {
  const { toasts } = useToasts();
  return (
    <ToastProvider>
      {toasts.map(({ id, title, description, variant, open, action }) => (
        <Toast
          key={id}
          open={open}
          variant={variant}
          onOpenChange={(next) => {
            if (!next) dispatch({ type: 'DISMISS_TOAST', toastId: id });
          }}
        >
          <div className="grid gap-1">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          {action ? (
            <ToastAction altText={action.altText} onClick={action.onAction} className="self-center">
              {action.label}
            </ToastAction>
          ) : null}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
