import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { prerenderedPage, signedInLayoutChunks } from './prerender-pages';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <title>GrantPilot</title>
    <script src="/theme-init.js"></script>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/button-def.js">
    <link rel="modulepreload" crossorigin href="/assets/constants-ghi.js">
    <link rel="stylesheet" crossorigin href="/assets/index-jkl.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerenderedPage', () => {
  const page = prerenderedPage(INDEX, {
    html: '<main><h1>GrantPilot</h1></main>',
    title: 'Grants & more - GrantPilot',
  });

  it('puts the rendered page in the root and its title in the head', () => {
    expect(page).toContain('<div id="root"><main><h1>GrantPilot</h1></main></div>');
    expect(page).toContain('<title>Grants &amp; more - GrantPilot</title>');
  });

  it('starts the app after the first paint: no module script or preload of its own, no inline script', () => {
    expect(page).not.toContain('type="module"');
    expect(page).not.toContain('rel="modulepreload"');
    expect(page).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-abc.js" data-preload="/assets/button-def.js /assets/constants-ghi.js"></script>',
    );
    expect(page).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    // The theme still applies before the first paint, and the styles still load.
    expect(page).toContain('<script src="/theme-init.js"></script>');
    expect(page).toContain('<link rel="stylesheet" crossorigin href="/assets/index-jkl.css">');
  });

  it('gives a page for signed-out visitors only what a visitor remembered as signed in sees instead', () => {
    const signIn = prerenderedPage(INDEX, {
      html: '<main><h1>Sign in</h1><form></form></main>',
      title: 'Sign in - GrantPilot',
      rememberedVisitorHtml: '<main><p>Checking authentication...</p></main>',
    });
    expect(signIn).toContain(
      '<div id="root" data-signed-out-only><main><h1>Sign in</h1><form></form></main></div><div data-remembered-visitor><main><p>Checking authentication...</p></main></div>',
    );
    // The landing page is for everyone: no such marks.
    expect(page).not.toContain('data-signed-out-only');
    expect(page).not.toContain('data-remembered-visitor');
  });

  it("marks the signed-in guard's page for the app to draw again, keeps the title, and preloads the layouts", () => {
    const signedIn = prerenderedPage(
      INDEX,
      { html: '<main><p>Checking authentication...</p></main>', sessionCheck: true },
      ['/assets/signed-in-mno.js', '/assets/button-def.js', '/assets/index-abc.js'],
    );
    expect(signedIn).toContain(
      '<div id="root" data-session-check><main><p>Checking authentication...</p></main></div>',
    );
    expect(signedIn).toContain('<title>GrantPilot</title>');
    // Each file once, and the entry not as a preload of itself.
    expect(signedIn).toContain(
      'data-entry="/assets/index-abc.js" data-preload="/assets/button-def.js /assets/constants-ghi.js /assets/signed-in-mno.js"',
    );
    expect(page).not.toContain('data-session-check');
  });

  it('refuses a page it cannot render into', () => {
    expect(() =>
      prerenderedPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), {
        html: '<h1>x</h1>',
        title: 't',
      }),
    ).toThrow(/root/);
    expect(() =>
      prerenderedPage(INDEX.replace(/<script type="module"[^\n]*\n/, ''), { html: '<h1>x</h1>', title: 't' }),
    ).toThrow(/module scripts/);
  });
});

describe('signedInLayoutChunks', () => {
  const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) =>
    ({ type: 'chunk', fileName, moduleIds, imports }) as unknown as Rolldown.OutputChunk;
  const bundle = Object.fromEntries(
    [
      chunk('assets/index-a.js', ['/app/src/main.tsx']),
      chunk(
        'assets/signed-in-b.js',
        ['/app/src/app/data-layout.tsx', '/app/src/lib/query-provider.tsx'],
        ['assets/index-a.js'],
      ),
      chunk(
        'assets/app-layout-c.js',
        ['/app/src/app/layouts/app-layout.tsx'],
        ['assets/signed-in-b.js', 'assets/x-d.js'],
      ),
      chunk('assets/x-d.js', ['/app/node_modules/lucide-react/x.js'], ['assets/index-a.js']),
      chunk('assets/projects-page-e.js', ['/app/src/features/projects/projects-page.tsx'], ['assets/signed-in-b.js']),
    ].map((output) => [output.fileName, output]),
  ) as Rolldown.OutputBundle;

  it('names the files holding the layouts and what they import, not the pages', () => {
    expect(signedInLayoutChunks(bundle).sort()).toEqual([
      'assets/app-layout-c.js',
      'assets/index-a.js',
      'assets/signed-in-b.js',
      'assets/x-d.js',
    ]);
  });

  it('fails the build when a layout is missing', () => {
    const { ['assets/app-layout-c.js']: _layout, ...rest } = bundle;
    expect(() => signedInLayoutChunks(rest)).toThrow(/app-layout/);
  });
});
