import type { AnalysisResult } from '@grantpilot/shared/contracts/analysis';
import { normalizeAmount } from '@grantpilot/shared/money';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../activity';
import { createApplication } from '../applications';
import { linkDocumentToApplication } from '../documents';
import { addTask } from '../tasks';
import { requireProject } from '../projects';
import * as repo from './analyses.repo';
import { requireAnalysis } from './analyses.service';
import { mainDeadline } from './fit';

const IANA_ZONE = /^[A-Za-z]+(?:\/[A-Za-z0-9_+-]+)+$|^UTC$/;

/** The amount to ask for: the project's budget within the award's range, else the award's ceiling. */
function requestedAmount(result: AnalysisResult, budget: { amount: string; currency: string } | null) {
  const { max, min, currency } = result.award;
  if (budget && (!currency || budget.currency === currency)) {
    let amount = Number(budget.amount);
    if (max && amount > Number(max.value)) amount = Number(max.value);
    if (min && amount < Number(min.value)) amount = Number(min.value);
    return { amount: String(amount), currency: budget.currency };
  }
  if (max && currency) return { amount: max.value, currency };
  return { amount: null, currency: currency ?? budget?.currency ?? 'EUR' };
}

/**
 * "Create application": an application pre-filled from a finished analysis (funder, programme,
 * main deadline with its zone, the amount within the award range, the best-fitting project), the
 * document linked to it, and a task per required document. The analysis keeps the link.
 */
export async function createApplicationFromAnalysis(
  db: Database,
  actor: Actor,
  organizationId: string,
  analysisId: string,
) {
  const { analysis, documentName } = await requireAnalysis(db, organizationId, analysisId);
  if (analysis.stage !== 'done' || !analysis.result) {
    throw new AppError('CONFLICT', 'The analysis has not finished: create the application once it is done.');
  }
  if (analysis.applicationId) {
    throw new AppError('CONFLICT', 'An application was already made from this analysis.', undefined, {
      id: analysis.applicationId,
      name: 'Application',
    });
  }
  const result = analysis.result;
  const bestProjectId = analysis.fits?.[0]?.project.id ?? analysis.projectIds[0] ?? null;
  const project = bestProjectId ? await requireProject(db, organizationId, bestProjectId).catch(() => null) : null;
  const budget =
    project?.budgetAmount && project.budgetCurrency
      ? { amount: project.budgetAmount, currency: project.budgetCurrency }
      : null;
  const money = requestedAmount(result, budget);
  const deadline = mainDeadline(result.deadlines);
  const zone = deadline?.timezone && IANA_ZONE.test(deadline.timezone) ? deadline.timezone : null;
  const notes = [
    `Made from the analysis of "${documentName}".`,
    deadline && (!deadline.time || !zone)
      ? `The call gives the deadline as "${deadline.citation.quote.slice(0, 200)}": check the time and zone set here.`
      : null,
  ]
    .filter(Boolean)
    .join('\n');
  const title = (result.programme?.value ?? documentName).slice(0, 200).padEnd(3, '.');
  const application = await createApplication(db, actor, organizationId, {
    title,
    funderId: null,
    ...(result.funder?.value && result.funder.value.length >= 2
      ? { funderName: result.funder.value.slice(0, 200) }
      : {}),
    programme: result.programme?.value.slice(0, 200) ?? null,
    projectId: project?.id ?? null,
    status: 'prospect',
    currency: money.currency,
    amountRequested: money.amount ? normalizeAmount(money.amount, money.currency) : null,
    amountAwarded: null,
    deadline: deadline ? { date: deadline.date, time: deadline.time ?? '23:59', timeZone: zone ?? 'UTC' } : null,
    internalDeadline: null,
    submittedOn: null,
    decidedOn: null,
    notes,
  });
  let tasks = 0;
  for (const required of result.requiredDocuments.slice(0, 30)) {
    const title = `Prepare: ${required.text}`.slice(0, 200);
    await addTask(db, actor, organizationId, application.id, { title, assigneeUserId: null, dueDate: null });
    tasks += 1;
  }
  await linkDocumentToApplication(db, organizationId, analysis.documentId, application.id);
  await repo.updateAnalysis(db, analysisId, { applicationId: application.id });
  return { applicationId: application.id, tasks };
}
