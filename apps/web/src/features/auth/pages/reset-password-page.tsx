import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm, PasswordField } from '../components/auth-form';
import { TextLink } from '../components/text-link';
import { newPasswordRules } from '../rules';
import { fieldOfAuthError } from '../server-field-error';
import { fieldProps } from '../../../lib/field-props';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/**
 * The emailed link lands here with `?token=…` (built-in service) or `?oobCode=…` (Firebase, by
 * way of the action handler), or with `?error=…` when it was not valid.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? params.get('oobCode');
  const { resetPassword, checkPasswordResetCode } = useAuth();
  const [done, setDone] = useState(false);
  // A Firebase code is checked before anything is typed; an expired or used one says so at once.
  const codeCheck = useQuery({
    queryKey: ['password-reset-code', token],
    queryFn: () => checkPasswordResetCode(token ?? ''),
    enabled: token !== null && !params.get('error'),
    retry: false,
    staleTime: Infinity,
  });
  const form = useForm<ResetPasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  if (!token || params.get('error') || codeCheck.isError) {
    return (
      <AuthCard title="Reset password" footer={<TextLink to={ROUTES.login}>Back to sign in</TextLink>}>
        <p role="alert" className="text-sm">
          This password reset link is invalid or has expired.{' '}
          <TextLink to={ROUTES.forgotPassword}>Ask for a new link</TextLink>.
        </p>
      </AuthCard>
    );
  }

  if (codeCheck.isPending) {
    return (
      <AuthCard title="Reset password">
        <p role="status" className="flex items-center gap-2 text-sm">
          <Spinner className="size-4" /> Checking your reset link…
        </p>
      </AuthCard>
    );
  }
  const email = codeCheck.data;

  if (done) {
    // The way on is sign-in, in the app: the path remembered before the reset (a page the
    // visitor was sent away from) is still stored, and signing in lands there.
    return (
      <AuthCard
        title="Password changed"
        pageTitle="Reset password"
        description={email ? `The password for ${email} is changed.` : 'Your password has been changed.'}
      >
        <p role="status" className="mb-4 text-sm">
          Your password has been changed. Sign in with your new password.
        </p>
        <Button asChild className="w-full">
          <Link to={ROUTES.login}>Sign in</Link>
        </Button>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit(({ password }) =>
    resetPassword(token, password).then(
      () => setDone(true),
      (error: unknown) => {
        if (fieldOfAuthError(error) === 'password' && error instanceof Error) {
          form.setError('password', { message: error.message });
        }
      },
    ),
  );

  return (
    <AuthCard
      title="Reset password"
      description={email ? `Choose a new password for ${email}.` : 'Choose a new password for your account.'}
    >
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Set new password">
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...fieldProps(form, 'password', newPasswordRules)}
        />
        <PasswordField
          label="Confirm new password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirmPassword', {
            validate: (value, values) => value === values.password || 'The passwords do not match',
          })}
        />
      </AuthForm>
    </AuthCard>
  );
}
