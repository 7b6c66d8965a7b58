import { describe, expect, it } from 'vitest';
import { buildMenus, buildSessionValue, initialMode, isSwitchable, type MenuRow, type SessionParts } from './session-value';

const store = (storeCode: string, isOwner = false) => ({ storeCode, isOwner });
const modes = (...types: ('STORE' | 'INTERNAL' | 'VENDOR')[]) => types.map((modeType) => ({ modeType }));

describe('switchable mode and the mode a session starts in (§1, §4.2)', () => {
  it.each([
    ['external-only with one store', modes('STORE'), [store('S1', true)], false, { type: 'STORE', code: 'S1' }],
    ['STORE with two stores chooses first', modes('STORE'), [store('S1'), store('S2')], true, null],
    ['amphibi chooses first', modes('STORE', 'INTERNAL'), [store('S1')], true, null],
    ['internal only', modes('INTERNAL'), [], false, { type: 'INTERNAL', code: null }],
    ['vendor only', modes('VENDOR'), [], false, { type: 'VENDOR', code: null }],
    ['STORE without a store yet', modes('STORE'), [], false, { type: 'STORE', code: null }],
    ['no mode at all', modes(), [], false, null],
  ] as const)('%s', (_, userModes, memberships, switchable, mode) => {
    expect(isSwitchable(userModes, memberships)).toBe(switchable);
    expect(initialMode(userModes, memberships)).toEqual(mode);
  });
});

const menu = (code: string, extra: Partial<MenuRow> = {}): MenuRow => ({
  code,
  parentCode: null,
  nameKey: `menu.${code}`,
  url: `/${code}`,
  module: null,
  requiredAccessibilities: [],
  position: 0,
  ...extra,
});

describe('session menus (§3)', () => {
  const rows: MenuRow[] = [
    menu('dashboard', { position: 0, module: 'analytics' }),
    menu('orders', { position: 1, module: 'order', requiredAccessibilities: ['STORE_ORDER'] }),
    menu('chat', { position: 2, module: 'seller-chat', requiredAccessibilities: ['STORE_CONVERSATION', 'STORE_CONVERSATION_VIEW-ONLY'] }),
    menu('finance', { position: 3, url: null }),
    menu('wallet', { parentCode: 'finance', module: 'wallet', requiredAccessibilities: ['STORE_STORE-WALLET_VIEW'] }),
  ];

  it.each([
    ['a menu without codes shows to everyone', [], ['dashboard']],
    ['a menu shows with one of its codes', ['STORE_CONVERSATION_VIEW-ONLY'], ['dashboard', 'chat']],
    ['a parent shows with a visible sub', ['STORE_STORE-WALLET_VIEW'], ['dashboard', 'finance']],
    ['order follows position', ['STORE_ORDER', 'STORE_CONVERSATION'], ['dashboard', 'orders', 'chat']],
  ])('%s', (_, codes, expected) => {
    expect(buildMenus(rows, new Set(codes)).menus.map((m) => m.code)).toEqual(expected);
  });

  it('nests subs and lists the modules of the visible menus', () => {
    const { menus, modules } = buildMenus(rows, new Set(['STORE_STORE-WALLET_VIEW', 'STORE_ORDER']));
    expect(menus.find((m) => m.code === 'finance')).toEqual({
      code: 'finance',
      name: 'menu.finance',
      subs: [{ code: 'wallet', name: 'menu.wallet', url: '/wallet' }],
    });
    expect(modules).toEqual(['analytics', 'order', 'wallet']);
  });
});

describe('session value', () => {
  const parts: SessionParts = {
    user: {
      id: 'u1',
      username: 'seller@demo.test',
      displayName: 'Sari',
      needVerification: false,
      canaryFlag: true,
      isPhoneNumberVerified: true,
      isEmailVerified: false,
    },
    modes: [{ modeType: 'STORE', whitelistedPagePathPatterns: ['^/dashboard'] }],
    memberships: [store('S1', true)],
    mode: { type: 'STORE', code: 'S1' },
    store: {
      code: 'S1',
      name: 'Toko',
      channelId: 'Web',
      businessTypes: ['OFFICIAL'],
      onboardingFlow: 'V2',
      onboardingStatus: 'NEED_REVISION',
      postliveStatus: null,
      fraudStatus: 'WAITING_IDENTITY_PHOTO',
      identityPhotoVerificationDeadline: new Date('2026-05-01T00:00:00Z'),
      modeState: 'AGREEMENT-APPROVAL',
    },
    accessibilityCodes: ['STORE_ORDER'],
    pickupPoints: [{ code: 'P1', name: 'Gudang' }],
    menus: [menu('dashboard')],
    signInMethod: 'PASSWORD',
  };

  it('carries the store fields the shell routes by (§3, §4.2, §4.5)', () => {
    const session = buildSessionValue(parts);
    expect(session.mode).toEqual({ type: 'STORE', code: 'S1', state: 'AGREEMENT-APPROVAL' });
    expect(session.customFields).toMatchObject({
      isOwner: true,
      fraudStatus: 'WAITING_IDENTITY_PHOTO',
      identityPhotoVerificationDeadline: Date.parse('2026-05-01T00:00:00Z'),
      onboardingFlow: 'V2',
      onboardingStatus: 'NEED_REVISION',
      postliveStatus: null,
      businessTypes: ['OFFICIAL'],
      whitelistedPagePathPatterns: ['^/dashboard'],
      canaryFlag: true,
      isEmailVerified: false,
      isSignInUsingSso: false,
    });
  });

  it('has no menus, codes or pickup points while no mode is chosen', () => {
    const session = buildSessionValue({ ...parts, mode: null, store: null, accessibilityCodes: [], pickupPoints: [] });
    expect(session).toMatchObject({ mode: null, menus: [], modules: [], accessibilities: [], pickupPoints: [] });
    expect(session.customFields.isOwner).toBe(false);
  });
});
