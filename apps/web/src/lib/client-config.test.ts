import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLIENT_CONFIG_ELEMENT_ID, CLIENT_CONFIG_PATH } from '@grantpilot/shared/constants';
import * as contract from '@grantpilot/shared/contracts/client-config';
import { getClientConfig, loadClientConfig, parseClientConfig } from './client-config';

const firebase = {
  identityProvider: 'firebase',
  firebase: {
    apiKey: 'key',
    authDomain: 'demo-grantpilot.firebaseapp.com',
    projectId: 'demo-grantpilot',
    appId: '1:1:web:1',
    googleSignIn: true,
    emulatorUrl: 'http://127.0.0.1:9099',
  },
} as const;

const fetchMock = vi.fn<typeof fetch>();

function embed(text: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = CLIENT_CONFIG_ELEMENT_ID;
  element.textContent = text;
  document.body.append(element);
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('parseClientConfig', () => {
  // The first bundle checks by hand what the contract's zod schema checks: they must agree.
  it.each([
    ['built-in', { identityProvider: 'built-in' }],
    ['Firebase with every field', { ...firebase, firebase: { ...firebase.firebase, storageBucket: 'b' } }],
    [
      'Firebase with the optional fields left out',
      { ...firebase, firebase: { ...firebase.firebase, emulatorUrl: undefined } },
    ],
    ['an unknown field (dropped)', { ...firebase, firebase: { ...firebase.firebase, measurementId: 'G-1' } }],
    ['an unknown service', { identityProvider: 'auth0' }],
    ['Firebase without its settings', { identityProvider: 'firebase' }],
    ['an empty API key', { ...firebase, firebase: { ...firebase.firebase, apiKey: '' } }],
    ['googleSignIn as text', { ...firebase, firebase: { ...firebase.firebase, googleSignIn: 'true' } }],
    ['a numeric emulator address', { ...firebase, firebase: { ...firebase.firebase, emulatorUrl: 9099 } }],
    ['null', null],
    ['text', 'firebase'],
  ])('agrees with the contract on %s', (_case, value) => {
    const parsed = contract.clientConfigSchema.safeParse(value);
    expect(parseClientConfig(value)).toEqual(parsed.success ? parsed.data : null);
  });
});

describe('loadClientConfig', () => {
  it('reads the configuration the server embedded in the page, with < escaped', async () => {
    embed(JSON.stringify({ ...firebase, firebase: { ...firebase.firebase, appId: '<app>' } }).replace(/</g, '\\u003c'));
    const config = await loadClientConfig();
    expect(config).toMatchObject({ identityProvider: 'firebase', firebase: { appId: '<app>', googleSignIn: true } });
    expect(getClientConfig()).toBe(config);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the server when the page has none (the Vite dev server)', async () => {
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(firebase)));
    expect(await loadClientConfig()).toEqual(firebase);
    expect(fetchMock).toHaveBeenCalledWith(CLIENT_CONFIG_PATH, expect.anything());
  });

  it('asks the server when the embedded configuration is not valid', async () => {
    embed('{"identityProvider":');
    fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(firebase)));
    expect(await loadClientConfig()).toEqual(firebase);
    expect(console.warn).toHaveBeenCalled();
  });

  it.each([
    ['the server cannot be reached', () => fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'))],
    ['the server answers an error', () => fetchMock.mockResolvedValueOnce(new Response('Not found', { status: 404 }))],
    ['the answer has another shape', () => fetchMock.mockResolvedValueOnce(new Response('{"provider":"x"}'))],
  ])('starts on the built-in service, with a warning, when %s', async (_case, answer) => {
    embed(JSON.stringify(firebase));
    await loadClientConfig();
    document.getElementById(CLIENT_CONFIG_ELEMENT_ID)?.remove();
    answer();
    expect(await loadClientConfig()).toEqual({ identityProvider: 'built-in' });
    expect(getClientConfig()).toEqual({ identityProvider: 'built-in' });
    expect(console.warn).toHaveBeenCalledWith(expect.stringContaining('built-in'), expect.anything());
  });
});
