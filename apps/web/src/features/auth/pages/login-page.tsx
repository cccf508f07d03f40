import { useForm } from 'react-hook-form';
import { ROUTES } from '@grantpilot/shared/constants';
import { useAuth } from '../../../lib/auth/auth-context';
import { AuthCard } from '../components/auth-card';
import { AuthForm, EmailField, PasswordField } from '../components/auth-form';
import { GoogleSignIn } from '../components/google-sign-in';
import { InvitationNotice } from '../components/invitation-notice';
import { TextLink } from '../components/text-link';
import { currentPasswordRules, emailRules } from '../rules';
import { fieldProps } from '../../../lib/field-props';

interface LoginValues {
  email: string;
  password: string;
}

/** The page's heading and title (also what the build's prerender titles it, decision 041). */
export const LOGIN_PAGE_TITLE = 'Sign in';

export function LoginPage() {
  const { signIn } = useAuth();
  const form = useForm<LoginValues>({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  // On success the guard sends the user on; on failure the toast says why and the form keeps
  // what was typed.
  const onSubmit = form.handleSubmit(({ email, password }) => signIn(email, password).catch(() => undefined));

  return (
    <AuthCard
      title={LOGIN_PAGE_TITLE}
      description="Welcome back. Sign in to your organisation's grant work."
      footer={
        <>
          New to GrantPilot? <TextLink to={ROUTES.register}>Create an account</TextLink>
        </>
      }
    >
      <InvitationNotice action="sign in" />
      <AuthForm onSubmit={onSubmit} submitting={isSubmitting} submitLabel="Sign in">
        <EmailField {...fieldProps(form, 'email', emailRules)} />
        <PasswordField {...fieldProps(form, 'password', currentPasswordRules)} />
        <div className="-mt-1 text-right text-sm">
          <TextLink to={ROUTES.forgotPassword}>Forgot password?</TextLink>
        </div>
      </AuthForm>
      <GoogleSignIn />
    </AuthCard>
  );
}
