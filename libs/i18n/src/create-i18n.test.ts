import { isFeatureErrorCode, serverErrorCatalogue } from '@seller-portal/contracts/core';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n';
import { addResourceBundles } from './instance';
import { changeLanguage } from './load-i18n';
import en from './i18n/en.json';
import id from './i18n/id.json';

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => keysOf(inner, prefix ? `${prefix}.${key}` : key));
}

describe('resources', () => {
  it('have the same keys in English and Indonesian', () => {
    expect(keysOf(id).sort()).toEqual(keysOf(en).sort());
  });

  // A feature's own codes are translated by its library (contracts' featureErrorCodes).
  it.each(Object.keys(serverErrorCatalogue).filter((code) => !isFeatureErrorCode(code)))('translate error code %s in both languages', (code) => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.exists(code, { ns: 'errors', lng: 'en' })).toBe(true);
    expect(i18n.exists(code, { ns: 'errors', lng: 'id' })).toBe(true);
    expect(i18n.getFixedT('id', 'errors')(code)).not.toBe(i18n.getFixedT('en', 'errors')(code));
  });

  it.each(['generic', 'network', 'reference'])('have errors.%s', (key) => {
    expect(en.errors).toHaveProperty(key);
    expect(id.errors).toHaveProperty(key);
  });

  it.each([
    'dashboard',
    'orders',
    'conversations',
    'learning',
    'storeInfo',
    'wallet',
    'announcement',
    'partnersNotification',
    'apiCenter',
    'mobileConfig',
    'products',
    'settlements',
    'notifications',
  ])('name the session menu %s', (menu) => {
    const i18n = createI18n({ lng: 'id' });
    expect(i18n.t(`menu.${menu}`)).not.toBe(`menu.${menu}`);
  });
});

describe('createI18n', () => {
  afterEach(() => {
    Cookies.remove('Partners-Language', { path: '/' });
    localStorage.clear();
  });

  it('is ready synchronously in the requested language', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('signOut')).toBe('Sign out');
    expect(i18n.t('errors:PE401007')).toBe('Email and/or password is incorrect.');
  });

  it('defaults to the detected language, Indonesian on a first visit', () => {
    const i18n = createI18n();
    expect(i18n.language).toBe('id');
    expect(i18n.t('signOut')).toBe('Keluar');
    expect(document.documentElement.lang).toBe('id');
  });

  it('falls back to Indonesian for a key missing in English', () => {
    const i18n = createI18n({
      lng: 'en',
      resources: [{ ns: 'auth', en: {}, id: { title: 'Masuk' } }],
    });
    expect(i18n.t('auth:title')).toBe('Masuk');
  });

  it('does not escape interpolated values (React escapes them)', () => {
    const i18n = createI18n({ lng: 'en' });
    expect(i18n.t('errors:reference', { code: '<a&b>' })).toBe('Ref: <a&b>');
  });

  it('takes bundles of other libraries, at creation and later', () => {
    const i18n = createI18n({
      lng: 'id',
      resources: [{ ns: 'auth', en: { signIn: 'Sign in' }, id: { signIn: 'Masuk' } }],
    });
    addResourceBundles(i18n, [{ ns: 'chat', en: { send: 'Send' }, id: { send: 'Kirim' } }]);
    expect(i18n.t('auth:signIn')).toBe('Masuk');
    expect(i18n.t('chat:send')).toBe('Kirim');
    expect(i18n.t('send', { ns: 'chat', lng: 'en' })).toBe('Send');
  });

  it('changeLanguage switches texts and remembers the choice', async () => {
    const i18n = createI18n({ lng: 'id' });
    await changeLanguage(i18n, 'en');
    expect(i18n.t('cancel')).toBe('Cancel');
    expect(Cookies.get('Partners-Language')).toBe('en');
    expect(localStorage.getItem('NG_TRANSLATE_LANG_KEY')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps instances independent', async () => {
    const first = createI18n({ lng: 'id' });
    const second = createI18n({ lng: 'id' });
    await second.changeLanguage('en');
    expect(first.t('back')).toBe('Kembali');
    expect(second.t('back')).toBe('Back');
  });
});
