/*
 * Zod compiles its object parsers with `new Function` where the page allows it, and finds out by
 * trying once. Under the Content-Security-Policy (no 'unsafe-eval') the try is refused and the
 * browser reports a violation, even though Zod catches the error: Lighthouse counts it against
 * best practices. Zod keeps its configuration on `globalThis.__zod_globalConfig` (so that copies of
 * it share one); setting `jitless` there, before any schema is built, keeps every schema from
 * trying, and costs the first bundle none of Zod's code (importing its `config` would).
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig ??= {};
scope.__zod_globalConfig.jitless = true;

export {};
