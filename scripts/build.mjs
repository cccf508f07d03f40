// Builds what is out of date: the web app (Vite), the server bundle (esbuild) and the empty
// database image a first start unpacks (decision 039). A build is
// skipped when the hash of its inputs matches the last one, so a second `npm start` starts at
// once. `--force` rebuilds everything. `npm start` (start.mjs) runs it in its own process.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = path.join(root, '.build-stamp.json');
const SKIP = new Set(['node_modules', 'dist', 'dist-e2e', '.vite']);

function listFiles(entry) {
  const full = path.join(root, entry);
  if (!fs.existsSync(full)) return [];
  if (fs.statSync(full).isFile()) return [entry];
  return fs
    .readdirSync(full, { withFileTypes: true })
    .filter((item) => !SKIP.has(item.name) && !item.name.endsWith('.test.ts') && !item.name.endsWith('.test.tsx'))
    .flatMap((item) => listFiles(path.join(entry, item.name)));
}

// Each file is read and digested once, however many targets name it (package-lock.json, the
// shared package): this check runs before every `npm start`.
const digests = new Map();
function digestOf(file) {
  let digest = digests.get(file);
  if (!digest) {
    digest = createHash('sha256')
      .update(fs.readFileSync(path.join(root, file)))
      .digest();
    digests.set(file, digest);
  }
  return digest;
}

function hashOf(entries) {
  const hash = createHash('sha256');
  for (const file of entries.flatMap(listFiles).sort()) {
    hash.update(file).update('\0').update(digestOf(file));
  }
  return hash.digest('hex');
}

const common = ['packages/shared/src', 'package-lock.json', 'tsconfig.base.json'];
// The web app's sources: the product build and the e2e build are made from the same.
const webInputs = [
  ...common,
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/build',
  'apps/web/package.json',
];
// What each target reads, writes and runs; `enabled` decides from the options whether it is built at all.
const targets = {
  web: {
    inputs: webInputs,
    output: 'apps/web/dist/index.html',
    // An instance told to serve another build (WEB_DIST_DIR) need not build this one to start.
    enabled: ({ force }) => force || !process.env.WEB_DIST_DIR,
    run: () => execFileSync('npm', ['run', 'build', '-w', '@grantpilot/web'], { cwd: root, stdio: 'inherit' }),
  },
  'web-e2e': {
    inputs: webInputs,
    output: 'apps/web/dist-e2e/index.html',
    enabled: ({ withE2e }) => withE2e,
    run: () =>
      execFileSync('npm', ['run', 'build', '-w', '@grantpilot/web', '--', '--outDir', 'dist-e2e'], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, VITE_E2E_HOOKS: 'true' },
      }),
  },
  server: {
    inputs: [
      ...common,
      'apps/server/src',
      'apps/server/build.mjs',
      'apps/server/build-options.mjs',
      'apps/server/package.json',
    ],
    output: 'apps/server/dist/server.js',
    run: () => execFileSync('node', ['apps/server/build.mjs'], { cwd: root, stdio: 'inherit' }),
  },
  // An empty database, created and migrated, for a server's first start to unpack beside the
  // bundle (apps/server/src/db/make-database-image.ts): made again only when the migrations,
  // the database code or the dependencies change.
  'database-image': {
    inputs: ['apps/server/drizzle', 'apps/server/src/db', 'package-lock.json'],
    output: 'apps/server/dist/database-image.tar',
    run: () => {
      fs.mkdirSync(path.join(root, 'apps/server/dist'), { recursive: true });
      execFileSync(
        process.execPath,
        ['--import', 'tsx', 'apps/server/src/db/make-database-image.ts', 'apps/server/dist/database-image.tar'],
        { cwd: root, stdio: 'inherit' },
      );
    },
  },
};

/**
 * Builds what is out of date. `force` rebuilds everything; `withE2e` also builds the web app with
 * the test-only hooks (VITE_E2E_HOOKS) into dist-e2e (production builds never contain them).
 */
export function buildOutOfDate({ force = false, withE2e = false } = {}) {
  const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : {};
  for (const [name, target] of Object.entries(targets)) {
    if (target.enabled && !target.enabled({ force, withE2e })) continue;
    const hash = hashOf(target.inputs);
    if (!force && stamp[name] === hash && fs.existsSync(path.join(root, target.output))) {
      console.log(`build: ${name} is up to date`);
      continue;
    }
    console.log(`build: building ${name}…`);
    target.run();
    stamp[name] = hash;
    fs.writeFileSync(stampFile, JSON.stringify(stamp, null, 2));
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  buildOutOfDate({ force: process.argv.includes('--force'), withE2e: process.argv.includes('--e2e') });
}
