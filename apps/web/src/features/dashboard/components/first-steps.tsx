import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

const FIRST_STEPS = [
  {
    title: 'Create your first project',
    text: 'A project is the work a grant pays for.',
    to: ROUTES.newProject,
    action: 'New Project',
  },
  {
    title: 'Track an application',
    text: 'Record a call you are applying to, with its deadline.',
    to: ROUTES.newApplication,
    action: 'New application',
  },
  {
    title: 'Invite your team',
    text: 'Grant work is shared work: bring in colleagues.',
    to: ROUTES.team,
    action: 'Open team',
  },
];

/** What a new organisation does first; the charts take this place once there is something to show. */
export function FirstSteps({ startIndex }: { startIndex: number }) {
  return (
    <section aria-labelledby="first-steps-heading">
      <h2 id="first-steps-heading" className="mb-4 text-lg font-semibold">
        Get started
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FIRST_STEPS.map(({ title, text, to, action }, index) => (
          <li key={title}>
            <Card enterIndex={startIndex + index} className="flex h-full flex-col">
              <CardHeader>
                <CardTitle className="text-base">{title}</CardTitle>
                <CardDescription>{text}</CardDescription>
              </CardHeader>
              <CardContent className="mt-auto">
                <Button asChild variant="outline" size="sm">
                  <Link to={to}>{action}</Link>
                </Button>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
