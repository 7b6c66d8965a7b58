import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { devChatTokenSecret } from './modules/chat';
import { chatSettings } from './modules/chat/settings';
import { devChatCustomerTokenSecret } from './modules/customer-tokens';
import { customerTokenSettings } from './modules/customer-tokens/settings';
import { devOrderServiceToken } from './modules/orders';
import { orderSettings } from './modules/orders/settings';
import { devNotificationEventTriggerToken } from './modules/partner-notification-events';
import { partnerNotificationEventSettings } from './modules/partner-notification-events/settings';
import { environmentVariables, readServerEnvironment as readServerConfig } from './server-config';

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
      trustProxy: false,
      signInRateLimitPerMinute: 60,
      accountRateLimitPerMinute: 30,
      realtime: { socketsPerSession: 10, socketsPerAddress: 200, replayMaxEvents: 1000 },
      rateLimits: {
        customerOrdersPerMinute: 10,
        storeOrdersPerMinute: 600,
        customerChatMessagesPerMinute: 60,
        storeChatMessagesPerMinute: 1200,
        uploadsPerMinute: 20,
      },
      publicUrl: 'http://127.0.0.1:4200',
      smtp: null,
      devOutbox: true,
      devOutboxKey: expect.stringMatching(/^[\w-]{32}$/),
      passwordMaxAgeDays: 90,
      google: null,
      facebook: null,
      casDomains: [],
      imageOrigins: [],
      chat: { tokenSecret: undefined, firebaseServiceAccount: null },
      customerTokenSecret: undefined,
      analyticsReportLinkSecret: undefined,
      notificationEvents: { triggerToken: undefined },
      orders: { serviceToken: undefined },
      ads: { serviceToken: undefined, promo: {} },
      wallet: { dailyWithdrawalLimit: undefined, codesPerHour: undefined, payoutServiceToken: undefined },
      metricsToken: null,
      shutdownDelayMs: 0,
      shutdownTimeoutMs: 25_000,
      settlementTerms: { regularDays: undefined, officialDays: undefined, shippingSubsidyBps: undefined, shippingSubsidyCap: undefined },
      settlementTestClock: false,
      officialStoreTerms: { termDays: undefined, renewalWindowDays: undefined },
    });
  });

  it.each([
    [{ SEED_DEMO: '0' }, { seedDemo: 'off' }],
    [{ SEED_DEMO: '1' }, { seedDemo: 'on' }],
    [
      { PORT: '4310', HOST: '0.0.0.0' },
      { port: 4310, host: '0.0.0.0', publicUrl: 'http://localhost:4310', devOutbox: false },
    ],
    [{ HOST: '::' }, { publicUrl: 'http://localhost:4200', devOutbox: false }],
    [{ HOST: '::1' }, { publicUrl: 'http://[::1]:4200', devOutbox: true }],
    [{ HOST: 'localhost' }, { publicUrl: 'http://localhost:4200', devOutbox: true }],
    [{ HOST: '192.168.1.20' }, { publicUrl: 'http://192.168.1.20:4200', devOutbox: false }],
    [{ HOST: '0.0.0.0', DEV_OUTBOX: '1' }, { devOutbox: true }],
    [{ TRUST_PROXY: 'loopback' }, { trustProxy: 'loopback' }],
    [{ DATA_DIR: '/var/lib/portal' }, { dataDir: '/var/lib/portal' }],
    [{ DATABASE_URL: 'postgres://u@db:5432/portal' }, { databaseUrl: 'postgres://u@db:5432/portal' }],
    [{ WEB_ROOT: 'web' }, { webRoot: '/srv/app/web' }],
    [{ TRUST_PROXY: 'false' }, { trustProxy: false }],
    [{ TRUST_PROXY: '10.0.0.0/8' }, { trustProxy: '10.0.0.0/8' }],
    [{ PORT: '' }, { port: 4200, publicUrl: 'http://127.0.0.1:4200' }],
    [{ SMTP_URL: 'smtp://mail:25' }, { smtp: { url: 'smtp://mail:25', from: 'Seller Center <no-reply@seller-portal.local>' }, devOutbox: false }],
    [{ SMTP_URL: 'smtps://mail:465', MAIL_FROM: 'Toko <toko@example.com>' }, { smtp: { url: 'smtps://mail:465', from: 'Toko <toko@example.com>' } }],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com' }, { devOutbox: false }],
    [{ SMTP_URL: 'smtp://mail:25', DEV_OUTBOX: '1' }, { devOutbox: true }],
    [{ DEV_OUTBOX: '0' }, { devOutbox: false, devOutboxKey: null }],
    [{ DEV_OUTBOX_KEY: 'outbox-key-of-the-team' }, { devOutbox: true, devOutboxKey: 'outbox-key-of-the-team' }],
    [
      { DEV_OUTBOX: '0', DEV_OUTBOX_KEY: 'outbox-key-of-the-team' },
      { devOutbox: false, devOutboxKey: null },
    ],
    [{ PUBLIC_URL: 'https://seller.example.com/some/path' }, { publicUrl: 'https://seller.example.com' }],
    [{ PASSWORD_MAX_AGE_DAYS: '0' }, { passwordMaxAgeDays: 0 }],
    [{ PICKUP_POINTS_MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png' }, { pickupPointsMapTileUrl: 'https://tiles.example.com/{z}/{x}/{y}.png' }],
    [
      { REALTIME_SOCKETS_PER_SESSION: '4', REALTIME_SOCKETS_PER_ADDRESS: '5000', REALTIME_REPLAY_MAX_EVENTS: '0' },
      { realtime: { socketsPerSession: 4, socketsPerAddress: 5000, replayMaxEvents: 0 } },
    ],
    [
      { GOOGLE_CLIENT_ID: 'cid.apps.googleusercontent.com' },
      {
        google: {
          clientId: 'cid.apps.googleusercontent.com',
          jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
          issuers: ['https://accounts.google.com', 'accounts.google.com'],
        },
      },
    ],
    [{ FACEBOOK_APP_ID: '123' }, { facebook: null }],
    [{ IMAGE_ORIGINS: 'https://img.example.com/products/, https://cdn.example.net' }, { imageOrigins: ['https://img.example.com', 'https://cdn.example.net'] }],
    [
      { FACEBOOK_APP_ID: '123', FACEBOOK_APP_SECRET: 's', FACEBOOK_GRAPH_URL: 'http://127.0.0.1:9/v19.0/' },
      { facebook: { appId: '123', appSecret: 's', graphUrl: 'http://127.0.0.1:9/v19.0' } },
    ],
    [
      { CAS_DOMAINS: 'Example.co.id=https://cas.example.co.id/cas/, other.id=http://127.0.0.1:8443/cas' },
      {
        casDomains: [
          { domain: 'example.co.id', serverUrl: 'https://cas.example.co.id/cas' },
          { domain: 'other.id', serverUrl: 'http://127.0.0.1:8443/cas' },
        ],
      },
    ],
  ])('reads %j', (env, expected) => {
    expect(readServerConfig(env, '/srv/app')).toMatchObject(expected);
  });

  it.each([
    [{ PORT: 'http' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ SEED_DEMO: 'yes' }, /SEED_DEMO/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ SMTP_URL: 'mail.example.com' }, /SMTP_URL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ CAS_DOMAINS: 'example.co.id' }, /CAS_DOMAINS/],
    [{ CAS_DOMAINS: 'example=https://cas' }, /CAS_DOMAINS/],
    // Production builds mailed links from PUBLIC_URL only, and never serves the outbox page.
    [{ NODE_ENV: 'production' }, /PUBLIC_URL: required when NODE_ENV=production/],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com', DEV_OUTBOX: '1' }, /DEV_OUTBOX/],
    [{ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com', SETTLEMENT_TEST_CLOCK: '1' }, /SETTLEMENT_TEST_CLOCK/],
    [{ SETTLEMENT_DAYS_OFFICIAL: '-1' }, /SETTLEMENT_DAYS_OFFICIAL/],
    [{ OFFICIAL_STORE_TERM_DAYS: '7' }, /OFFICIAL_STORE_TERM_DAYS/],
    [{ OFFICIAL_STORE_RENEWAL_WINDOW_DAYS: '10' }, /OFFICIAL_STORE_RENEWAL_WINDOW_DAYS/],
    [{ DEV_OUTBOX_KEY: 'short' }, /DEV_OUTBOX_KEY/],
    [{ IMAGE_ORIGINS: 'http://img.example.com' }, /IMAGE_ORIGINS/],
    [{ IMAGE_ORIGINS: 'img.example.com' }, /IMAGE_ORIGINS/],
    [{ CHAT_TOKEN_SECRET: 'short' }, /CHAT_TOKEN_SECRET/],
    [{ PICKUP_POINTS_MAP_TILE_URL: 'https://tiles.example.com/tile.png' }, /PICKUP_POINTS_MAP_TILE_URL/],
    [{ NOTIFICATION_EVENT_TRIGGER_TOKEN: 'short' }, /NOTIFICATION_EVENT_TRIGGER_TOKEN/],
    [{ FIREBASE_SERVICE_ACCOUNT: '{"project_id":"p"}' }, /FIREBASE_SERVICE_ACCOUNT/],
    [{ FIREBASE_SERVICE_ACCOUNT: 'no-such-file.json' }, /FIREBASE_SERVICE_ACCOUNT/],
  ])('refuses %j', (env, message) => {
    expect(() => readServerConfig(env, '/srv/app')).toThrow(message);
  });

  it('draws a new outbox key at each start unless DEV_OUTBOX_KEY names one', () => {
    expect(readServerConfig({}, '/srv/app').devOutboxKey).not.toBe(readServerConfig({}, '/srv/app').devOutboxKey);
  });

  it('chat secrets: the development values by default, never in production, as set otherwise', () => {
    const development = readServerConfig({}, '/srv/app');
    expect(chatSettings.resolve(development)).toEqual({ tokenSecret: devChatTokenSecret, firebaseServiceAccount: null });
    expect(customerTokenSettings.resolve(development)).toEqual({ secret: devChatCustomerTokenSecret });
    const production = readServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com' }, '/srv/app');
    expect(production.chat?.tokenSecret).toMatch(/^[\w-]{43}$/);
    expect(production.customerTokenSecret).toMatch(/^[\w-]{43}$/);
    expect(production.customerTokenSecret).not.toBe(production.chat?.tokenSecret);
    const secret = 's'.repeat(32);
    const account = { project_id: 'p', client_email: 'c@p.iam.gserviceaccount.com', private_key: 'k' };
    const set = readServerConfig(
      { CHAT_TOKEN_SECRET: secret, CHAT_CUSTOMER_TOKEN_SECRET: secret, FIREBASE_SERVICE_ACCOUNT: JSON.stringify(account) },
      '/srv/app',
    );
    expect(chatSettings.resolve(set)).toEqual({ tokenSecret: secret, firebaseServiceAccount: account });
    expect(customerTokenSettings.resolve(set)).toEqual({ secret });
  });

  it('the partner notification trigger token: the development value by default, never in production, as set otherwise', () => {
    expect(partnerNotificationEventSettings.resolve(readServerConfig({}, '/srv/app')).triggerToken).toBe(devNotificationEventTriggerToken);
    const production = readServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com' }, '/srv/app');
    expect(partnerNotificationEventSettings.resolve(production).triggerToken).toMatch(/^[\w-]{43}$/);
    const token = 't'.repeat(40);
    expect(partnerNotificationEventSettings.resolve(readServerConfig({ NOTIFICATION_EVENT_TRIGGER_TOKEN: token }, '/srv/app')).triggerToken).toBe(token);
  });

  it('the order service token: the development value by default, never in production, as set otherwise', () => {
    expect(orderSettings.resolve(readServerConfig({}, '/srv/app')).serviceToken).toBe(devOrderServiceToken);
    const production = readServerConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://seller.example.com' }, '/srv/app');
    expect(orderSettings.resolve(production).serviceToken).toMatch(/^[\w-]{43}$/);
    const token = 'o'.repeat(40);
    expect(orderSettings.resolve(readServerConfig({ ORDER_SERVICE_TOKEN: token }, '/srv/app')).serviceToken).toBe(token);
  });

  it('names every bad variable of the server and the modules in one message', () => {
    expect(() => readServerConfig({ PORT: 'http', SMTP_URL: 'mail.example.com', CHAT_TOKEN_SECRET: 'short' }, '/srv/app')).toThrow(
      /PORT: .*; SMTP_URL: must start with smtp:\/\/ or smtps:\/\/; CHAT_TOKEN_SECRET: must hold at least 32 characters/,
    );
  });
});

/** The variables of a README's settings table (`| \`NAME\`, \`OTHER\` | default | meaning |`). */
function documentedVariables(readme: string, heading: RegExp): string[] {
  const section = readme.slice(readme.search(heading));
  const table = section.slice(section.indexOf('| variable |')).split('\n\n')[0];
  return table
    .split('\n')
    .slice(2)
    .flatMap((row) => [...(row.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((match) => match[1]));
}

describe('the settings tables of the READMEs', () => {
  const declared = environmentVariables().map(({ variable }) => variable);
  const root = resolve(import.meta.dirname, '../../..');

  it('every variable is declared once, by the server or by one module', () => {
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("apps/api/README.md's table documents exactly the variables the server and its modules declare", () => {
    const documented = documentedVariables(readFileSync(resolve(root, 'apps/api/README.md'), 'utf8'), /^## Environment$/m);
    expect([...documented].sort()).toEqual([...declared].sort());
  });

  it("the root README's table names only declared variables", () => {
    const documented = documentedVariables(readFileSync(resolve(root, 'README.md'), 'utf8'), /^\| variable \| default \| meaning \|$/m);
    expect(documented.length).toBeGreaterThan(0);
    expect(documented.filter((variable) => !declared.includes(variable))).toEqual([]);
  });
});
