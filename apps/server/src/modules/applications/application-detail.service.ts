import type { ApplicationDetail } from '@grantpilot/shared/contracts/applications';
import type { Database } from '../../db/client';
import { listTasks } from '../tasks';
import { getApplication, listStatusHistory } from './application-queries.service';

/**
 * One application's page: the record, its moves along the pipeline and its tasks. Apart from
 * the queries because it reads the tasks module, which reads applications through `index.ts`.
 */
export async function getApplicationDetail(
  db: Database,
  organizationId: string,
  applicationId: string,
): Promise<ApplicationDetail> {
  const application = await getApplication(db, organizationId, applicationId);
  const [history, tasks] = await Promise.all([
    listStatusHistory(db, applicationId, application.currency),
    listTasks(db, applicationId),
  ]);
  return { ...application, history, tasks };
}
