import { useId, useState, type ChangeEvent } from 'react';
import { Upload } from 'lucide-react';
import { PROFILE_PHOTO_CONTENT_TYPES, PROFILE_PHOTO_MAX_BYTES } from '@grantpilot/shared/contracts/users';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import type { AppUser } from '../../../lib/auth/app-user';
import { errorMessage } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useRemoveProfilePhoto, useUploadProfilePhoto } from '../api/profile-photo';

const MAX_MB = PROFILE_PHOTO_MAX_BYTES / 1024 / 1024;

/**
 * Checked here for a quick answer; the server decides from the file's bytes. A file whose type
 * the browser does not know (no or an odd extension) goes to the server to be read.
 */
export function photoProblem(file: File): string | null {
  if (file.type && !(PROFILE_PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG or WebP image.';
  }
  if (file.size > PROFILE_PHOTO_MAX_BYTES) return `The photo must be at most ${MAX_MB} MB.`;
  return null;
}

function readAsDataUrl(file: File) {
  return new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

/**
 * The uploaded photo (cropped to a square by the server): a preview of the chosen file while it
 * uploads, its progress, and removal. An uploaded photo is shown before a photo address.
 */
export function ProfilePhoto({ user, name, photoAddress }: { user: AppUser; name: string; photoAddress: string }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const upload = useUploadProfilePhoto(user.uid);
  const remove = useRemoveProfilePhoto(user.uid);
  const [preview, setPreview] = useState<string | null>(null);
  const [percent, setPercent] = useState(0);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const local = photoProblem(file);
    setProblem(local);
    if (local) return;
    // A data: address, not a blob: one, which the page's CSP lets nothing connect to.
    void readAsDataUrl(file).then(setPreview, () => undefined);
    setPercent(0);
    try {
      await upload.mutateAsync({
        file,
        onProgress: ({ loaded, total }) => setPercent(total ? Math.round((loaded / total) * 100) : 0),
      });
      toast({ title: 'Photo saved', description: 'Your team sees it beside your name.' });
    } catch (error) {
      setProblem(errorMessage(error));
    } finally {
      setPreview(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar
          name={name}
          src={preview ?? user.profileImageUrl ?? (photoAddress || null)}
          className="size-14 text-lg"
        />
        {/* The input is visually hidden; its label is the button people see and reach by Tab. */}
        <input
          id={inputId}
          type="file"
          accept={PROFILE_PHOTO_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={onFile}
          className="peer sr-only"
        />
        <label
          htmlFor={inputId}
          className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input bg-surface px-3 text-sm font-medium peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-focus-visible:ring-offset-background peer-disabled:cursor-not-allowed peer-disabled:opacity-50"
        >
          <Upload aria-hidden="true" className="size-4" />
          Upload photo
        </label>
        {user.profileImageUrl && !busy ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            onClick={() =>
              remove.mutate(undefined, {
                onSuccess: () => toast({ title: 'Photo removed', description: 'Your initials show instead.' }),
                onError: (error) => setProblem(errorMessage(error)),
              })
            }
          >
            Remove photo
          </Button>
        ) : null}
        {upload.isPending ? (
          <progress value={percent} max={100} aria-label="Uploading photo" className="h-2 w-32 accent-primary" />
        ) : null}
        <span role="status" className="text-sm text-muted-foreground">
          {upload.isPending ? `Uploading… ${percent}%` : remove.isPending ? 'Removing…' : ''}
        </span>
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        PNG, JPEG or WebP, at most {MAX_MB} MB; cropped to a square.
      </p>
      {problem ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
