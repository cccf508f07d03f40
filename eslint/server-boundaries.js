import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's layers and module boundaries as lint rules (docs/decisions/008):
 * packages/shared < db < lib < identity < plugins < modules < app.ts, server.ts (and the scripts
 * in demo/ and testing/). A layer imports only from layers below it. A module imports its own
 * files, another module only through that module's `index.ts`, and only its repos touch
 * `db/schema`. The modules are read from the folder, so a new one is covered as it appears.
 */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SRC = 'apps/server/src';
const MODULES = `${SRC}/modules`;

const modules = fs
  .readdirSync(path.join(ROOT, MODULES), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const TOP = [`${SRC}/app.ts`, `${SRC}/server.ts`, `${SRC}/demo`, `${SRC}/testing`];
/** Lowest first; each layer may import the ones before it. */
const LAYERS = [
  { dir: `${SRC}/db`, name: 'db' },
  { dir: `${SRC}/lib`, name: 'lib' },
  { dir: `${SRC}/identity`, name: 'identity' },
  { dir: `${SRC}/plugins`, name: 'plugins' },
  { dir: MODULES, name: 'modules' },
];

const layerZones = LAYERS.map((layer, index) => ({
  target: `./${layer.dir}`,
  from: [...LAYERS.slice(index + 1).map((higher) => `./${higher.dir}`), ...TOP.map((top) => `./${top}`)],
  message: `${layer.name} is a lower layer: it never imports from identity, plugins, modules or the app above it (shared < db < lib < identity < plugins < modules < app).`,
}));

/** Modules sit above plugins but beside identity's internals: they get the user from plugins/auth. */
const moduleIdentityZone = {
  target: `./${MODULES}`,
  from: `./${SRC}/identity`,
  message: 'Modules get the user from plugins/auth (currentUser, currentActor), not from identity/.',
};

const moduleZones = modules.map((name) => ({
  target: `./${MODULES}/${name}`,
  from: `./${MODULES}`,
  except: [`./${name}`, ...modules.filter((other) => other !== name).map((other) => `./${other}/index.ts`)],
  message: "A module imports another module only through its index.ts (a module's public face).",
}));

const schemaZone = {
  target: `./${MODULES}/**/!(*.repo).ts`,
  from: `./${SRC}/db/schema`,
  message: 'Only *.repo.ts files import db/schema; services and routes call their repo.',
};

export const serverBoundaries = [
  {
    files: [`${SRC}/**/*.ts`],
    ignores: [`${SRC}/**/*.test.ts`],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: ROOT, zones: [...layerZones, moduleIdentityZone, ...moduleZones, schemaZone] },
      ],
    },
  },
];
