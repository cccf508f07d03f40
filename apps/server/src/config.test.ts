import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
