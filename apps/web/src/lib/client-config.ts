import type { ClientConfig } from '@grantpilot/shared/contracts/client-config';
import { CLIENT_CONFIG_ELEMENT_ID, CLIENT_CONFIG_PATH } from '@grantpilot/shared/constants';

/*
 * What the server says about this deployment before the app starts (which identity service
 * signs people in). Checked by hand rather than with the contract's zod schema: this runs in the
 * first bundle, which does not load zod.
 */

const BUILT_IN: ClientConfig = { identityProvider: 'built-in' };
let current: ClientConfig = BUILT_IN;

type Fields = Record<string, unknown>;

const isFields = (value: unknown): value is Fields => typeof value === 'object' && value !== null;
const isText = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isOptionalText = (value: unknown): value is string | undefined => value === undefined || isText(value);

/** The configuration when `value` has the contract's shape (unknown fields dropped), else null. */
export function parseClientConfig(value: unknown): ClientConfig | null {
  if (!isFields(value)) return null;
  if (value.identityProvider === 'built-in') return BUILT_IN;
  if (value.identityProvider !== 'firebase' || !isFields(value.firebase)) return null;
  const { apiKey, authDomain, projectId, storageBucket, appId, googleSignIn, emulatorUrl } = value.firebase;
  if (!isText(apiKey) || !isText(authDomain) || !isText(projectId) || !isText(appId)) return null;
  if (!isOptionalText(storageBucket) || !isOptionalText(emulatorUrl) || typeof googleSignIn !== 'boolean') return null;
  return {
    identityProvider: 'firebase',
    firebase: {
      apiKey,
      authDomain,
      projectId,
      ...(storageBucket === undefined ? {} : { storageBucket }),
      appId,
      googleSignIn,
      ...(emulatorUrl === undefined ? {} : { emulatorUrl }),
    },
  };
}

/** The JSON the server embeds in the page it serves (none under the Vite dev server). */
function readEmbeddedConfig() {
  const element = document.getElementById(CLIENT_CONFIG_ELEMENT_ID);
  if (!element) return null;
  try {
    const config = parseClientConfig(JSON.parse(element.textContent ?? ''));
    if (config) return config;
  } catch {
    // Reported below, with the fallback.
  }
  console.warn('The page’s client configuration is not valid; asking the server for it');
  return null;
}

async function fetchConfig() {
  try {
    const response = await fetch(CLIENT_CONFIG_PATH, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${response.status}: ${response.statusText}`);
    const config = parseClientConfig(await response.json());
    if (!config) throw new Error('The answer does not have the client configuration’s shape');
    return config;
  } catch (error) {
    console.warn('No client configuration could be read; starting with the built-in sign-in service', error);
    return BUILT_IN;
  }
}

/** Reads the configuration once at start: the page's, else the server's, else built-in. */
export async function loadClientConfig(): Promise<ClientConfig> {
  current = readEmbeddedConfig() ?? (await fetchConfig());
  return current;
}

/** The configuration the app started with (built-in before `loadClientConfig` has run). */
export function getClientConfig(): ClientConfig {
  return current;
}
