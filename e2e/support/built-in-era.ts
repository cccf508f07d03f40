/**
 * The account an instance had while it ran the built-in identity service, before it switched to
 * Firebase: `e2e/firebase/built-in-era.ts` makes it in the data dir before the Firebase server
 * starts, `e2e/firebase/provider-switch.spec.ts` carries it over.
 */
export const BUILT_IN_ERA_ACCOUNT = {
  name: 'Olive Switcher',
  email: 'olive.switcher@example.org',
  password: 'built-in-era-42',
  organization: 'Harbour Trust',
};
