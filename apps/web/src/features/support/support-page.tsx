import { Disclosure } from '../../components/ui/disclosure';
import { PageHeader } from '../../components/ui/page-header';
import { HELP_ARTICLES } from './help-articles';
import { SignInDiagnostics } from './sign-in-diagnostics';
import { SupportTickets } from './components/support-tickets';

export function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="Answers to common questions about GrantPilot." />
      <ul className="flex flex-col gap-3">
        {HELP_ARTICLES.map(({ question, answer }, index) => (
          <li key={question}>
            <Disclosure summary={question} enterIndex={index}>
              <p className="text-muted-foreground">{answer}</p>
            </Disclosure>
          </li>
        ))}
      </ul>
      <h2 className="mt-8 mb-3 text-lg font-semibold">Troubleshooting</h2>
      <SignInDiagnostics index={HELP_ARTICLES.length} />
      <SupportTickets index={HELP_ARTICLES.length + 1} />
      <p className="mt-6 text-sm text-muted-foreground">
        Still stuck? Contact the administrator of your GrantPilot server.
      </p>
    </>
  );
}
