import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config.js';

describe('configuration', () => {
  it('has working defaults for the embedded mode', () => {
    const config = loadConfig({}, '/srv');
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      publicUrl: 'http://127.0.0.1:8080',
      databaseUrl: undefined,
      embeddedStore: 'embedded-postgres',
      dataDir: '/srv/.data',
      emulators: true,
      demo: true,
      downstreamTimeoutMs: 28_000,
    });
  });

  it('reads every variable', () => {
    const key = Buffer.alloc(32, 7);
    const config = loadConfig({
      SVC_PORT: '9000',
      DATABASE_URL: 'postgres://u@db:5432/x',
      SVC_ENCRYPTION_KEY: key.toString('base64'),
      SVC_PUBLIC_URL: 'https://api.example.com/',
      SVC_TRUST_PROXY: '10.0.0.0/8, 192.168.1.1',
      SVC_SANDBOX_URLS: 'twilio=http://127.0.0.1:4010/',
      SVC_DOWNSTREAM_TIMEOUT_MS: '5000',
    });
    expect(config.port).toBe(9000);
    expect(config.encryptionKey?.equals(key)).toBe(true);
    expect(config.publicUrl).toBe('https://api.example.com');
    expect(config.trustProxy).toEqual(['10.0.0.0/8', '192.168.1.1']);
    expect(config.sandboxUrls).toEqual({ twilio: 'http://127.0.0.1:4010' });
    expect(config.demo).toBe(false);
    expect(config.downstreamTimeoutMs).toBe(5000);
  });

  it('reads how sandbox calls are paced', () => {
    expect(loadConfig({}).sandboxPacing).toBe('holds-only');
    expect(loadConfig({ SVC_SANDBOX_PACING: 'declared' }).sandboxPacing).toBe('declared');
    expect(loadConfig({ SVC_SANDBOX_PACING: '100000' }).sandboxPacing).toEqual({ requestsPerSecond: 100_000 });
    for (const bad of ['0', 'fast', '1.5']) expect(() => loadConfig({ SVC_SANDBOX_PACING: bad })).toThrow(/SVC_SANDBOX_PACING/);
  });

  it('reads which embedded store to run', () => {
    expect(loadConfig({ SVC_STORE: 'pglite' }).embeddedStore).toBe('pglite');
    expect(loadConfig({ SVC_STORE: 'embedded-postgres' }).embeddedStore).toBe('embedded-postgres');
    expect(() => loadConfig({ SVC_STORE: 'sqlite' })).toThrow(/SVC_STORE must be one of embedded-postgres, pglite; got "sqlite"/);
  });

  it('reads how metrics are served: off by default, a token of 24+ characters, a separate port on loopback', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined, host: '127.0.0.1' });
    const token = 'm'.repeat(24);
    expect(loadConfig({ SVC_METRICS_TOKEN: token, SVC_METRICS_PORT: '9464', SVC_METRICS_HOST: '0.0.0.0' }).metrics).toEqual({ token, port: 9464, host: '0.0.0.0' });
    expect(() => loadConfig({ SVC_METRICS_TOKEN: 'short' })).toThrow(/SVC_METRICS_TOKEN must be at least 24 characters/);
    expect(() => loadConfig({ SVC_METRICS_PORT: '8080' })).toThrow(/SVC_METRICS_PORT must differ from SVC_PORT/);
    expect(() => loadConfig({ SVC_METRICS_PORT: 'nine' })).toThrow(/SVC_METRICS_PORT must be an integer/);
  });

  it('names every bad variable at once, with what it must be and what it was', () => {
    try {
      loadConfig({ SVC_PORT: 'eighty', SVC_ENCRYPTION_KEY: 'short', DATABASE_URL: 'mysql://x', SVC_TLS_CERT: 'a.pem', SVC_EMULATORS: 'maybe' });
      throw new Error('accepted');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const text = (error as ConfigError).message;
      for (const name of ['SVC_PORT', 'SVC_ENCRYPTION_KEY', 'DATABASE_URL', 'SVC_TLS_KEY', 'SVC_EMULATORS']) expect(text).toContain(name);
      expect(text).toContain('"eighty"');
    }
  });
});
