import { describe, expect, it } from 'vitest';
import { readServerConfig } from './env';

describe('server environment', () => {
  it('defaults to 127.0.0.1:4200, .data under the working folder, demo seeding for a new embedded database', () => {
    expect(readServerConfig({}, '/srv/app')).toEqual({
      port: 4200,
      host: '127.0.0.1',
      dataDir: '/srv/app/.data',
      databaseUrl: null,
      seedDemo: 'auto',
      nodeEnv: 'development',
      logLevel: 'info',
      webRoot: null,
      trustProxy: 'loopback,linklocal,uniquelocal',
      signInRateLimitPerMinute: 60,
    });
  });

  it.each([
    [{ SEED_DEMO: '0' }, { seedDemo: 'off' }],
    [{ SEED_DEMO: '1' }, { seedDemo: 'on' }],
    [{ PORT: '4310', HOST: '0.0.0.0' }, { port: 4310, host: '0.0.0.0' }],
    [{ DATA_DIR: '/var/lib/portal' }, { dataDir: '/var/lib/portal' }],
    [{ DATABASE_URL: 'postgres://u@db:5432/portal' }, { databaseUrl: 'postgres://u@db:5432/portal' }],
    [{ WEB_ROOT: 'web' }, { webRoot: '/srv/app/web' }],
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '10.0.0.0/8' }, { trustProxy: '10.0.0.0/8' }],
    [{ PORT: '' }, { port: 4200 }],
  ])('reads %j', (env, expected) => {
    expect(readServerConfig(env, '/srv/app')).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env, '/srv/app')).toThrow(message);
  });
});
