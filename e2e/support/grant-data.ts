import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import { idToken } from './accounts';

const DAY_MS = 24 * 60 * 60 * 1000;
export const dayFromNow = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

/** A request to the product API as the signed-in user of `request` (bearer ID token). */
export async function apiAs(
  request: APIRequestContext,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(url, {
    method,
    headers: { Authorization: `Bearer ${await idToken(request)}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A project made through the API, the way the form sends it. */
export function createProjectThroughApi(
  request: APIRequestContext,
  organizationId: string,
  project: Record<string, unknown>,
): Promise<{ id: string }> {
  return apiAs(request, 'POST', `/api/orgs/${organizationId}/projects`, project);
}

/** An application made through the API, the way the form sends it. */
export function createApplicationThroughApi(
  request: APIRequestContext,
  organizationId: string,
  application: Record<string, unknown>,
): Promise<{ id: string }> {
  return apiAs(request, 'POST', `/api/orgs/${organizationId}/applications`, application);
}

/**
 * A realistic organisation's grant work in one request, through the product's own CSV import:
 * applications in every status, deadlines over the coming weeks, awards in recent quarters.
 */
export async function importDemoApplications(request: APIRequestContext, organizationId: string, projectName: string) {
  const header =
    'title,funder,project,status,currency,amount_requested,amount_awarded,deadline_date,deadline_time,deadline_time_zone,decided_on';
  const rows = [
    `Clean Rivers: Horizon Europe,European Commission,${projectName},drafting,EUR,750000,,${dayFromNow(5)},17:00,Europe/Brussels,`,
    `Youth Theatre Tour,Arts Council,,prospect,GBP,25000,,${dayFromNow(12)},12:00,Europe/London,`,
    `Solar Schools,Green Futures Trust,${projectName},submitted,EUR,120000,,${dayFromNow(21)},23:59,UTC,`,
    `Digital Inclusion Hubs,Open Society Foundations,,under_review,USD,90000,,${dayFromNow(-10)},12:00,America/New_York,`,
    `Heritage Archive,National Lottery Heritage Fund,,awarded,GBP,60000,55000,${dayFromNow(-90)},12:00,Europe/London,${dayFromNow(-60)}`,
    `Urban Gardens,City Council Community Fund,${projectName},awarded,EUR,40000,38000.50,${dayFromNow(-200)},12:00,Europe/Brussels,${dayFromNow(-150)}`,
    `Early Literacy,Wellcome Trust,,declined,EUR,80000,,${dayFromNow(-120)},12:00,Europe/Brussels,${dayFromNow(-100)}`,
    `Food Bank Logistics,King Baudouin Foundation,,withdrawn,EUR,15000,,${dayFromNow(-30)},12:00,Europe/Brussels,`,
  ];
  const result = await apiAs(request, 'POST', `/api/orgs/${organizationId}/applications/import`, {
    csv: [header, ...rows].join('\n'),
    commit: true,
  });
  expect(result.imported).toBe(rows.length);
}
