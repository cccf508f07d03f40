import type { ReactNode } from 'react';
import { ChevronDown } from 'lucide-react';
import { Card } from './card';

/** A card that opens to show more, on the native <details> (keyboard and screen readers for free). */
export function Disclosure({
  summary,
  children,
  enterIndex,
}: {
  summary: ReactNode;
  children: ReactNode;
  enterIndex?: number;
}) {
  return (
    <Card enterIndex={enterIndex}>
      <details className="group">
        <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-lg px-5 py-4 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none [&::-webkit-details-marker]:hidden">
          {summary}
          <ChevronDown
            aria-hidden="true"
            className="size-4 shrink-0 transition-transform group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="px-5 pb-4 text-sm">{children}</div>
      </details>
    </Card>
  );
}
