import { describe, expect, it } from 'vitest';
import { ROUTES } from '@grantpilot/shared/constants';
import { renderPage, renderSignedInPage } from './prerender';

function parse(html: string) {
  const container = document.createElement('div');
  container.innerHTML = html;
  return container;
}

describe('renderPage', () => {
  it('renders the sign-in page with a form that cannot be sent before the app runs', async () => {
    const page = await renderPage(ROUTES.login, 'password');
    expect(page.title).toBe('Sign in - GrantPilot');
    const html = parse(page.html);
    expect(html.querySelector('h1')?.textContent).toBe('Sign in');
    const form = html.querySelector('form')!;
    // Nothing a native submission could use: no address, no method, and its one button disabled
    // (which also stops Enter in a field from submitting it).
    expect(form.hasAttribute('action')).toBe(false);
    expect(form.hasAttribute('method')).toBe(false);
    const submit = form.querySelector('button[type="submit"]')!;
    expect(submit.textContent).toBe('Sign in');
    expect(submit.hasAttribute('disabled')).toBe(true);
    // The fields can be typed in; what is typed stays when the app takes the form over.
    for (const name of ['email', 'password']) {
      const input = form.querySelector(`input[name="${name}"]`)!;
      expect(input.hasAttribute('disabled'), name).toBe(false);
      expect(input.getAttribute('value'), name).toBeNull();
    }
    expect(html.textContent).not.toContain('Continue with Google');
    // No invitation notice: that is read from storage, after hydration.
    expect(html.textContent).not.toContain('You have an invitation');
  });

  it('renders what a visitor remembered as signed in sees instead: the session check', async () => {
    const page = await renderPage(ROUTES.login, 'password');
    const status = parse(page.rememberedVisitorHtml!).querySelector('[role="status"]');
    expect(status?.textContent).toBe('Checking authentication...');
  });

  it('renders "Continue with Google" in the Google variant only, disabled until the app runs', async () => {
    for (const path of [ROUTES.login, ROUTES.register]) {
      const google = parse((await renderPage(path, 'google')).html);
      const button = [...google.querySelectorAll('button')].find((b) => b.textContent === 'Continue with Google');
      expect(button?.hasAttribute('disabled'), path).toBe(true);
      expect(button?.closest('form'), path).toBeNull();
      expect((await renderPage(path, 'password')).html, path).not.toContain('Continue with Google');
    }
  });

  it('renders the create-account page with its three fields', async () => {
    const page = await renderPage(ROUTES.register, 'password');
    expect(page.title).toBe('Create account - GrantPilot');
    const form = parse(page.html).querySelector('form')!;
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['name', 'email', 'password']);
    expect(form.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(page.rememberedVisitorHtml).toContain('Checking authentication...');
  });

  it('renders the landing page for everyone: no session check beside it', async () => {
    const page = await renderPage(ROUTES.landing, 'password');
    expect(parse(page.html).querySelector('h1')?.textContent).toBe('GrantPilot');
    expect(page.rememberedVisitorHtml).toBeUndefined();
    // Nothing in a page may write a style attribute (the Content-Security-Policy).
    for (const path of [ROUTES.landing, ROUTES.login, ROUTES.register]) {
      expect((await renderPage(path, 'google')).html, path).not.toMatch(/\sstyle=/);
    }
  });
});

describe('renderSignedInPage', () => {
  it("renders the guard's session check and the cookie notice, shown by CSS after load, and no title of its own", async () => {
    const page = await renderSignedInPage();
    expect(page.sessionCheck).toBe(true);
    expect(page.title).toBeUndefined();
    const html = parse(page.html);
    expect(html.querySelector('[role="status"]')?.textContent).toBe('Checking authentication...');
    expect(html.querySelector('section[aria-label="Cookie notice"]')?.classList).toContain('cookie-banner-after-load');
    // Nothing about the user or the organisation: it is the same page for everyone.
    expect(html.querySelector('nav')).toBeNull();
  });
});
