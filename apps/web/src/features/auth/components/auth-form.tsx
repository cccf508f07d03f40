import type { ComponentProps, FormEventHandler, ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FormField, type FieldFrame } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';

/** The form of a sign-in page: its fields, then one button that spins while the request runs. */
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
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {children}
      <Button type="submit" disabled={submitting}>
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
