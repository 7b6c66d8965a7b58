import { afterEach, describe, expect, it } from 'vitest';
import {
  countOwner,
  isNewerId,
  lastNotifIdKey,
  notificationCountKey,
  notificationTarget,
  readCachedCount,
  readLastNotifId,
  rememberLastNotifId,
  writeCachedCount,
} from './notification-state';

afterEach(() => localStorage.clear());

describe('isNewerId', () => {
  it.each([
    ['10', '9', true],
    ['9', '10', false],
    ['10', '10', false],
    ['123456789012345678', '99', true],
    ['5', null, true],
    ['5', 'garbage', true],
    ['garbage', '5', false],
  ] as const)('%s newer than %s: %s', (a, b, expected) => {
    expect(isNewerId(a, b)).toBe(expected);
  });
});

describe('§3 lastNotifId in local storage', () => {
  it('remembers the newest id seen and never goes back to an older one', () => {
    expect(readLastNotifId()).toBeNull();
    rememberLastNotifId('42');
    rememberLastNotifId('7');
    expect(localStorage.getItem(lastNotifIdKey)).toBe('42');
    rememberLastNotifId('100');
    expect(readLastNotifId()).toBe('100');
  });

  it('ignores a value that is not an id', () => {
    localStorage.setItem(lastNotifIdKey, 'abc');
    expect(readLastNotifId()).toBeNull();
  });
});

describe('the cached notification count', () => {
  it("answers the owner's count and nobody else's", () => {
    const mine = countOwner('u1', 'DEMO-60001');
    writeCachedCount(mine, 3);
    expect(readCachedCount(mine)).toBe(3);
    expect(readCachedCount(countOwner('u1', 'DEMO-60009'))).toBeUndefined();
    expect(readCachedCount(countOwner('u2', 'DEMO-60001'))).toBeUndefined();
  });

  it.each(['not json', '{"owner":"u1:S","unread":-1}', '{"owner":"u1:S","unread":"3"}', '{"owner":"u1:S","unread":1.5}'])('ignores %s', (raw) => {
    localStorage.setItem(notificationCountKey, raw);
    expect(readCachedCount('u1:S')).toBeUndefined();
  });
});

describe('notificationTarget', () => {
  it.each([
    ['/order-list', { to: '/order-list' }],
    ['https://help.example.com/a', { to: 'https://help.example.com/a', mode: 'newTab' }],
    ['//evil.example', null],
    ['javascript:alert(1)', null],
    [null, null],
  ] as const)('%s → %j', (link, target) => {
    expect(notificationTarget(link)).toEqual(target);
  });
});
