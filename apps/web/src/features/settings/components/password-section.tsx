import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { AuthError } from '../../../lib/auth/auth-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast/toast-store';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas';
import { fieldProps } from '../../../lib/field-props';

export function PasswordSection({ index }: { index: number }) {
  const { changePassword } = useAuth();
  const form = useForm<ChangePasswordValues>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    changePassword(currentPassword, newPassword).then(
      () => {
        form.reset();
        toast({ title: 'Password changed', description: 'Other devices have been signed out.' });
      },
      (error: unknown) => {
        if (!(error instanceof AuthError)) return;
        if (error.kind === 'wrong-password') form.setError('currentPassword', { message: error.message });
        else if (error.kind === 'weak-password') form.setError('newPassword', { message: error.message });
      },
    ),
  );

  return (
    <Card enterIndex={index} aria-labelledby="password-heading">
      <CardHeader>
        <CardTitle id="password-heading">Password</CardTitle>
        <CardDescription>Changing it signs you out on every other device.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            {...fieldProps(form, 'currentPassword')}
          />
          <FormField
            label="New password"
            type="password"
            autoComplete="new-password"
            {...fieldProps(form, 'newPassword')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Change password
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
