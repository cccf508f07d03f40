import { configDefaults, defineConfig } from 'vitest/config';

// Identity tests against the Firebase Auth emulator run only inside `npm run test:firebase`
// (`firebase emulators:exec` sets the host); asked for without it, vitest finds no project
// and fails rather than skipping them.
const emulatorHost = process.env.FIREBASE_AUTH_EMULATOR_HOST;
const EMULATOR_TESTS = 'src/**/*.emulator.test.ts';
// The API fuzz suite runs on its own (`npm run test:fuzz`): many requests, one file.
const FUZZ_TESTS = 'src/**/*.fuzz.test.ts';

export default defineConfig({
  test: {
    // Two cores: one test file per core (PGlite is single-threaded WASM).
    maxWorkers: 2,
    projects: [
      {
        test: {
          name: 'shared',
          root: './packages/shared',
          include: ['src/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'server',
          root: './apps/server',
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, EMULATOR_TESTS, FUZZ_TESTS],
          environment: 'node',
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          // The analysis benchmark's scoring and harness (bench/analysis).
          name: 'bench',
          root: '.',
          include: ['bench/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'fuzz',
          root: './apps/server',
          include: [FUZZ_TESTS],
          environment: 'node',
          globalSetup: ['./src/testing/global-setup.ts'],
          testTimeout: 600_000,
          hookTimeout: 60_000,
        },
      },
      './apps/web/vitest.config.ts',
      ...(emulatorHost
        ? [
            {
              test: {
                name: 'firebase',
                root: './apps/server',
                include: [EMULATOR_TESTS],
                environment: 'node' as const,
                globalSetup: ['./src/testing/global-setup.ts'],
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
