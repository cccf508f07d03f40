export function LandingPage() {
  return (
    <main className="mx-auto max-w-3xl p-8">
      <h1 className="text-3xl font-bold">GrantPilot</h1>
      <p className="mt-4 text-lg">
        Run your organisation&apos;s grant work in one place: projects, applications from idea to award, the documents
        behind them and AI-assisted analysis of calls for proposals.
      </p>
    </main>
  );
}
