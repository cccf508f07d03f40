import { useState } from 'react';
import { Disclosure } from '../../components/ui/disclosure';
import { readSignInLog } from '../../lib/auth/sign-in-log';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

/** The sign-in debug log of this browser, to pass on to an administrator when sign-in misbehaves. */
export function SignInDiagnostics({ index }: { index: number }) {
  const [entries] = useState(readSignInLog);
  return (
    <Disclosure summary="Sign-in diagnostics for this browser" enterIndex={index}>
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
    </Disclosure>
  );
}
