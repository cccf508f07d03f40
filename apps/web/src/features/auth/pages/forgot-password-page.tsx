import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ROUTES } from '@grantpilot/shared/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm, EmailField } from '../components/auth-form';
import { TextLink } from '../components/text-link';
import { emailRules } from '../rules';
import { fieldProps } from '../../../lib/field-props';

export function ForgotPasswordPage() {
  const { sendPasswordReset } = useAuth();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<{ email: string }>({ defaultValues: { email: '' } });
  const { isSubmitting } = form.formState;

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
        <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Send reset link">
          <EmailField {...fieldProps(form, 'email', emailRules)} />
        </AuthForm>
      )}
    </AuthCard>
  );
}
