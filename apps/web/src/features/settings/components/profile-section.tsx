import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { AppUser } from '../../../lib/auth/app-user';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { useAuth } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast/toast-store';
import { profileSchema, type ProfileValues } from '../schemas';
import { fieldProps } from '../../../lib/field-props';
import { ProfilePhoto } from './profile-photo';

export function ProfileSection({ user, index }: { user: AppUser; index: number }) {
  const { updateProfile } = useAuth();
  const form = useForm<ProfileValues>({
    resolver: zodResolver(profileSchema),
    defaultValues: { displayName: user.displayName ?? '', photoURL: user.photoURL ?? '' },
  });
  const { isSubmitting } = form.formState;
  const [displayName, photo] = useWatch({ control: form.control, name: ['displayName', 'photoURL'] });

  const onSubmit = form.handleSubmit((values) =>
    updateProfile({ displayName: values.displayName, photoURL: values.photoURL || null }).then(
      () => {
        form.reset(values);
        toast({ title: 'Profile updated', description: 'Your name and photo are saved.' });
      },
      () => undefined,
    ),
  );

  return (
    <Card enterIndex={index} aria-labelledby="profile-heading">
      <CardHeader>
        <CardTitle id="profile-heading">Profile</CardTitle>
        <CardDescription>How your name and photo appear to your team.</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
          <ProfilePhoto user={user} name={displayName || user.email} photoAddress={photo} />
          <FormField label="Display name" autoComplete="name" {...fieldProps(form, 'displayName')} />
          <FormField
            label="Photo URL"
            type="url"
            autoComplete="photo"
            hint="Optional. The address of a picture of you; an uploaded photo is shown instead."
            {...fieldProps(form, 'photoURL')}
          />
          <div>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4" /> : null}
              Save profile
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
