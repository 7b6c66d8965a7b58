import { describe, expect, it } from 'vitest';
import { queryKeysFactory } from './query-keys';

describe('queryKeysFactory', () => {
  const keys = queryKeysFactory('orders');

  it('nests every key under its domain, lists and details under their kind, so a prefix invalidates them', () => {
    expect(keys.all).toEqual(['orders']);
    expect(keys.list({ status: 'NEW' })).toEqual(['orders', 'list', { status: 'NEW' }]);
    expect(keys.list({ status: 'NEW' }).slice(0, 2)).toEqual(keys.lists());
    expect(keys.detail('ORD-1')).toEqual(['orders', 'detail', 'ORD-1']);
    expect(keys.detail('ORD-1', { lang: 'en' })).toEqual(['orders', 'detail', 'ORD-1', { lang: 'en' }]);
    expect(keys.detail('ORD-1').slice(0, 2)).toEqual(keys.details());
    expect(keys.one('counts', { q: 'x' })).toEqual(['orders', 'counts', { q: 'x' }]);
    expect(keys.one('counts', {}).slice(0, 2)).toEqual(keys.named('counts'));
  });

  it('keeps a scope (a store) under the domain', () => {
    const ofStore = queryKeysFactory('notifications', 'ST-1');
    expect(ofStore.all).toEqual(['notifications', 'ST-1']);
    expect(ofStore.list({ unread: true })).toEqual(['notifications', 'ST-1', 'list', { unread: true }]);
    expect(ofStore.named('unread')).toEqual(['notifications', 'ST-1', 'unread']);
  });
});
