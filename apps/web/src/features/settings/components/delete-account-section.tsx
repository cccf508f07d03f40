import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AppUser } from '../../../lib/auth/app-user';
import { AuthError } from '../../../lib/auth/auth-client';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { Dialog } from '../../../components/ui/dialog';
import { FormActions } from '../../../components/ui/form-actions';
import { FormField } from '../../../components/ui/form-field';
import { useAuth } from '../../../lib/auth/auth-context';
import { deleteAccountSchema, type DeleteAccountValues } from '../schemas';

export function DeleteAccountSection({ user, index }: { user: AppUser; index: number }) {
  const { deleteAccount } = useAuth();
  const [open, setOpen] = useState(false);
  const form = useForm<DeleteAccountValues>({
    resolver: zodResolver(deleteAccountSchema(user.email, user.hasPassword)),
    defaultValues: { confirmEmail: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

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
    <Card enterIndex={index} aria-labelledby="delete-heading" className="border-destructive">
      <CardHeader>
        <CardTitle id="delete-heading">Delete account</CardTitle>
        <CardDescription>Your account and your settings are removed for good. This cannot be undone.</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          Delete account…
        </Button>
        <Dialog
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            if (!next) form.reset();
          }}
          title="Delete your account?"
          description={
            user.hasPassword ? (
              <>
                To confirm, type your email address <strong className="text-foreground">{user.email}</strong> and your
                password.
              </>
            ) : (
              <>
                To confirm, type your email address <strong className="text-foreground">{user.email}</strong>, then sign
                in with Google once more when asked.
              </>
            )
          }
        >
          <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
            <FormField
              label="Your email address"
              type="email"
              autoComplete="off"
              error={errors.confirmEmail?.message}
              {...form.register('confirmEmail')}
            />
            {user.hasPassword ? (
              <FormField
                label="Password"
                type="password"
                autoComplete="current-password"
                error={errors.password?.message}
                {...form.register('password')}
              />
            ) : null}
            <FormActions
              submitLabel="Delete my account"
              submitting={isSubmitting}
              onCancel={() => setOpen(false)}
              destructive
            />
          </form>
        </Dialog>
      </CardContent>
    </Card>
  );
}
