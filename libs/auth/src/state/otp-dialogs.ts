/** §3 OTP dialog detail: the three visibility flags of the OTP step. */
export interface OtpDialogDetail {
  otpForm: boolean;
  sessionExpiredModal: boolean;
  maxLimitModal: boolean;
}

export type OtpModal = 'sessionExpiredModal' | 'maxLimitModal';

/** §4.11: the window event that shows or hides the OTP form and its two modals (a partial detail changes only its flags). */
export const otpDialogEventName = 'otp-dialog';

/** §4.11: the event a modal's Close button sends so the OTP flow can react (back to sign-in, start again). */
export const otpDialogClosedEventName = 'otp-dialog-closed';

export const initialOtpDialogs: OtpDialogDetail = { otpForm: true, sessionExpiredModal: false, maxLimitModal: false };

/**
 * The next flags after an event. At most one modal is open, and the form stays hidden behind it: a code
 * typed into a step that can no longer succeed would only produce another error.
 */
export function applyOtpDialogEvent(state: OtpDialogDetail, change: Partial<OtpDialogDetail>): OtpDialogDetail {
  const next = { ...state, ...change };
  if (change.sessionExpiredModal) next.maxLimitModal = false;
  else if (change.maxLimitModal) next.sessionExpiredModal = false;
  if (next.sessionExpiredModal || next.maxLimitModal) next.otpForm = false;
  return next;
}

/** Shows or hides OTP dialogs from anywhere (an OTP flow, a native bridge, a test). */
export function emitOtpDialog(change: Partial<OtpDialogDetail>, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<Partial<OtpDialogDetail>>(otpDialogEventName, { detail: change }));
}

/** What a modal's Close button sends. */
export function emitOtpDialogClosed(modal: OtpModal, target: EventTarget = window): void {
  target.dispatchEvent(new CustomEvent<{ modal: OtpModal }>(otpDialogClosedEventName, { detail: { modal } }));
}
