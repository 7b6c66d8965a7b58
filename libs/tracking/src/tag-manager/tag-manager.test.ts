import { configKeys, type AppConfig, type DeviceType } from '@seller-portal/contracts/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createCriticalResourcesGate } from '../resources/critical-resources';
import { loadTagManager, tagManagerAllowed, tagManagerScriptUrl } from './tag-manager';

const host = 'https://tags.example.test/gtm.js';

function dataLayer(): unknown[] | undefined {
  return (window as unknown as { dataLayer?: unknown[] }).dataLayer;
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});

describe('tagManagerScriptUrl', () => {
  const rows: { name: string; host: string | null; containerId: string | null; expected: string | null }[] = [
    { name: 'the container id goes in the id query value', host, containerId: 'GTM-DEMO', expected: `${host}?id=GTM-DEMO` },
    { name: 'existing query values are kept', host: `${host}?l=dl`, containerId: 'GTM-DEMO', expected: `${host}?l=dl&id=GTM-DEMO` },
    { name: 'without a container id the host is used as it is', host, containerId: null, expected: host },
    { name: 'a blank container id counts as none', host, containerId: '  ', expected: host },
    { name: 'no host means nothing', host: null, containerId: 'GTM-DEMO', expected: null },
    { name: 'a host that is not http(s) means nothing', host: 'data:text/javascript,1', containerId: 'GTM-DEMO', expected: null },
  ];
  it.each(rows)('$name', ({ host: raw, containerId, expected }) => {
    expect(tagManagerScriptUrl(raw, containerId, 'https://portal.example.test/')).toBe(expected);
  });
});

describe('tagManagerAllowed (config seller-app-ga-tracker)', () => {
  const rows: { deviceType: DeviceType; gaTracker: string | undefined; expected: boolean }[] = [
    { deviceType: 'Web', gaTracker: undefined, expected: true },
    { deviceType: 'Mobileweb', gaTracker: 'false', expected: true },
    { deviceType: 'MTA Android', gaTracker: 'false', expected: false },
    { deviceType: 'MTA iOS', gaTracker: undefined, expected: false },
    { deviceType: 'MTA Android', gaTracker: 'true', expected: true },
    { deviceType: 'MTA iOS', gaTracker: 'true', expected: true },
  ];
  it.each(rows)('$deviceType with seller-app-ga-tracker=$gaTracker → $expected', ({ deviceType, gaTracker, expected }) => {
    const config: AppConfig = gaTracker === undefined ? {} : { [configKeys.appGaTracker]: gaTracker };
    expect(tagManagerAllowed(deviceType, config)).toBe(expected);
  });
});

describe('loadTagManager (§4.11)', () => {
  it('loads at once without a delay mechanism, with its start marker', () => {
    const load = loadTagManager({ host, containerId: 'GTM-DEMO', now: () => 1_700_000_000_000 });
    expect(load.injected).toBe(true);
    const script = document.querySelector('script');
    expect(script?.getAttribute('src')).toBe(`${host}?id=GTM-DEMO`);
    expect(script?.async).toBe(true);
    expect(dataLayer()).toEqual([{ 'gtm.start': 1_700_000_000_000, event: 'gtm.js' }]);
  });

  it('with the delay active loads after critical resources', () => {
    const gate = createCriticalResourcesGate({ timeout: 6000, isDelayFirebase: false, isDelayComponent: true });
    const load = loadTagManager({ host, containerId: 'GTM-DEMO', gate });
    expect(load.injected).toBe(false);
    expect(document.querySelector('script')).toBeNull();
    gate.onCriticalResourcesLoaded();
    expect(load.injected).toBe(true);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('with the delay active falls back to the timeout', () => {
    const gate = createCriticalResourcesGate({ timeout: 6000, isDelayFirebase: false, isDelayComponent: true });
    loadTagManager({ host, gate });
    vi.advanceTimersByTime(5999);
    expect(document.querySelector('script')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('keeps events already queued by the page and loads once', () => {
    Object.assign(window, { dataLayer: [{ event: 'page_view' }] });
    loadTagManager({ host, now: () => 1 });
    loadTagManager({ host, now: () => 2 });
    expect(dataLayer()).toEqual([{ event: 'page_view' }, { 'gtm.start': 1, event: 'gtm.js' }]);
    expect(document.querySelectorAll('script')).toHaveLength(1);
  });

  it('with no host loads nothing', () => {
    const load = loadTagManager({ host: undefined, containerId: 'GTM-DEMO' });
    expect(load.src).toBeNull();
    expect(load.injected).toBe(false);
    expect(document.querySelector('script')).toBeNull();
    expect(dataLayer()).toBeUndefined();
  });
});
