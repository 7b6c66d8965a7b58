import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { saveExpiredPassword } from '../state/handoff';
import { renderPage } from '../testing/render-page';
import { ChangePasswordPage } from './ChangePasswordPage';
import { ExpiredPasswordPage } from './ExpiredPasswordPage';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { RegisterPage } from './RegisterPage';
import { ResetPasswordPage } from './ResetPasswordPage';
import { VerifyContactPage } from './VerifyContactPage';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

// The pages render against a client that cannot reach any server: what they show here they show before any call.

describe('/forgot-password/v2', () => {
  const rows = [
    { lng: 'id', label: 'Email', submit: 'Kirim tautan atur ulang', value: '', message: 'Email tidak boleh kosong.' },
    { lng: 'id', label: 'Email', submit: 'Kirim tautan atur ulang', value: 'budi@', message: 'Format email tidak valid.' },
    { lng: 'en', label: 'Email', submit: 'Send reset link', value: '', message: 'Email must not be blank.' },
    { lng: 'en', label: 'Email', submit: 'Send reset link', value: 'budi@toko', message: 'Email is not valid.' },
  ] as const;
  it.each(rows)('($lng) "$value" → $message', async ({ lng, label, submit, value, message }) => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password/v2', lng });
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: submit }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('prefills the email from the query', async () => {
    renderPage(<ForgotPasswordPage />, { path: '/forgot-password/v2?email=seller%40demo.test' });
    expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('seller@demo.test');
  });
});

describe('/reset-password/v2 and /create-password', () => {
  it.each([
    { lng: 'id', path: '/reset-password/v2', title: 'Tautan ini tidak bisa dipakai lagi', askAgain: 'Minta tautan baru' },
    { lng: 'en', path: '/create-password', title: 'This link can no longer be used', askAgain: 'Ask for a new link' },
  ] as const)('without a token ($lng $path) the page offers a new link', async ({ lng, path, title, askAgain }) => {
    renderPage(<ResetPasswordPage purpose="RESET_PASSWORD" />, { path, lng });
    expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByRole('link', { name: askAgain }).getAttribute('href')).toBe('/forgot-password/v2');
    expect(screen.getByText(/LINK_INVALID/)).toBeTruthy();
  });
});

describe('/expired-password', () => {
  it('without the PE401004 answer, asks to sign in again', async () => {
    renderPage(<ExpiredPasswordPage />, { path: '/expired-password' });
    expect(await screen.findByText('Masuk kembali untuk mengubah kata sandi Anda yang kedaluwarsa.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Masuk' }).getAttribute('href')).toBe('/sign-in');
  });

  it('with it, shows the account and checks the new password before calling the server', async () => {
    saveExpiredPassword({ changeToken: 'tok', expiresInSeconds: 600, username: 'seller@demo.test' });
    renderPage(<ExpiredPasswordPage />, { path: '/expired-password', lng: 'en' });
    expect(await screen.findByText(/choose a new password for seller@demo.test/)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('New password', { selector: 'input' }), { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change password and sign in' }));
    expect(await screen.findByText('The password must have at least 8 characters.')).toBeTruthy();
    expect(screen.getByText('Confirm the password by typing it again.')).toBeTruthy();
  });
});

describe('/change-password', () => {
  it('checks the three fields (ERR_PMU400006, PE400031, ERR_PMU400005) before calling the server', async () => {
    renderPage(<ChangePasswordPage />, { path: '/change-password' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByText('Kata sandi tidak boleh kosong.')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Kata sandi saat ini', { selector: 'input' }), { target: { value: 'same-password' } });
    fireEvent.change(screen.getByLabelText('Kata sandi baru', { selector: 'input' }), { target: { value: 'same-password' } });
    fireEvent.change(screen.getByLabelText('Konfirmasi kata sandi baru', { selector: 'input' }), { target: { value: 'same-passwordX' } });
    fireEvent.click(screen.getByRole('button', { name: 'Ubah kata sandi' }));
    expect(await screen.findByText('Kata sandi baru harus berbeda dari kata sandi saat ini.')).toBeTruthy();
    expect(screen.getByText('Konfirmasi kata sandi tidak sesuai.')).toBeTruthy();
    expect(screen.getByText('Setelah diubah, akun Anda akan dikeluarkan dari semua perangkat lain.')).toBeTruthy();
  });
});

describe('/register', () => {
  const rows = [
    {
      lng: 'id',
      submit: 'Daftar',
      messages: [
        'Nama tidak boleh kosong.',
        'Email tidak boleh kosong.',
        'Nomor HP tidak boleh kosong.',
        'Nama toko harus 3 sampai 50 karakter.',
        'Kata sandi tidak boleh kosong.',
        'Konfirmasi kata sandi dengan mengetiknya sekali lagi.',
        'Setujui Perjanjian Penjual dan Kebijakan Privasi untuk melanjutkan.',
      ],
    },
    {
      lng: 'en',
      submit: 'Register',
      messages: [
        'Name must not be blank.',
        'Email must not be blank.',
        'Phone number must not be blank.',
        'The store name must have 3 to 50 characters.',
        'Password must not be blank.',
        'Confirm the password by typing it again.',
        'Agree to the Seller Agreement and Privacy Policy to continue.',
      ],
    },
  ] as const;
  it.each(rows)('($lng) an empty form shows every field message', async ({ lng, submit, messages }) => {
    renderPage(<RegisterPage />, { path: '/register', lng });
    fireEvent.click(await screen.findByRole('button', { name: submit }));
    for (const message of messages) expect(await screen.findByText(message)).toBeTruthy();
  });

  it('a phone number outside 7–14 digits (§5)', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    fireEvent.change(await screen.findByLabelText('Nomor HP'), { target: { value: '0812 34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByText('Nomor HP harus 7 sampai 14 digit.')).toBeTruthy();
  });

  it('links the agreement and privacy pages', async () => {
    renderPage(<RegisterPage />, { path: '/register' });
    expect((await screen.findByRole('link', { name: 'Perjanjian Penjual' })).getAttribute('href')).toBe('/pages/seller-agreement');
    expect(screen.getByRole('link', { name: 'Kebijakan Privasi' }).getAttribute('href')).toBe('/pages/seller-privacy-policy');
  });
});

describe('/verify-phone-number and /verify-email', () => {
  it.each([
    { type: 'PHONE', label: 'Nomor HP', value: '12345', message: 'Nomor HP harus 7 sampai 14 digit.' },
    { type: 'EMAIL', label: 'Email', value: 'x@y', message: 'Format email tidak valid.' },
  ] as const)('$type: "$value" is refused before sending', async ({ type, label, value, message }) => {
    renderPage(<VerifyContactPage type={type} />, { path: '/verify' });
    fireEvent.change(await screen.findByLabelText(label), { target: { value } });
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it('"Later" goes to the redirectUri', async () => {
    renderPage(<VerifyContactPage type="PHONE" />, { path: '/verify?redirectUri=%2Fwallet' });
    expect((await screen.findByRole('link', { name: 'Nanti saja' })).getAttribute('href')).toBe('/wallet');
  });
});
