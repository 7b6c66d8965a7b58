import { configKeys, type AppConfig, type DeviceType } from '@seller-portal/contracts/core';
import { trackingConfigKeys } from '@seller-portal/contracts/tracking';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EngagementTracker } from './engagement/engagement-tracker';
import { startTracking, type Tracking } from './tracking';

const trackerHost = 'https://engagement.example.test/sdk.js';
const tagHost = 'https://tags.example.test/gtm.js';
const desktop = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const androidApp = 'Mozilla/5.0 (Linux; Android 13) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36 MTA-Android/1.174.0';

const fullConfig: AppConfig = {
  [configKeys.trackerHost]: trackerHost,
  [trackingConfigKeys.tagManagerHost]: tagHost,
  [trackingConfigKeys.tagManagerContainerId]: 'GTM-DEMO',
};

function scriptSources(): (string | null)[] {
  return [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));
}

let started: Tracking[] = [];
function start(...args: Parameters<typeof startTracking>): Tracking {
  const tracking = startTracking(...args);
  started.push(tracking);
  return tracking;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const tracking of started) tracking.dispose();
  started = [];
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('startTracking: what loads, from the config', () => {
  const rows: {
    name: string;
    userAgent: string;
    config: AppConfig;
    deviceType: DeviceType;
    kind: EngagementTracker['kind'];
    scripts: string[];
  }[] = [
    {
      name: 'web loads the tracker and the tag manager',
      userAgent: desktop,
      config: fullConfig,
      deviceType: 'Web',
      kind: 'web',
      scripts: [trackerHost, `${tagHost}?id=GTM-DEMO`],
    },
    { name: 'no hosts configured loads nothing', userAgent: desktop, config: {}, deviceType: 'Web', kind: 'disabled', scripts: [] },
    {
      name: 'the Android app uses the bridge and no tag manager by default',
      userAgent: androidApp,
      config: fullConfig,
      deviceType: 'MTA Android',
      kind: 'android',
      scripts: [],
    },
    {
      name: 'the Android app runs the tag manager when seller-app-ga-tracker is true',
      userAgent: androidApp,
      config: { ...fullConfig, [configKeys.appGaTracker]: 'true' },
      deviceType: 'MTA Android',
      kind: 'android',
      scripts: [`${tagHost}?id=GTM-DEMO`],
    },
    {
      name: 'the delay mechanism holds both scripts',
      userAgent: desktop,
      config: { ...fullConfig, [configKeys.delayResources]: '{"timeout":6000,"isDelayFirebase":false,"isDelayComponent":true}' },
      deviceType: 'Web',
      kind: 'web',
      scripts: [],
    },
    {
      name: 'a delay config that does not delay components loads at once',
      userAgent: desktop,
      config: { ...fullConfig, [configKeys.delayResources]: '{"timeout":6000,"isDelayFirebase":true,"isDelayComponent":false}' },
      deviceType: 'Web',
      kind: 'web',
      scripts: [trackerHost, `${tagHost}?id=GTM-DEMO`],
    },
  ];
  it.each(rows)('$name', ({ userAgent, config, deviceType, kind, scripts }) => {
    const tracking = start({ config, userAgent, environment: { production: true } });
    expect(tracking.deviceType).toBe(deviceType);
    expect(tracking.tracker.kind).toBe(kind);
    expect(scriptSources()).toEqual(scripts);
  });

  it('releases held scripts when critical resources have loaded', () => {
    const config = { ...fullConfig, [configKeys.delayResources]: '{"isDelayComponent":true}' };
    const tracking = start({ config, userAgent: desktop, environment: { production: true } });
    expect(scriptSources()).toEqual([]);
    tracking.onCriticalResourcesLoaded();
    expect(scriptSources()).toEqual([trackerHost, `${tagHost}?id=GTM-DEMO`]);
  });

  it('releases held scripts at the default 6000 ms when the hook never comes', () => {
    const config = { ...fullConfig, [configKeys.delayResources]: '{"isDelayComponent":true}' };
    start({ config, userAgent: desktop, environment: { production: true } });
    vi.advanceTimersByTime(5999);
    expect(scriptSources()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scriptSources()).toHaveLength(2);
  });

  it('an explicit tag manager overrides the configured one', () => {
    start({
      config: fullConfig,
      userAgent: desktop,
      environment: { production: true },
      tagManager: { host: 'https://other.example.test/t.js', containerId: 'GTM-X' },
    });
    expect(scriptSources()).toContain('https://other.example.test/t.js?id=GTM-X');
  });

  it.each([
    ['debug lines are written outside production', { production: false, prefix: 'stg' }, true],
    ['no debug lines in production (§9)', { production: true }, false],
  ] as const)('%s', async (_name, environment, logged) => {
    const log = vi.fn();
    const tracking = start({ config: {}, userAgent: desktop, environment, log });
    await tracking.tracker.trackEvent('opened');
    expect(log.mock.calls.length > 0).toBe(logged);
  });
});
