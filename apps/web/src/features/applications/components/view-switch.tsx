import { Link } from 'react-router';
import { Columns3, Table2 } from 'lucide-react';
import { focusRing } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import {
  writeApplicationListState,
  type ApplicationListState,
  type ApplicationsView,
} from '../application-list-params';

const VIEWS: { view: ApplicationsView; label: string; icon: typeof Table2 }[] = [
  { view: 'table', label: 'Table', icon: Table2 },
  { view: 'board', label: 'Board', icon: Columns3 },
];

/** Table or board: links, so the choice is in the address like the filters it keeps. */
export function ViewSwitch({ list }: { list: ApplicationListState }) {
  return (
    <nav aria-label="Views" className="inline-flex rounded-md border border-input bg-surface p-0.5">
      {VIEWS.map(({ view, label, icon: Icon }) => {
        const current = list.view === view;
        return (
          <Link
            key={view}
            to={{ search: writeApplicationListState({ ...list, view, page: 1 }).toString() }}
            aria-current={current ? 'page' : undefined}
            className={cn(
              'inline-flex h-9 items-center gap-2 rounded-[5px] px-3 text-sm font-medium',
              current ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-surface-muted',
              focusRing,
            )}
          >
            <Icon aria-hidden="true" className="size-4" />
            {label}
          </Link>
        );
      })}
    </nav>
  );
}
