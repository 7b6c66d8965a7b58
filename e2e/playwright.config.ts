import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import { androidAppUserAgent, cas, devOutboxKey, googleClientId, googleIdentityURL } from './support/accounts';
import { chromiumArgs, chromiumPath } from './support/browser';

// Loaded by Playwright as CommonJS (the workspace package is not type: module).
const root = resolve(__dirname, '..');
const port = Number(process.env.E2E_PORT ?? 4599);
export const baseURL = `http://127.0.0.1:${port}`;
/** The company CAS server of the single sign-on suite, on a port derived from the run's so parallel runs keep apart. */
const casPort = port + 10_000;
const casServerURL = `http://127.0.0.1:${casPort}/cas`;
/** Google's key set and ID tokens for the social sign-in specs (e2e/support/google-identity.mjs). */
const googlePort = Number(new URL(googleIdentityURL).port);

const shellSpecs = /seller-portal[\\/](shell|shell-frame|overlays)\.spec\.ts$/;
/** Tests of the shell whose outcome depends on the viewport or the device (tagged `layout` in e2e/support/accounts.ts). */
const layoutTests = /@layout(\s|$)/;

/** Tests tagged for some other project (`onlyIn`). */
function onlyInAnotherProject(project: string): RegExp {
  return new RegExp(`@only-(?!${project}(\\s|$))`);
}

const chromium = { executablePath: chromiumPath, args: chromiumArgs };

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // The suite computes more than it waits: two workers kept the two cores 86% busy, three keep them 96% busy.
  workers: 3,
  retries: process.env.CI ? 2 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: resolve(root, 'tmp/test-reports/e2e.json') }]],
  outputDir: resolve(root, `tmp/e2e-results-${port}`),
  use: {
    baseURL,
    launchOptions: chromium,
    // A trace records every action's page: a fifth of the suite's CPU. On CI the first retry of a failure records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    // The product keeps its motion short and honours this setting; with it the pages settle at once (the shell's
    // layout tests on the tablet and in the Android app keep the motion).
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
  },
  projects: [
    // A test tagged `onlyIn(project)` (e2e/support/accounts.ts) runs in that project alone.
    {
      name: 'desktop',
      grepInvert: onlyInAnotherProject('desktop'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions: chromium },
    },
    // The phone runs what a phone changes: the layout and device tests, the flows whose English run is the phone's
    // (projectOfLanguage), and the portal's own specs. The console's and the chat widget's flows end the same at any
    // width (their pages' phone layout is the axe walks' 375 px), so they run on the desktop alone.
    {
      name: 'phone',
      testIgnore: [/internal-console[\\/]/, /chat-widget[\\/]/],
      grepInvert: onlyInAnotherProject('phone'),
      use: { ...devices['Pixel 7'], launchOptions: chromium },
    },
    // The shell's layout rules differ on tablets and inside the Android app; only the shell's layout tests run there
    // (its routing, error views and language are the same on every device, and run on the desktop and the phone).
    {
      name: 'tablet',
      testMatch: shellSpecs,
      grep: layoutTests,
      grepInvert: onlyInAnotherProject('tablet'),
      use: { ...devices['Desktop Chrome'], viewport: { width: 800, height: 1100 }, hasTouch: true, reducedMotion: 'no-preference', launchOptions: chromium },
    },
    {
      name: 'android-app',
      testMatch: shellSpecs,
      grep: layoutTests,
      grepInvert: onlyInAnotherProject('android-app'),
      use: { ...devices['Pixel 7'], userAgent: androidAppUserAgent, reducedMotion: 'no-preference', launchOptions: chromium },
    },
  ],
  webServer: [
    {
      command: `node ${resolve(root, 'tools/scripts/e2e-server.mjs')}`,
      url: `${baseURL}/healthz`,
      reuseExistingServer: false,
      // A fresh embedded database and its demo data: over a minute on a loaded shared machine.
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: resolve(root, `tmp/e2e-data-${port}`),
        SEED_DEMO: '1',
        LOG_LEVEL: 'warn',
        // The workers and every project share one client address, the demo accounts and the test customers: the
        // per-address, per-user and per-customer limits would throttle the suite.
        SIGN_IN_RATE_LIMIT: '1000',
        ACCOUNT_RATE_LIMIT: '1000',
        UPLOAD_RATE_LIMIT: '1000',
        CUSTOMER_ORDER_RATE_LIMIT: '1000',
        CUSTOMER_CHAT_RATE_LIMIT: '1000',
        CAS_DOMAINS: `${cas.domain}=${casServerURL}`,
        GOOGLE_CLIENT_ID: googleClientId,
        GOOGLE_JWKS_URL: `${googleIdentityURL}/oauth2/v3/certs`,
        DEV_OUTBOX_KEY: devOutboxKey,
        // POST /dev/settlements/settle: the settlement job at a later time, for the money flows (never in production).
        SETTLEMENT_TEST_CLOCK: '1',
      },
    },
    {
      command: `node ${resolve(root, 'e2e/support/cas-server.mjs')}`,
      url: `${casServerURL}/login`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { CAS_PORT: String(casPort), CAS_SERVICE_ORIGIN: baseURL, CAS_PEOPLE: JSON.stringify([cas.person]) },
    },
    {
      command: `node ${resolve(root, 'e2e/support/google-identity.mjs')}`,
      url: `${googleIdentityURL}/oauth2/v3/certs`,
      reuseExistingServer: false,
      timeout: 10_000,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { GOOGLE_PORT: String(googlePort), GOOGLE_CLIENT_ID: googleClientId },
    },
  ],
});
