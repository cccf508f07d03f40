import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';

export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover',
        focusRing,
        className,
      )}
      {...props}
    />
  );
}
