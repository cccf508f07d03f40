import type { Linter } from 'eslint';

/** The folders of apps/web/src/features. */
export const WEB_FEATURES: string[];
export const webBoundaries: Linter.Config[];
