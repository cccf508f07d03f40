import { z } from 'zod';

/**
 * What the web app must know before it starts: which identity service signs users in, and for
 * Firebase its public web configuration (these values are not secrets: Firebase puts them in
 * every web page). The server embeds it in the page it serves (`CLIENT_CONFIG_ELEMENT_ID`) and
 * answers it at `GET /api/client-config` for the Vite dev server, whose page has none.
 */
export const firebaseClientConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  storageBucket: z.string().min(1).optional(),
  appId: z.string().min(1),
  /** Offer "Continue with Google" (popup, redirect when the popup is blocked). */
  googleSignIn: z.boolean(),
  /** `http://host:port` of the Firebase Auth emulator; only ever set with a `demo-` project. */
  emulatorUrl: z.string().min(1).optional(),
});
export type FirebaseClientConfig = z.infer<typeof firebaseClientConfigSchema>;

export const clientConfigSchema = z.discriminatedUnion('identityProvider', [
  z.object({ identityProvider: z.literal('built-in') }),
  z.object({ identityProvider: z.literal('firebase'), firebase: firebaseClientConfigSchema }),
]);
export type ClientConfig = z.infer<typeof clientConfigSchema>;

// Defined with the constants, which the web app's first bundle reads without zod.
export { CLIENT_CONFIG_ELEMENT_ID, CLIENT_CONFIG_PATH } from '../constants';
