import { useForm } from 'react-hook-form';
import { DEFAULT_PASSWORD_MIN_LENGTH, ROUTES } from '@grantpilot/shared/constants';
import { FormField } from '../../../components/ui/form-field';
import type { NewAccount } from '../../../lib/auth/auth-client';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm, EmailField, PasswordField } from '../components/auth-form';
import { GoogleSignIn } from '../components/google-sign-in';
import { InvitationNotice } from '../components/invitation-notice';
import { TextLink } from '../components/text-link';
import { emailRules, nameRules, newPasswordRules } from '../rules';
import { fieldOfAuthError } from '../server-field-error';
import { fieldProps } from '../../../lib/field-props';

/** The page's heading and title (also what the build's prerender titles it, decision 041). */
export const REGISTER_PAGE_TITLE = 'Create account';

export function RegisterPage() {
  const { createAccount } = useAuth();
  const form = useForm<NewAccount>({
    defaultValues: { name: '', email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  // The new user is signed in at once (the guard sends them on); verification is sent, not required.
  const onSubmit = form.handleSubmit((values) =>
    createAccount({ ...values, name: values.name.trim() }).catch((error: unknown) => {
      const field = fieldOfAuthError(error);
      if (field && error instanceof Error) form.setError(field, { message: error.message });
    }),
  );

  return (
    <AuthCard
      title={REGISTER_PAGE_TITLE}
      description="Start running your grant work in one place."
      footer={
        <>
          Already have an account? <TextLink to={ROUTES.login}>Sign in</TextLink>
        </>
      }
    >
      <InvitationNotice action="create an account" />
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Create account">
        <FormField label="Name" autoComplete="name" {...fieldProps(form, 'name', nameRules)} />
        <EmailField {...fieldProps(form, 'email', emailRules)} />
        <PasswordField
          autoComplete="new-password"
          hint={`At least ${DEFAULT_PASSWORD_MIN_LENGTH} characters.`}
          {...fieldProps(form, 'password', newPasswordRules)}
        />
      </AuthForm>
      <GoogleSignIn />
    </AuthCard>
  );
}
