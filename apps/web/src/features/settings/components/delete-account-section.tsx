import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AppUser } from '../../../lib/auth/app-user';
import { AuthError } from '../../../lib/auth/auth-client';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { deleteAccountSchema, type DeleteAccountValues } from '../schemas';
import { DeleteSection } from './delete-section';
import { fieldProps } from '../../../lib/field-props';

export function DeleteAccountSection({ user, index }: { user: AppUser; index: number }) {
  const { deleteAccount } = useAuth();
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema(user.email, user.hasPassword)),
    defaultValues: { confirmEmail: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  // On success the session ends and the browser goes to the landing page. Without a password
  // the identity service asks the person to sign in with Google again instead.
  const onSubmit = form.handleSubmit(({ password }) =>
    deleteAccount(user.hasPassword ? password : undefined).catch((error: unknown) => {
      if (error instanceof AuthError && error.kind === 'wrong-password') {
        form.setError('password', { message: error.message });
      }
    }),
  );

  return (
    <DeleteSection
      index={index}
      headingId="delete-heading"
      title="Delete account"
      description="Your account and your settings are removed for good. This cannot be undone."
      dialogTitle="Delete your account?"
      dialogDescription={
        user.hasPassword ? (
          <>
            To confirm, type your email address <strong className="text-foreground">{user.email}</strong> and your
            password.
          </>
        ) : (
          <>
            To confirm, type your email address <strong className="text-foreground">{user.email}</strong>, then sign in
            with Google once more when asked.
          </>
        )
      }
      onClose={() => form.reset()}
    >
      {(close) => (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField label="Your email address" type="email" autoComplete="off" {...fieldProps(form, 'confirmEmail')} />
          {user.hasPassword ? (
            <FormField
              label="Password"
              type="password"
              autoComplete="current-password"
              {...fieldProps(form, 'password')}
            />
          ) : null}
          <FormActions submitLabel="Delete my account" submitting={isSubmitting} onCancel={close} destructive />
        </form>
      )}
    </DeleteSection>
  );
}
