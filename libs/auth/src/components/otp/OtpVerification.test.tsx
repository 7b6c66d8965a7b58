import { ApiError } from '@seller-portal/api-client';
import type { OtpChallenge } from '@seller-portal/contracts/accounts';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emitOtpDialog, type OtpModal } from '../../state/otp-dialogs';
import { renderPage } from '../../testing/render-page';
import { OtpVerification, type OtpVerificationProps } from './OtpVerification';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const challenge: OtpChallenge = {
  channel: 'EMAIL',
  destination: 'm***@demo.test',
  channels: [
    { channel: 'EMAIL', destination: 'm***@demo.test' },
    { channel: 'SMS', destination: '*********7890' },
  ],
  codeLength: 6,
  expiresInSeconds: 300,
  resendAfterSeconds: 60,
  attemptsLeft: 5,
};

function serverError(errorCode: string, httpStatus = 400, value: unknown = null) {
  return new ApiError({ httpStatus, errorCode, errorMessage: errorCode, body: { success: false, errorCode, value } });
}

/** The step's calls as the page passes them: each records what it was asked and answers like the server. */
function setup(overrides: Partial<OtpVerificationProps> = {}, lng: 'id' | 'en' = 'id') {
  const sent: (string | undefined)[] = [];
  const verified: string[] = [];
  const closed: OtpModal[] = [];
  const props: OtpVerificationProps = {
    send: async (channel) => {
      sent.push(channel);
      return { ...challenge, channel: channel ?? 'EMAIL', destination: channel === 'SMS' ? '*********7890' : challenge.destination };
    },
    verify: async (code) => {
      verified.push(code);
    },
    submitLabel: lng === 'id' ? 'Verifikasi' : 'Verify',
    onModalClosed: (modal) => closed.push(modal),
    sendOnOpen: true,
    ...overrides,
  };
  renderPage(<OtpVerification {...props} />, { path: '/login-verification', lng });
  return { sent, verified, closed };
}

describe('OtpVerification', () => {
  it('sends one code on arrival and says where it went, with the resend countdown', async () => {
    const { sent } = setup();
    expect(await screen.findByText(/Kami sudah mengirim kode 6 digit ke m\*\*\*@demo\.test/)).toBeTruthy();
    expect(screen.getByText(/Kode berlaku 5 menit/)).toBeTruthy();
    expect(screen.getByText(/Kirim ulang dalam (1:00|0:59)/)).toBeTruthy();
    expect(sent).toEqual([undefined]);
  });

  it('asks for all 6 digits before calling the server', async () => {
    const { verified } = setup();
    const field = await screen.findByLabelText('Kode verifikasi');
    fireEvent.change(field, { target: { value: '12 34' } });
    expect((field as HTMLInputElement).value).toBe('1234');
    fireEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Masukkan ke-6 digit kode.')).toBeTruthy();
    expect(verified).toEqual([]);
  });

  it('a blank code is PMA400003', async () => {
    setup();
    await screen.findByLabelText('Kode verifikasi');
    fireEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode tidak boleh kosong.')).toBeTruthy();
  });

  it('a wrong code says how many tries are left', async () => {
    setup({
      verify: async () => {
        throw serverError('OTP_INVALID', 400, { attemptsLeft: 2 });
      },
    });
    fireEvent.change(await screen.findByLabelText('Kode verifikasi'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    expect(await screen.findByText('Kode tidak sesuai. Sisa 2 kali percobaan.')).toBeTruthy();
  });

  it('in English too', async () => {
    setup(
      {
        verify: async () => {
          throw serverError('OTP_INVALID', 400, { attemptsLeft: 1 });
        },
      },
      'en',
    );
    fireEvent.change(await screen.findByLabelText('Verification code'), { target: { value: '000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('The code is not correct. You have 1 try left.')).toBeTruthy();
  });

  it('five wrong tries open the max-limit modal; its only button, Close, notifies the flow (§4.11)', async () => {
    const { closed } = setup({
      verify: async () => {
        throw serverError('OTP_MAX_ATTEMPTS', 429);
      },
    });
    fireEvent.change(await screen.findByLabelText('Kode verifikasi'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terlalu banyak percobaan' });
    expect(screen.queryByLabelText('Kode verifikasi')).toBeNull();
    const buttons = dialog.querySelectorAll('button');
    expect([...buttons].map((button) => button.textContent)).toEqual(['Tutup']);
    fireEvent.click(buttons[0]);
    await waitFor(() => expect(closed).toEqual(['maxLimitModal']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('the session-expired modal opens through the event, from anywhere (§4.11)', async () => {
    const { closed } = setup();
    await screen.findByLabelText('Kode verifikasi');
    act(() => emitOtpDialog({ sessionExpiredModal: true }));
    expect(await screen.findByRole('dialog', { name: 'Verifikasi kedaluwarsa' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }));
    await waitFor(() => expect(closed).toEqual(['sessionExpiredModal']));
  });

  it('a pending sign-in that timed out answers the first send with the session-expired modal', async () => {
    setup({
      send: async () => {
        throw serverError('OTP_SESSION_EXPIRED', 410);
      },
    });
    expect(await screen.findByRole('dialog', { name: 'Verifikasi kedaluwarsa' })).toBeTruthy();
  });

  it('resend waits for the cooldown, then offers the same channel and the other one', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { sent } = setup();
    await screen.findByText(/Kirim ulang dalam/);
    expect(screen.queryByRole('button', { name: 'Kirim ulang kode' })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    // The countdown ticks once a second: a busy machine may need a tick more than the advance.
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim ulang kode' }, { timeout: 3000 }));
    await screen.findByText(/Kirim ulang dalam/);
    await act(async () => {
      vi.advanceTimersByTime(61_000);
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim lewat SMS ke *********7890 saja' }, { timeout: 3000 }));
    expect(await screen.findByText(/ke \*\*\*\*\*\*\*\*\*7890\./)).toBeTruthy();
    expect(sent).toEqual([undefined, 'EMAIL', 'SMS']);
  });

  it('a resend too soon shows the server’s countdown instead of an error', async () => {
    setup({
      send: async () => {
        throw serverError('OTP_RESEND_COOLDOWN', 429, { retryAfterSeconds: 42 });
      },
      initialChallenge: null,
    });
    expect(await screen.findByText(/Kirim ulang dalam 0:4[12]/)).toBeTruthy();
  });

  it('before any code, lets the user choose where it goes (registration)', async () => {
    const { sent } = setup({ sendOnOpen: false, channels: challenge.channels });
    fireEvent.click(await screen.findByRole('radio', { name: 'SMS ke *********7890' }));
    fireEvent.click(screen.getByRole('button', { name: 'Kirim kode' }));
    expect(await screen.findByLabelText('Kode verifikasi')).toBeTruthy();
    expect(sent).toEqual(['SMS']);
  });

  it('sends the complete code', async () => {
    const { verified } = setup();
    fireEvent.change(await screen.findByLabelText('Kode verifikasi'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verifikasi' }));
    await waitFor(() => expect(verified).toEqual(['123456']));
  });
});
