import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { TextLink } from '../components/text-link';
import { emailRules } from '../rules';

export function ForgotPasswordPage() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(({ email }) =>
    sendPasswordReset(email).then(
      () => setSentTo(email),
      () => undefined,
    ),
  );

  return (
    <AuthCard
      title="Forgot password"
      description="Enter the email address of your account and we'll send you a link to choose a new password."
      footer={<TextLink to={ROUTES.login}>Back to sign in</TextLink>}
    >
      {sentTo ? (
        <p role="status" className="text-sm">
          If an account exists for <strong>{sentTo}</strong>, a link to reset its password is on its way. The link is
          valid for one hour.
        </p>
      ) : (
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField
            label="Email"
            type="email"
            autoComplete="email"
            error={errors.email?.message}
            {...form.register('email', emailRules)}
          />
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? <Spinner className="size-4" /> : null}
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
