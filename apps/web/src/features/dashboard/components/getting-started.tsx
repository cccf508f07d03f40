import { Link } from 'react-router';
import { ROUTES } from '@grantpilot/shared/constants';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';

/** PRODUCT.md §10's figures; until projects and applications exist they start from nothing. */
const FIGURES = [
  { label: 'Active projects', value: '0' },
  { label: 'Open applications', value: '0' },
  { label: 'Total requested', value: '—' },
  { label: 'Total awarded', value: '—' },
  { label: 'Success rate', value: '—' },
  { label: 'Next deadline', value: 'None' },
];

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
    action: 'New Application',
  },
  {
    title: 'Invite your team',
    text: 'Grant work is shared work: bring in colleagues.',
    to: ROUTES.team,
    action: 'Open Team',
  },
];

export const GETTING_STARTED_CARDS = FIGURES.length + FIRST_STEPS.length;

export function GettingStarted() {
  return (
    <>
      <ul aria-label="Key figures" className="grid grid-cols-2 gap-4 lg:grid-cols-3">
        {FIGURES.map(({ label, value }, index) => (
          <li key={label}>
            <Card enterIndex={index} className="p-5">
              <p className="text-sm text-muted-foreground">{label}</p>
              <p className="mt-2 text-2xl font-semibold">{value}</p>
            </Card>
          </li>
        ))}
      </ul>
      <h2 className="mt-10 mb-4 text-lg font-semibold">Get started</h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {FIRST_STEPS.map(({ title, text, to, action }, index) => (
          <li key={title}>
            <Card enterIndex={FIGURES.length + index} className="flex h-full flex-col">
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
    </>
  );
}
