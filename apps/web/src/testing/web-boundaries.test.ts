import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { WEB_FEATURES } from '../../../../eslint/web-boundaries.js';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: ROOT });

/** The messages of the boundaries rule for `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
}

describe('the web app’s boundaries (eslint/web-boundaries.js)', () => {
  it('knows every feature from its folder', () => {
    expect(WEB_FEATURES).toEqual(expect.arrayContaining(['applications', 'funders', 'projects', 'dashboard']));
  });

  it('refuses a feature importing another feature', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/funders/fixture.ts',
      "import { funderChoice } from '../applications/schemas';\nexport const choose = funderChoice;\n",
    );
    expect(errors).toEqual([
      expect.stringContaining('A feature never imports another feature; move shared code to components/ or lib/.'),
    ]);
  });

  it('lets a feature import components, lib, app and the shared contract', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/web/src/features/funders/fixture.ts',
      [
        "import { DataTable } from '../../components/ui/table';",
        "import { queryKeys } from '../../lib/query-keys';",
        "import { OrganizationRoute } from '../../app/guards/organization-route';",
        "import { funderBodySchema } from '@grantpilot/shared/contracts/funders';",
        'export const all = [DataTable, queryKeys, OrganizationRoute, funderBodySchema];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses components/ importing a feature', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/web/src/components/fixture.ts',
      "import { funderFormSchema } from '../features/funders/schemas';\nexport const schema = funderFormSchema;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared layers never import features or the app.')]);
  });

  it('refuses lib/ importing the app', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/fixture.ts',
      "import { NAV_ITEMS } from '../app/layouts/nav-items';\nexport const items = NAV_ITEMS;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Shared layers never import features or the app.')]);
  });

  it('refuses the web app importing server code', { timeout: 60_000 }, async () => {
    const errors = await boundaryErrors(
      'apps/web/src/lib/fixture.ts',
      "import { AppError } from '../../../server/src/lib/app-error';\nexport const error = AppError;\n",
    );
    expect(errors).toEqual([expect.stringContaining('The web app never imports server code.')]);
  });
});
