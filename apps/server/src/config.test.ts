import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
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

  describe('file storage', () => {
    const s3 = {
      S3_BUCKET: 'grant-files',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'secret-example',
    };

    it('keeps files under DATA_DIR/uploads with a 25 MB limit by default', () => {
      const config = loadConfig({ DATA_DIR: '/srv/grantpilot' });
      expect(config.uploadMaxBytes).toBe(26_214_400);
      expect(config.storage).toEqual({ driver: 'disk', directory: '/srv/grantpilot/uploads' });
      expect(loadConfig({ UPLOAD_MAX_BYTES: '1048576' }).uploadMaxBytes).toBe(1_048_576);
    });

    it('refuses an upload limit that is not a positive whole number of bytes up to 5 GB', () => {
      for (const value of ['0', '-1', '2.5', '25MB', String(6 * 1024 ** 3)]) {
        expect(problemsOf({ UPLOAD_MAX_BYTES: value })).toEqual([expect.stringContaining('UPLOAD_MAX_BYTES')]);
      }
    });

    it('uses AWS S3 when S3_BUCKET is set: us-east-1, virtual-host addressing', () => {
      expect(loadConfig(s3).storage).toEqual({
        driver: 's3',
        s3: {
          bucket: 'grant-files',
          region: 'us-east-1',
          endpoint: undefined,
          accessKeyId: 'AKIAEXAMPLE',
          secretAccessKey: 'secret-example',
          forcePathStyle: false,
        },
      });
    });

    it('addresses buckets by path on an S3-compatible endpoint unless told otherwise', () => {
      const compatible = { ...s3, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_REGION: 'eu-west-2' };
      expect(loadConfig(compatible).storage).toMatchObject({
        driver: 's3',
        s3: { endpoint: 'http://127.0.0.1:9000', region: 'eu-west-2', forcePathStyle: true },
      });
      expect(loadConfig({ ...compatible, S3_FORCE_PATH_STYLE: 'false' }).storage).toMatchObject({
        s3: { forcePathStyle: false },
      });
      expect(loadConfig({ ...s3, S3_FORCE_PATH_STYLE: 'true' }).storage).toMatchObject({
        s3: { forcePathStyle: true },
      });
    });

    it('names every missing companion of S3_BUCKET', () => {
      expect(problemsOf({ S3_BUCKET: 'grant-files' })).toEqual([
        'S3_ACCESS_KEY_ID: is required with S3_BUCKET',
        'S3_SECRET_ACCESS_KEY: is required with S3_BUCKET',
      ]);
      expect(problemsOf({ S3_BUCKET: 'grant-files', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
        'S3_SECRET_ACCESS_KEY: is required with S3_BUCKET',
      ]);
    });

    it('refuses S3 settings without a bucket rather than quietly keeping files on disk', () => {
      expect(problemsOf({ S3_ENDPOINT: 'https://s3.example.org', S3_ACCESS_KEY_ID: 'AKIAEXAMPLE' })).toEqual([
        'S3_BUCKET: is required when S3_ENDPOINT, S3_ACCESS_KEY_ID are set (files are kept on disk without it)',
      ]);
    });

    it('refuses a malformed bucket, endpoint or path-style flag', () => {
      const problems = problemsOf({
        ...s3,
        S3_BUCKET: 'Grant_Files',
        S3_ENDPOINT: 'ftp://files.example.org',
        S3_FORCE_PATH_STYLE: 'yes',
      });
      expect(problems).toHaveLength(3);
      for (const key of ['S3_BUCKET', 'S3_ENDPOINT', 'S3_FORCE_PATH_STYLE']) {
        expect(problems.join('\n')).toContain(key);
      }
    });
  });
});
