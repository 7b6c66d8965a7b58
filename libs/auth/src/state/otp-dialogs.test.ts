import { afterEach, describe, expect, it } from 'vitest';
import {
  applyOtpDialogEvent,
  emitOtpDialog,
  emitOtpDialogClosed,
  initialOtpDialogs,
  otpDialogClosedEventName,
  otpDialogEventName,
  type OtpDialogDetail,
} from './otp-dialogs';

const form: OtpDialogDetail = initialOtpDialogs;
const maxLimit: OtpDialogDetail = { otpForm: false, sessionExpiredModal: false, maxLimitModal: true };
const sessionExpired: OtpDialogDetail = { otpForm: false, sessionExpiredModal: true, maxLimitModal: false };

describe('OTP dialog flags (§3 OTP dialog detail, §4.11)', () => {
  const rows: { name: string; state: OtpDialogDetail; change: Partial<OtpDialogDetail>; expected: OtpDialogDetail }[] = [
    { name: 'the form shows first', state: form, change: {}, expected: form },
    { name: 'the max-limit modal hides the form', state: form, change: { maxLimitModal: true }, expected: maxLimit },
    { name: 'the session-expired modal hides the form', state: form, change: { sessionExpiredModal: true }, expected: sessionExpired },
    { name: 'session expired wins over max limit', state: maxLimit, change: { sessionExpiredModal: true }, expected: sessionExpired },
    { name: 'max limit replaces session expired', state: sessionExpired, change: { maxLimitModal: true }, expected: maxLimit },
    {
      name: 'closing a modal leaves the form hidden until shown',
      state: maxLimit,
      change: { maxLimitModal: false },
      expected: { ...maxLimit, maxLimitModal: false },
    },
    { name: 'the form comes back when asked', state: { ...maxLimit, maxLimitModal: false }, change: { otpForm: true }, expected: form },
    { name: 'the form cannot show behind a modal', state: maxLimit, change: { otpForm: true }, expected: maxLimit },
    { name: 'hiding the form alone', state: form, change: { otpForm: false }, expected: { ...form, otpForm: false } },
  ];
  it.each(rows)('$name', ({ state, change, expected }) => {
    expect(applyOtpDialogEvent(state, change)).toEqual(expected);
  });
});

describe('OTP dialog events', () => {
  const target = new EventTarget();
  const listeners: [string, EventListener][] = [];
  afterEach(() => listeners.splice(0).forEach(([name, listener]) => target.removeEventListener(name, listener)));

  function listen(name: string) {
    const received: unknown[] = [];
    const listener: EventListener = (event) => received.push((event as CustomEvent).detail);
    target.addEventListener(name, listener);
    listeners.push([name, listener]);
    return received;
  }

  it('shows or hides dialogs through an event', () => {
    const received = listen(otpDialogEventName);
    emitOtpDialog({ maxLimitModal: true }, target);
    expect(received).toEqual([{ maxLimitModal: true }]);
  });

  it("a modal's Close notifies the OTP flow", () => {
    const received = listen(otpDialogClosedEventName);
    emitOtpDialogClosed('sessionExpiredModal', target);
    expect(received).toEqual([{ modal: 'sessionExpiredModal' }]);
  });
});
