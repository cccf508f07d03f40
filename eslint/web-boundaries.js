import fs from 'node:fs';
import path from 'node:path';

const WEB = 'apps/web/src';
const FEATURES = `${WEB}/features`;

/** Every folder of features/, read when ESLint starts: a new feature is fenced in without a word here. */
export const WEB_FEATURES = fs
  .readdirSync(path.join(import.meta.dirname, '..', FEATURES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/**
 * The web app's walls: it never imports server code; a feature imports components/, lib/, app/
 * and packages/shared, never another feature; components/ and lib/ never import a feature or the app.
 */
export const webBoundaries = [
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/web', from: './apps/server', message: 'The web app never imports server code.' },
            ...WEB_FEATURES.map((feature) => ({
              target: `./${FEATURES}/${feature}`,
              from: `./${FEATURES}`,
              except: [`./${feature}`],
              message: 'A feature never imports another feature; move shared code to components/ or lib/.',
            })),
            {
              target: [`./${WEB}/components`, `./${WEB}/lib`],
              from: [`./${FEATURES}`, `./${WEB}/app`],
              message: 'Shared layers never import features or the app.',
            },
          ],
        },
      ],
    },
  },
];
