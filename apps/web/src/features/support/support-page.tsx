import { PageHeader } from '../../components/ui/page-header';
import { HelpCentre } from './components/help-centre';
import { SignInDiagnostics } from './sign-in-diagnostics';
import { SupportTickets } from './components/support-tickets';

export function SupportPage() {
  return (
    <>
      <PageHeader title="Support" description="Answers to common questions about GrantPilot." />
      <HelpCentre />
      <h2 className="mt-8 mb-3 text-lg font-semibold">Troubleshooting</h2>
      <SignInDiagnostics index={0} />
      <SupportTickets index={1} />
      <p className="mt-6 text-sm text-muted-foreground">
        Still stuck? Contact the administrator of your GrantPilot server.
      </p>
    </>
  );
}
