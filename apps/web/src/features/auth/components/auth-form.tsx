import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, type FieldFrame } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useHydrated } from '../../../lib/use-hydrated';

/**
 * The form of a sign-in page: its fields, then one button that spins while the request runs.
 * The sign-in and create-account pages paint before the app runs (decision 041): until it has
 * taken the form over, the button is disabled, which also stops Enter in a field from submitting
 * the form natively (a GET with the password in the address). What is typed meanwhile stays:
 * hydration keeps an input's value, and React Hook Form takes a field edited before it was
 * registered as it is.
 */
export function AuthForm({
  onSubmit,
  submitting,
  submitLabel,
  children,
}: {
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <Button type="submit" disabled={submitting || !hydrated}>
        {submitting ? <Spinner className="size-4" /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}

type FieldProps = ComponentProps<'input'> & Omit<FieldFrame, 'label'>;

/** The account's email address, as every sign-in page asks for it. */
export function EmailField(props: FieldProps) {
  return <FormField label="Email" type="email" autoComplete="email" {...props} />;
}

/** A password: the current one to sign in, or a new one (`autoComplete="new-password"`). */
export function PasswordField({ label = 'Password', ...props }: FieldProps & { label?: string }) {
  return <FormField label={label} type="password" autoComplete="current-password" {...props} />;
}
