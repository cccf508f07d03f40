import { APPLICATION_STATUSES, type ApplicationStatus } from '@grantpilot/shared/application-pipeline';
import { deadlineInstant } from '@grantpilot/shared/deadlines';
import type { Database } from '../db/client';
import { applications, applicationStatusHistory, applicationTasks, funders, projects } from '../db/schema';

/*
 * Realistic grant data for a demo organisation or a scale test, made from a seeded generator:
 * the same size and seed give the same data. Rows go straight into the tables in batches; the
 * small demo goes through the API instead (see seed-demo.ts), so it has its activity too.
 */

/** mulberry32: a small, fast, seeded generator (no crypto needed for demo data). */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
  };
}
export type Random = ReturnType<typeof randomSource>;

export const THEMES = [
  'River Restoration',
  'Youth Theatre',
  'Community Energy',
  'Digital Inclusion',
  'Urban Gardens',
  'Early Literacy',
  'Refugee Welcome',
  'Open Science',
  'Heritage Archive',
  'Mental Health Peer Support',
  'Clean Air Monitoring',
  'Food Bank Logistics',
];
export const FUNDER_NAMES = [
  'European Commission',
  'National Lottery Heritage Fund',
  'Wellcome Trust',
  'Arts Council',
  'Esmée Fairbairn Foundation',
  'Open Society Foundations',
  'Robert Bosch Stiftung',
  'King Baudouin Foundation',
  'City Council Community Fund',
  'Green Futures Trust',
];
const PROGRAMMES = ['Horizon Europe', 'Creative Europe', 'Community Grants', 'Innovation Fund', 'Small Grants', 'LIFE'];
const TAGS = ['environment', 'education', 'arts', 'health', 'youth', 'climate', 'heritage', 'digital', 'community'];
const ZONES = ['Europe/Brussels', 'Europe/London', 'America/New_York', 'UTC', 'Europe/Berlin'];
const CURRENCIES = ['EUR', 'EUR', 'EUR', 'GBP', 'USD'];
const TASKS = [
  'Budget table',
  'Letters of support',
  'Narrative draft',
  'Partner agreements',
  'Final review',
  'CVs of the team',
];

const DAY_MS = 24 * 60 * 60 * 1000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export interface Scale {
  projects: number;
  applications: number;
}

/** Rows for one organisation, inserted in batches; returns what it made. */
export async function insertGrantData(
  db: Database,
  options: { organizationId: string; ownerIds: string[]; scale: Scale; seed?: number; now?: Date },
) {
  const random = randomSource(options.seed ?? 42);
  const now = options.now ?? new Date();
  const { organizationId, ownerIds } = options;

  const funderRows = await db
    .insert(funders)
    .values(
      FUNDER_NAMES.map((name) => ({
        organizationId,
        name,
        website: `https://www.example.org/${name.split(' ')[0]!.toLowerCase()}`,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: funders.id });

  const projectIds: string[] = [];
  for (let start = 0; start < options.scale.projects; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, options.scale.projects - start) }, (_unused, offset) => {
      const index = start + offset;
      const theme = THEMES[index % THEMES.length]!;
      const begins = new Date(now.getTime() + random.int(-400, 200) * DAY_MS);
      return {
        organizationId,
        name: index < THEMES.length ? theme : `${theme} ${Math.floor(index / THEMES.length) + 1}`,
        summary: `${theme} work with local partners, year ${random.int(1, 4)}`,
        status: random.pick(['planning', 'active', 'active', 'active', 'completed', 'archived'] as const),
        budgetAmount: String(random.int(5, 500) * 1000),
        budgetCurrency: 'EUR',
        startDate: isoDay(begins),
        endDate: isoDay(new Date(begins.getTime() + random.int(180, 1000) * DAY_MS)),
        tags: [random.pick(TAGS), random.pick(TAGS)].filter((tag, i, all) => all.indexOf(tag) === i),
        leadUserId: random.pick(ownerIds),
      };
    });
    const rows = await db.insert(projects).values(batch).returning({ id: projects.id });
    projectIds.push(...rows.map((row) => row.id));
  }

  let tasks = 0;
  for (let start = 0; start < options.scale.applications; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, options.scale.applications - start) }, (_unused, offset) => {
      const index = start + offset;
      // Every status appears, the open ones most.
      const status: ApplicationStatus =
        index < APPLICATION_STATUSES.length
          ? APPLICATION_STATUSES[index]!
          : random.pick([
              'prospect',
              'drafting',
              'drafting',
              'submitted',
              'under_review',
              'awarded',
              'declined',
              'withdrawn',
            ] as const);
      const currency = random.pick(CURRENCIES);
      const requested = random.int(5, 400) * 1000;
      const open =
        status === 'prospect' || status === 'drafting' || status === 'submitted' || status === 'under_review';
      const deadlineDay = new Date(now.getTime() + (open ? random.int(-5, 120) : random.int(-700, -30)) * DAY_MS);
      const zone = random.pick(ZONES);
      const time = random.pick(['12:00', '17:00', '23:59']);
      const decided = status === 'awarded' || status === 'declined';
      return {
        organizationId,
        title: `${random.pick(THEMES)}: ${random.pick(PROGRAMMES)} ${2025 + random.int(0, 2)}${index >= 100 ? ` #${index}` : ''}`,
        funderId: funderRows.length ? random.pick(funderRows).id : null,
        programme: random.pick(PROGRAMMES),
        projectId: projectIds.length && random.next() < 0.8 ? random.pick(projectIds) : null,
        status,
        currency,
        amountRequested: String(requested),
        amountAwarded: status === 'awarded' ? String(Math.round(requested * (0.6 + random.next() * 0.4))) : null,
        deadlineDate: isoDay(deadlineDay),
        deadlineTime: time,
        deadlineTimeZone: zone,
        deadlineAt: deadlineInstant(isoDay(deadlineDay), time, zone),
        internalDeadline: isoDay(new Date(deadlineDay.getTime() - 7 * DAY_MS)),
        submittedOn:
          open && (status === 'prospect' || status === 'drafting')
            ? null
            : isoDay(new Date(deadlineDay.getTime() - DAY_MS)),
        decidedOn: decided ? isoDay(new Date(now.getTime() - random.int(5, 700) * DAY_MS)) : null,
        ownerUserId: random.pick(ownerIds),
        notes: null,
      };
    });
    const rows = await db
      .insert(applications)
      .values(batch)
      .returning({ id: applications.id, status: applications.status });
    await db
      .insert(applicationStatusHistory)
      .values(rows.map((row) => ({ applicationId: row.id, fromStatus: null, toStatus: row.status })));
    const taskRows = rows
      .filter((row) => row.status === 'drafting' || row.status === 'prospect')
      .flatMap((row) =>
        Array.from({ length: random.int(1, 3) }, (_unused, position) => ({
          applicationId: row.id,
          title: random.pick(TASKS),
          assigneeUserId: random.pick(ownerIds),
          dueDate: isoDay(new Date(now.getTime() + random.int(1, 40) * DAY_MS)),
          done: random.next() < 0.3,
          position,
        })),
      );
    if (taskRows.length) await db.insert(applicationTasks).values(taskRows);
    tasks += taskRows.length;
  }
  return { funders: funderRows.length, projects: projectIds.length, applications: options.scale.applications, tasks };
}
