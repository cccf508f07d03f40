import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  const problemsOf = (env: Record<string, string>) => {
    try {
      loadConfig(env);
    } catch (error) {
      if (error instanceof ConfigError) return error.problems;
      throw error;
    }
    return [];
  };

  it('runs on its embedded defaults with an empty environment', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('127.0.0.1');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.passwordMinLength).toBe(6);
    expect(config.token).toEqual({
      issuer: 'http://localhost:3000',
      audience: 'http://localhost:3000',
      jwksUrl: 'http://localhost:3000/api/auth/jwks',
    });
  });

  it('honours PORT, HOST, DATA_DIR and derives the public URL from the port', () => {
    const config = loadConfig({ PORT: '4100', HOST: '0.0.0.0', DATA_DIR: '/tmp/gp-data' });
    expect(config).toMatchObject({
      port: 4100,
      host: '0.0.0.0',
      dataDir: '/tmp/gp-data',
      publicUrl: 'http://localhost:4100',
    });
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '' }).port).toBe(3000);
  });

  it('refuses to start with a message naming every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', PASSWORD_MIN_LENGTH: '3', SMTP_URL: 'http://mail' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const key of ['PORT', 'DATABASE_URL', 'PASSWORD_MIN_LENGTH', 'SMTP_URL']) expect(message).toContain(key);
    expect((error as ConfigError).problems).toHaveLength(4);
  });

  it('lower-cases admin emails and splits lists', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      TRUSTED_ORIGINS: 'http://localhost:5173',
    });
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.trustedOrigins).toEqual(['http://localhost:5173']);
  });

  it('serves pages at every loopback address without PUBLIC_URL, and at PUBLIC_URL alone with it', () => {
    expect(loadConfig({ PORT: '3100' }).pageOrigins).toEqual([
      'http://localhost:3100',
      'http://127.0.0.1:3100',
      'http://[::1]:3100',
    ]);
    expect(loadConfig({ PUBLIC_URL: 'https://grants.example.org/' }).pageOrigins).toEqual([
      'https://grants.example.org',
    ]);
  });

  describe('identity provider', () => {
    const firebase = {
      IDENTITY_PROVIDER: 'firebase',
      FIREBASE_API_KEY: 'AIzaSy-test-key',
      FIREBASE_AUTH_DOMAIN: 'grant-office.firebaseapp.com',
      FIREBASE_PROJECT_ID: 'grant-office',
      FIREBASE_APP_ID: '1:123:web:abc',
    };
    it('is the built-in service by default, and ignores an emulator host there', () => {
      expect(loadConfig({}).identity).toEqual({ provider: 'built-in' });
      expect(loadConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).identity).toEqual({ provider: 'built-in' });
    });

    it("verifies Firebase's tokens: its issuer, the project as audience, Google's keys", () => {
      const config = loadConfig(firebase);
      expect(config.token).toEqual({
        issuer: 'https://securetoken.google.com/grant-office',
        audience: 'grant-office',
        jwksUrl: 'https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com',
      });
      expect(config.identity).toEqual({
        provider: 'firebase',
        firebase: {
          apiKey: 'AIzaSy-test-key',
          authDomain: 'grant-office.firebaseapp.com',
          projectId: 'grant-office',
          storageBucket: undefined,
          appId: '1:123:web:abc',
          googleSignIn: false,
          emulatorHost: undefined,
        },
      });
      expect(loadConfig({ ...firebase, TOKEN_ISSUER: 'https://elsewhere.example' }).token.issuer).toBe(
        'https://securetoken.google.com/grant-office',
      );
    });

    it('names every missing part of the Firebase web configuration', () => {
      const problems = problemsOf({ IDENTITY_PROVIDER: 'firebase' });
      expect(problems).toHaveLength(4);
      for (const key of ['FIREBASE_PROJECT_ID', 'FIREBASE_API_KEY', 'FIREBASE_AUTH_DOMAIN', 'FIREBASE_APP_ID']) {
        expect(problems.join('\n')).toContain(key);
      }
      expect(problemsOf({ ...firebase, FIREBASE_PROJECT_ID: 'Not A Project' })[0]).toContain('FIREBASE_PROJECT_ID');
    });

    it('accepts the emulator only for a demo- project and never in production', () => {
      const emulator = { IDENTITY_PROVIDER: 'firebase', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
      const config = loadConfig({ ...emulator, FIREBASE_PROJECT_ID: 'demo-grantpilot' });
      expect(config.identity).toMatchObject({
        provider: 'firebase',
        firebase: { projectId: 'demo-grantpilot', emulatorHost: '127.0.0.1:9099' },
      });

      const realProject = problemsOf({ ...emulator, FIREBASE_PROJECT_ID: 'grant-office' });
      expect(realProject).toEqual([
        'FIREBASE_AUTH_EMULATOR_HOST: is only accepted with a "demo-" project id (FIREBASE_PROJECT_ID is "grant-office")',
      ]);
      const production = problemsOf({ ...emulator, FIREBASE_PROJECT_ID: 'demo-grantpilot', NODE_ENV: 'production' });
      expect(production).toEqual(['FIREBASE_AUTH_EMULATOR_HOST: is never accepted with NODE_ENV=production']);
      expect(
        problemsOf({ ...emulator, FIREBASE_PROJECT_ID: 'demo-grantpilot', FIREBASE_AUTH_EMULATOR_HOST: 'x' })[0],
      ).toContain('host:port');
    });
  });

  describe('LLM analysis engine', () => {
    it('is off by default', () => {
      expect(loadConfig({}).llm).toBeNull();
    });

    it('reads the endpoint, model, key and time-out (120 s by default)', () => {
      const base = { LLM_BASE_URL: 'http://127.0.0.1:11434/v1/', LLM_MODEL: 'llama3.1:8b' };
      expect(loadConfig(base).llm).toEqual({
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.1:8b',
        apiKey: undefined,
        timeoutMs: 120_000,
      });
      expect(loadConfig({ ...base, LLM_API_KEY: 'sk-test', LLM_TIMEOUT_SECONDS: '30' }).llm).toMatchObject({
        apiKey: 'sk-test',
        timeoutMs: 30_000,
      });
    });

    it('refuses a base URL that is not http(s), a missing model and a bad time-out, naming each', () => {
      expect(problemsOf({ LLM_BASE_URL: 'ftp://models.example', LLM_MODEL: 'm' })).toEqual([
        'LLM_BASE_URL: must be an http:// or https:// URL',
      ]);
      expect(problemsOf({ LLM_BASE_URL: 'https://api.example.com/v1' })).toEqual([
        'LLM_MODEL: is required with LLM_BASE_URL (the model name the endpoint serves, such as llama3.1:8b)',
      ]);
      expect(problemsOf({ LLM_TIMEOUT_SECONDS: '0' })[0]).toContain('LLM_TIMEOUT_SECONDS');
    });

    it('reports a missing model together with other problems', () => {
      const found = problemsOf({ LLM_BASE_URL: 'https://api.example.com/v1', IDENTITY_PROVIDER: 'firebase' });
      expect(found).toContain(
        'LLM_MODEL: is required with LLM_BASE_URL (the model name the endpoint serves, such as llama3.1:8b)',
      );
      expect(found.some((problem) => problem.startsWith('FIREBASE_PROJECT_ID'))).toBe(true);
    });
  });
});
