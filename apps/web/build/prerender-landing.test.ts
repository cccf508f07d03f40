import { describe, expect, it } from 'vitest';
import { landingPage } from './prerender-landing';

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

describe('landingPage', () => {
  const page = landingPage(INDEX, '<main><h1>GrantPilot</h1></main>', 'Grants & more - GrantPilot');

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

  it('refuses a page it cannot render into', () => {
    expect(() =>
      landingPage(INDEX.replace('<div id="root"></div>', '<div id="app"></div>'), '<h1>x</h1>', 't'),
    ).toThrow(/root/);
    expect(() => landingPage(INDEX.replace(/<script type="module"[^\n]*\n/, ''), '<h1>x</h1>', 't')).toThrow(
      /module scripts/,
    );
  });
});
