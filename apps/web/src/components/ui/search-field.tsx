import { useId, type ComponentProps } from 'react';
import { Search } from 'lucide-react';
import { Input } from './input';
import { Label } from './label';

/** A labelled search box with its magnifier; the browser's own clear button comes with type=search. */
export function SearchField({ label, className, ...inputProps }: ComponentProps<'input'> & { label: string }) {
  const id = useId();
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <div className="relative mt-1.5">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input id={id} type="search" autoComplete="off" className="pl-9" {...inputProps} />
      </div>
    </div>
  );
}
