import { ApiClientProvider, createApiClient } from '@seller-portal/api-client';
import { createI18n, I18nextProvider, type Language } from '@seller-portal/i18n';
import { fetchSession } from '@seller-portal/session-guard';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { signInRoute } from '../routes/sign-in-route';

afterEach(cleanup);

/** Every request of these tests would fail: the blank checks must answer before any call is made. */
const unreachable = createApiClient({ baseUrl: 'http://127.0.0.1:9' });

function renderSignIn(lng: Language, path = '/sign-in') {
  const i18n = createI18n({ lng });
  const router = createMemoryRouter([{ path: '/sign-in', ...signInRoute }], { initialEntries: [path] });
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <ApiClientProvider client={unreachable}>
          <RouterProvider router={router} />
        </ApiClientProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

const words = {
  id: {
    username: 'Email atau username',
    password: 'Kata sandi',
    signIn: 'Masuk',
    language: 'Bahasa',
    forgot: 'Lupa kata sandi?',
    blankUsername: 'Email atau nama pengguna tidak boleh kosong.',
    blankPassword: 'Kata sandi tidak boleh kosong.',
  },
  en: {
    username: 'Email or username',
    password: 'Password',
    signIn: 'Sign in',
    language: 'Language',
    forgot: 'Forgot password?',
    blankUsername: 'Email or username must not be blank.',
    blankPassword: 'Password must not be blank.',
  },
} as const;

describe.each(['id', 'en'] as const)('sign-in page in %s', (lng) => {
  const w = words[lng];

  it('names its controls for assistive technology', () => {
    renderSignIn(lng);
    expect(screen.getByLabelText(w.username)).toBeTruthy();
    expect(screen.getByLabelText(w.password, { selector: 'input' })).toBeTruthy();
    expect(screen.getByRole('button', { name: w.signIn })).toBeTruthy();
    expect(screen.getByRole('group', { name: w.language })).toBeTruthy();
    expect(screen.getByRole('link', { name: w.forgot }).getAttribute('href')).toBe('/forgot-password/v2');
  });

  it('shows both blank-field messages without calling the server', () => {
    renderSignIn(lng);
    fireEvent.click(screen.getByRole('button', { name: w.signIn }));
    expect(screen.getByText(w.blankUsername)).toBeTruthy();
    expect(screen.getByText(w.blankPassword)).toBeTruthy();
    expect(screen.getByLabelText(w.username).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows only the password message when the username is filled', () => {
    renderSignIn(lng);
    fireEvent.change(screen.getByLabelText(w.username), { target: { value: 'seller@demo.test' } });
    fireEvent.click(screen.getByRole('button', { name: w.signIn }));
    expect(screen.queryByText(w.blankUsername)).toBeNull();
    expect(screen.getByText(w.blankPassword)).toBeTruthy();
  });
});

describe('sign-in page prefill (§2.1: query u prefills the username)', () => {
  const rows = [
    { name: 'from ?u', path: '/sign-in?u=staff%40demo.test', expected: 'staff@demo.test' },
    { name: 'empty without ?u', path: '/sign-in', expected: '' },
    { name: 'next to a redirectUri', path: '/sign-in?redirectUri=%2Fwallet&u=seller', expected: 'seller' },
  ];
  it.each(rows)('$name', ({ path, expected }) => {
    renderSignIn('id', path);
    expect((screen.getByLabelText(words.id.username) as HTMLInputElement).value).toBe(expected);
  });
});

describe('sign-in page language switch', () => {
  it('switches the page to English', () => {
    renderSignIn('id');
    fireEvent.click(screen.getByRole('radio', { name: 'English' }));
    expect(screen.getByRole('button', { name: words.en.signIn })).toBeTruthy();
  });
});

describe('sign-in page after a session ended elsewhere', () => {
  /** A server whose session read answers 401 with `errorCode`; every other call fails. */
  function serverEndingSession(errorCode: string): typeof fetch {
    return async (input) => {
      const session = String(input).includes('/backend/main/session?');
      const body = { success: false, status: 'UNAUTHORIZED', value: null, errorCode: session ? errorCode : 'PE403002' };
      return new Response(JSON.stringify(body), { status: 401, headers: { 'content-type': 'application/json' } });
    };
  }

  function renderAfter(errorCode: string, lng: Language) {
    const i18n = createI18n({ lng });
    const client = createApiClient({ baseUrl: 'http://127.0.0.1:9', fetch: serverEndingSession(errorCode) });
    const router = createMemoryRouter([{ path: '/sign-in', ...signInRoute }], { initialEntries: ['/sign-in'] });
    render(
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
          <ApiClientProvider client={client}>
            <RouterProvider router={router} />
          </ApiClientProvider>
        </QueryClientProvider>
      </I18nextProvider>,
    );
    // The page's session read, which startup makes beside the page in the app.
    void fetchSession(client);
  }

  it.each([
    ['SESSION_ENDED_PASSWORD_CHANGED', 'id', 'Kata sandi Anda diubah di perangkat lain. Silakan masuk kembali.'],
    ['SESSION_ENDED_ELSEWHERE', 'en', 'You were signed out from another device. Please log in again.'],
  ] as const)('%s says why in %s, with the texts its own chunk brings', async (code, lng, text) => {
    renderAfter(code, lng);
    const notice = await screen.findByText(text);
    expect(notice.getAttribute('data-session-ended')).toBe(code);
    expect(notice.getAttribute('role')).toBe('status');
  });
});
