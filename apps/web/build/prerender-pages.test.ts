import { describe, expect, it } from 'vitest';
import { prerenderedPage } from './prerender-pages';

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
