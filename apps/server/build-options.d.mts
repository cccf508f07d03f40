import type { BuildOptions } from 'esbuild';

export declare const KEPT_OUTSIDE: {
  loadedWhenUsed: string[];
  readTheirOwnFiles: string[];
  resolvedAtRunTime: string[];
};

export declare function serverBuildOptions(outdir: string): BuildOptions & { external: string[] };
