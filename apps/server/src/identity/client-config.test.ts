import { describe, expect, it } from 'vitest';
import { clientConfigElement, clientConfigOf } from './client-config';

describe('client configuration', () => {
  it('names the built-in service, or Firebase with its public keys and the emulator as a URL', () => {
    expect(clientConfigOf({ provider: 'built-in' })).toEqual({ identityProvider: 'built-in' });
    expect(
      clientConfigOf({
        provider: 'firebase',
        firebase: {
          apiKey: 'key',
          authDomain: 'demo-x.firebaseapp.com',
          projectId: 'demo-x',
          storageBucket: 'demo-x.appspot.com',
          appId: 'app',
          googleSignIn: true,
          emulatorHost: '127.0.0.1:9099',
        },
      }),
    ).toEqual({
      identityProvider: 'firebase',
      firebase: {
        apiKey: 'key',
        authDomain: 'demo-x.firebaseapp.com',
        projectId: 'demo-x',
        storageBucket: 'demo-x.appspot.com',
        appId: 'app',
        googleSignIn: true,
        emulatorUrl: 'http://127.0.0.1:9099',
      },
    });
  });

  it('cannot be broken out of: "<" is escaped inside the JSON data block', () => {
    const html = clientConfigElement(
      {
        identityProvider: 'firebase',
        firebase: {
          apiKey: '</script><script>alert(1)</script>',
          authDomain: 'a',
          projectId: 'p',
          appId: 'x',
          googleSignIn: false,
        },
      },
      'config',
    );
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    const json = /<script type="application\/json" id="config">(.*)<\/script>$/.exec(html)?.[1];
    expect(JSON.parse(json!).firebase.apiKey).toBe('</script><script>alert(1)</script>');
  });
});
