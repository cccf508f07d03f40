import { useState } from 'react';
import { Card } from '../../components/ui/card';
import { readSignInLog } from '../../lib/auth/sign-in-log';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The sign-in debug log of this browser, to pass on to an administrator when sign-in misbehaves. */
export function SignInDiagnostics({ index }: { index: number }) {
  const [entries] = useState(readSignInLog);
  return (
    <Card enterIndex={index} className="p-0">
      <details>
        <summary className="cursor-pointer list-none rounded-lg px-5 py-4 font-medium focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none">
          Sign-in diagnostics for this browser
        </summary>
        <div className="px-5 pb-4 text-sm">
          <p className="text-muted-foreground">
            The last sign-in events in this browser (no addresses or passwords). Your administrator may ask for them.
          </p>
          {entries.length === 0 ? (
            <p className="mt-2">Nothing recorded yet.</p>
          ) : (
            <ol className="mt-2 flex flex-col gap-1 font-mono text-xs">
              {entries
                .slice()
                .reverse()
                .map((entry, position) => (
                  <li key={`${entry.at}-${position}`}>
                    {TIME.format(new Date(entry.at))} — {entry.event}
                    {entry.code ? ` (${entry.code})` : ''}
                  </li>
                ))}
            </ol>
          )}
        </div>
      </details>
    </Card>
  );
}
