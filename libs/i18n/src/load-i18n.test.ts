import { act, renderHook } from '@testing-library/react';
import Cookies from 'js-cookie';
import { createElement, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { addResourceBundles } from './instance';
import { followLanguageQuery } from './language-query';
import { changeLanguage, loadI18n } from './load-i18n';

afterEach(() => {
  Cookies.remove('Partners-Language', { path: '/' });
  localStorage.clear();
});

describe('loadI18n', () => {
  it.each([
    ['id', 'Keluar', 'Email dan/atau kata sandi salah.'],
    ['en', 'Sign out', 'Email and/or password is incorrect.'],
  ] as const)('is ready in %s with only that language’s shared texts', async (lng, signOut, wrongPassword) => {
    const i18n = await loadI18n({ lng });
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('signOut')).toBe(signOut);
    expect(i18n.t('errors:PE401007')).toBe(wrongPassword);
    const other = lng === 'id' ? 'en' : 'id';
    expect(i18n.hasResourceBundle(other, 'common')).toBe(false);
  });

  it('defaults to the detected language, Indonesian on a first visit', async () => {
    const i18n = await loadI18n();
    expect(i18n.language).toBe('id');
    expect(i18n.t('signOut')).toBe('Keluar');
  });

  it('takes the bundles of other libraries in both languages', async () => {
    const i18n = await loadI18n({ lng: 'id', resources: [{ ns: 'auth', en: { signIn: 'Sign in' }, id: { signIn: 'Masuk' } }] });
    expect(i18n.t('auth:signIn')).toBe('Masuk');
    expect(i18n.t('signIn', { ns: 'auth', lng: 'en' })).toBe('Sign in');
  });
});

describe('changeLanguage on a lazily loaded instance', () => {
  it('downloads the other language, switches and remembers the choice', async () => {
    const i18n = await loadI18n({ lng: 'id' });
    await changeLanguage(i18n, 'en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('cancel')).toBe('Cancel');
    expect(i18n.t('errors:PE401007')).toBe('Email and/or password is incorrect.');
    expect(Cookies.get('Partners-Language')).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps error texts other libraries merged in before the language was downloaded', async () => {
    const i18n = await loadI18n({ lng: 'id' });
    addResourceBundles(i18n, [{ ns: 'errors', en: { OTP_INVALID: 'Wrong code.' }, id: { OTP_INVALID: 'Kode salah.' } }]);
    await changeLanguage(i18n, 'en');
    expect(i18n.t('errors:OTP_INVALID')).toBe('Wrong code.');
    expect(i18n.t('errors:PE401007')).toBe('Email and/or password is incorrect.');
    await changeLanguage(i18n, 'id');
    expect(i18n.t('errors:OTP_INVALID')).toBe('Kode salah.');
    expect(i18n.t('errors:PE401007')).toBe('Email dan/atau kata sandi salah.');
  });
});

describe('changeLanguage from a component', () => {
  // react-i18next gives components a copy of the instance (a new one per language), not the instance itself.
  it.each([
    ['en', 'id', { appName: 'Seller Center', signOut: 'Keluar', 'menu.dashboard': 'Dasbor', 'menu.learning': 'Edukasi Seller' }],
    ['id', 'en', { appName: 'Seller Center', signOut: 'Sign out', 'menu.dashboard': 'Dashboard', 'menu.learning': 'Seller Learning' }],
  ] as const)('from %s to %s downloads the texts and shows them at once, and back again', async (from, to, texts) => {
    const instance = await loadI18n({ lng: from, resources: [{ ns: 'shell', en: { home: 'Home' }, id: { home: 'Beranda' } }] });
    const wrapper = ({ children }: { children: ReactNode }) => createElement(I18nextProvider, { i18n: instance }, children);
    const { result } = renderHook(() => useTranslation('shell'), { wrapper });
    expect(result.current.i18n).not.toBe(instance);
    await act(() => changeLanguage(result.current.i18n, to));
    expect(instance.language).toBe(to);
    for (const [key, text] of Object.entries(texts)) expect(result.current.t(key, { ns: 'common' })).toBe(text);
    expect(result.current.t('errors:PE401007')).not.toBe('PE401007');
    await act(() => changeLanguage(result.current.i18n, from));
    expect(result.current.t('signOut', { ns: 'common' })).toBe(from === 'en' ? 'Sign out' : 'Keluar');
  });
});

describe('followLanguageQuery', () => {
  it.each([
    ['?lang=en', 'en'],
    ['?tab=summary&lang=EN', 'en'],
    ['?lang=in', 'id'],
    ['?lang=ja', 'id'],
    ['?lang=', 'id'],
    ['', 'id'],
  ] as const)('on an Indonesian page, %s leaves it in %s', async (search, expected) => {
    const i18n = await loadI18n({ lng: 'id' });
    await followLanguageQuery(i18n, search);
    expect(i18n.language).toBe(expected);
    expect(i18n.t('signOut')).toBe(expected === 'en' ? 'Sign out' : 'Keluar');
  });
});
