import { cn } from '../../lib/cn';

/** GrantPilot's mark: a paper plane over a rising line, in the brand's blue. */
export function ProductMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn('shrink-0', className)}>
      <rect width="32" height="32" rx="8" fill="#33A1CC" />
      <path d="M7 17.5 24.5 9l-4.5 15-4.2-5.1L7 17.5Z" fill="#fff" />
      <path d="m15.8 18.9 8.7-9.9" stroke="#1a5f7a" strokeWidth="1.5" />
    </svg>
  );
}
