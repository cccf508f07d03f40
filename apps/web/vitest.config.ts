import { defineProject } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { helpArticles } from './build/help-articles';

export default defineProject({
  plugins: [react(), helpArticles()],
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/testing/setup.ts'],
    // Form tests type and click through user-event in jsdom: seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
});
