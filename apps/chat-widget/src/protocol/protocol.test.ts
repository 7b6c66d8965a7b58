import { describe, expect, it } from 'vitest';
import { hostCommandOf, isFromPeer, isInternalOrigin, parentOriginOf, unauthorizedAction, widgetEventOf, widgetNamespace as ns } from './protocol';

describe('hostCommandOf (host page → widget)', () => {
  const rows = [
    { name: 'open a customer’s room', data: { ns, type: 'open-room', customerId: 'CUST-1' }, expected: { ns, type: 'open-room', customerId: 'CUST-1' } },
    { name: 'a customer id that is not one', data: { ns, type: 'open-room', customerId: '../sign-out' }, expected: null },
    { name: 'a room id with a pickup point is not a customer id', data: { ns, type: 'open-room', customerId: 'CUST-1_PP' }, expected: null },
    { name: 'set the language', data: { ns, type: 'set-language', lang: 'en' }, expected: { ns, type: 'set-language', lang: 'en' } },
    { name: 'the old Indonesian key', data: { ns, type: 'set-language', lang: 'in' }, expected: { ns, type: 'set-language', lang: 'id' } },
    { name: 'a language the widget does not speak', data: { ns, type: 'set-language', lang: 'fr' }, expected: null },
    { name: 'another namespace', data: { ns: 'other-widget', type: 'open-room', customerId: 'CUST-1' }, expected: null },
    { name: 'no namespace', data: { type: 'open-room', customerId: 'CUST-1' }, expected: null },
    { name: 'an unknown command', data: { ns, type: 'sign-out' }, expected: null },
    { name: 'a string', data: 'open-room', expected: null },
    { name: 'null', data: null, expected: null },
  ];
  it.each(rows)('$name', ({ data, expected }) => expect(hostCommandOf(data)).toEqual(expected));
});

describe('widgetEventOf (widget → host page)', () => {
  const rows = [
    { name: 'ready', data: { ns, event: 'ready' }, expected: { ns, event: 'ready' } },
    { name: '§8 error 401', data: { ns, event: 'error', name: '401' }, expected: { ns, event: 'error', name: '401' } },
    { name: 'an error without a name', data: { ns, event: 'error', name: 401 }, expected: null },
    { name: 'a room opened', data: { ns, event: 'room-opened', customerId: 'CUST-1' }, expected: { ns, event: 'room-opened', customerId: 'CUST-1' } },
    { name: 'another namespace', data: { ns: 'x', event: 'ready' }, expected: null },
    { name: 'no namespace (another script’s message)', data: { event: 'error', name: '401' }, expected: null },
  ];
  it.each(rows)('$name', ({ data, expected }) => expect(widgetEventOf(data)).toEqual(expected));
});

describe('isFromPeer (origin AND source)', () => {
  const frame = {};
  const other = {};
  const peer = { origin: 'https://seller.example', window: frame };
  const rows = [
    { name: 'the peer’s window from the peer’s origin', event: { origin: 'https://seller.example', source: frame }, ok: true },
    { name: 'the peer’s origin from another window (another frame of the same site)', event: { origin: 'https://seller.example', source: other }, ok: false },
    { name: 'the peer’s window from another origin (navigated away)', event: { origin: 'https://evil.example', source: frame }, ok: false },
    { name: 'no source', event: { origin: 'https://seller.example', source: null }, ok: false },
  ];
  it.each(rows)('$name', ({ event, ok }) => expect(isFromPeer(event, peer)).toBe(ok));
  it('nothing is from a peer without a window', () => expect(isFromPeer({ origin: 'x', source: null }, { origin: 'x', window: null })).toBe(false));
});

describe('§9 isInternalOrigin (the allow-list of internal domains)', () => {
  const portal = 'https://seller.example.com';
  const allowList = ['https://partner.example.com', 'https://*.internal.example', 'http://127.0.0.1:4440/'];
  const rows = [
    { origin: 'https://seller.example.com', internal: true, why: 'the portal itself' },
    { origin: 'https://partner.example.com', internal: true, why: 'listed' },
    { origin: 'http://partner.example.com', internal: false, why: 'listed with another scheme' },
    { origin: 'https://partner.example.com:8443', internal: false, why: 'listed with another port' },
    { origin: 'https://ops.internal.example', internal: true, why: 'a subdomain of a wildcard' },
    { origin: 'https://a.b.internal.example', internal: true, why: 'a deeper subdomain of a wildcard' },
    { origin: 'https://internal.example', internal: true, why: 'the wildcard’s own domain' },
    { origin: 'https://evilinternal.example', internal: false, why: 'a domain that only ends alike' },
    { origin: 'https://internal.example.evil.com', internal: false, why: 'a domain that only begins alike' },
    { origin: 'http://127.0.0.1:4440', internal: true, why: 'listed with a trailing slash' },
    { origin: 'http://127.0.0.1:4441', internal: false, why: 'the same host on another port' },
    { origin: 'null', internal: false, why: 'an opaque origin (a sandboxed frame, a file)' },
    { origin: 'not a url', internal: false, why: 'garbage' },
  ];
  it.each(rows)('$origin: $why', ({ origin, internal }) => expect(isInternalOrigin(origin, allowList, portal)).toBe(internal));
});

describe('parentOriginOf', () => {
  const framed = { self: 1, parent: 2 };
  const rows = [
    { name: 'not framed', win: { self: 1, parent: 1, location: { search: '?host=https://a.example' } }, expected: null },
    {
      name: 'the browser reports the parent',
      win: { ...framed, location: { search: '?host=https://claimed.example', ancestorOrigins: { length: 1, 0: 'https://real.example' } } },
      expected: 'https://real.example',
    },
    {
      name: 'the loader’s host where the browser does not report',
      win: { ...framed, location: { search: '?host=https%3A%2F%2Fshop.example%2Fpath' } },
      expected: 'https://shop.example',
    },
    { name: 'neither', win: { ...framed, location: { search: '' } }, expected: null },
    { name: 'a host that is not a URL', win: { ...framed, location: { search: '?host=nope' } }, expected: null },
  ];
  it.each(rows)('$name', ({ win, expected }) => expect(parentOriginOf(win)).toBe(expected));
});

describe('§8 unauthorizedAction (a 401 inside the widget)', () => {
  const rows = [
    { name: 'not framed: the page itself', parent: null, internal: false, expected: 'here' },
    { name: 'an internal host page: the top window goes to sign-in', parent: 'https://seller.example.com', internal: true, expected: 'top' },
    { name: 'an external host page: told with a message', parent: 'https://shop.example', internal: false, expected: 'post' },
  ];
  it.each(rows)('$name', ({ parent, internal, expected }) => expect(unauthorizedAction(parent, internal)).toBe(expected));
});
