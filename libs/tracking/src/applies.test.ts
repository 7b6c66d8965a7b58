import type { AppConfig, DeviceType, Session } from '@seller-portal/contracts/core';
import { storeSession } from '@seller-portal/contracts/testing';
import { describe, expect, it } from 'vitest';
import { trackingApplies } from './applies';

const cases: Array<[string, AppConfig | null, DeviceType, Session | null | undefined, boolean]> = [
  ['no config yet', null, 'MTA Android', undefined, false],
  ['web, nothing configured, signed out', {}, 'Web', null, false],
  ['web, nothing configured, session loading', {}, 'Web', undefined, false],
  ['Android app: native tracker', {}, 'MTA Android', null, true],
  ['iOS app: native tracker', {}, 'MTA iOS', null, true],
  ['engagement script configured', { 'seller-tracker-host': 'https://tracker.example' }, 'Web', null, true],
  ['tag manager configured', { 'seller-tag-manager-host': 'https://tags.example' }, 'Mobileweb', null, true],
  ['STORE login to record', {}, 'Web', storeSession(), true],
];

describe('trackingApplies (§4.11)', () => {
  it.each(cases)('%s', (_name, config, deviceType, session, expected) => {
    expect(trackingApplies({ config, deviceType, session })).toBe(expected);
  });
});
