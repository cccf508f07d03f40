/** The e2e server's instance administrators (ADMIN_EMAILS in playwright.config.ts), one per test. */
export const ADMIN_EMAILS = [
  'e2e-admin@example.org',
  'e2e-admin-light@example.org',
  'e2e-admin-dark@example.org',
  'support-admin@example.org',
];
