import { useId, useState, type ChangeEvent } from 'react';
import { ImageIcon } from 'lucide-react';
import { LOGO_CONTENT_TYPES, LOGO_MAX_BYTES, type Organization } from '@grantpilot/shared/contracts/organizations';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/notify-error';
import { toast } from '../../../lib/toast/toast-store';
import { useRemoveLogo, useUploadLogo } from '../api/organization-logo';

/** Checked here for a quick answer; the server checks again, from the file's bytes. */
export function logoProblem(file: File): string | null {
  if (!(LOGO_CONTENT_TYPES as readonly string[]).includes(file.type)) {
    return 'Choose a PNG, JPEG, WebP or SVG image.';
  }
  if (file.size > LOGO_MAX_BYTES) return 'The logo must be at most 1 MB.';
  return null;
}

export function OrganizationLogo({ organization }: { organization: Organization }) {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const upload = useUploadLogo(organization.id);
  const remove = useRemoveLogo(organization.id);
  const [problem, setProblem] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    const local = logoProblem(file);
    setProblem(local);
    if (local) return;
    try {
      await upload.mutateAsync(file);
      toast({ title: 'Logo saved', description: 'It shows in the navigation while branding is on.' });
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor={inputId}>Logo</Label>
      <div className="flex flex-wrap items-center gap-4">
        <span className="flex size-16 items-center justify-center overflow-hidden rounded-md border border-border bg-surface-muted">
          {organization.logoUrl ? (
            <img src={organization.logoUrl} alt={`${organization.name} logo`} className="size-full object-contain" />
          ) : (
            <ImageIcon aria-hidden="true" className="size-6 text-muted-foreground" />
          )}
        </span>
        <input
          id={inputId}
          type="file"
          accept={LOGO_CONTENT_TYPES.join(',')}
          disabled={busy}
          aria-describedby={problem ? `${hintId} ${errorId}` : hintId}
          aria-invalid={problem ? true : undefined}
          onChange={onFile}
          className="max-w-full text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-foreground"
        />
        {organization.logoUrl ? (
          <Button
            variant="outline"
            size="sm"
            disabled={busy}
            onClick={() => remove.mutate(undefined, { onError: (error) => setProblem(errorMessage(error)) })}
          >
            Remove logo
          </Button>
        ) : null}
        {busy ? (
          <span role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
            <Spinner className="size-4" />
            {upload.isPending ? 'Uploading…' : 'Removing…'}
          </span>
        ) : null}
      </div>
      <p id={hintId} className="text-xs text-muted-foreground">
        PNG, JPEG, WebP or SVG, at most 1 MB.
      </p>
      {problem ? (
        <p id={errorId} className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
