import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The server's boundary rules (eslint/server-boundaries.js) fire: each case lints a line of
 * fixture text as if it were a file at `at` (nothing is written to the tree) and expects the
 * rule's verdict.
 */
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const RULE = 'import-x/no-restricted-paths';

describe('server boundaries', () => {
  let eslint: ESLint;
  beforeAll(() => {
    eslint = new ESLint({ cwd: ROOT, overrideConfigFile: path.join(ROOT, 'eslint.config.js') });
  });

  async function boundaryErrors(at: string, source: string) {
    const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, {
      filePath: path.join(ROOT, 'apps/server/src', at),
    });
    return result!.messages.filter((message) => message.ruleId === RULE).map((message) => message.message);
  }

  it.each([
    [
      'a module reaching into another module past its index.ts',
      'modules/tasks/fixture.ts',
      "import { toApplications as imported } from '../applications/application-queries.service';",
      'through its index.ts',
    ],
    [
      'a service importing the tables',
      'modules/tasks/fixture.service.ts',
      "import { applicationTasks as imported } from '../../db/schema';",
      'Only *.repo.ts',
    ],
    [
      'a module importing identity',
      'modules/users/fixture.ts',
      "import { createTokenVerifier as imported } from '../../identity/token-verifier';",
      'from plugins/auth',
    ],
    [
      'a module importing the app',
      'modules/tasks/fixture.ts',
      "import { buildApp as imported } from '../../app';",
      'lower layer',
    ],
    [
      'a plugin importing a module',
      'plugins/fixture.ts',
      "import { findMembership as imported } from '../modules/organizations';",
      'lower layer',
    ],
    [
      'identity importing a plugin',
      'identity/fixture.ts',
      "import { currentUser as imported } from '../plugins/auth';",
      'lower layer',
    ],
    [
      'lib importing identity',
      'lib/fixture.ts',
      "import { createTokenVerifier as imported } from '../identity/token-verifier';",
      'lower layer',
    ],
    ['db importing lib', 'db/fixture.ts', "import { createJobQueue as imported } from '../lib/jobs';", 'lower layer'],
  ])('refuses %s', async (_case, at, source, because) => {
    const errors = await boundaryErrors(at, source);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(because);
  });

  it.each([
    [
      'a module using another through its index.ts',
      'modules/tasks/fixture.ts',
      "import { requireApplicationSummary as imported } from '../applications';",
    ],
    [
      'a module using its own files',
      'modules/tasks/fixture.ts',
      "import { listTasks as imported } from './tasks.service';",
    ],
    [
      'a repo importing the tables',
      'modules/tasks/fixture.repo.ts',
      "import { applicationTasks as imported } from '../../db/schema';",
    ],
    [
      'a module using plugins and lib',
      'modules/tasks/fixture.ts',
      "import { currentActor as imported } from '../../plugins/auth';",
    ],
    ['a plugin using lib', 'plugins/fixture.ts', "import { AppError as imported } from '../lib/app-error';"],
  ])('allows %s', async (_case, at, source) => {
    expect(await boundaryErrors(at, source)).toEqual([]);
  });
});
