import { otpPolicy, type OtpChallenge, type OtpChannel } from '@seller-portal/contracts/accounts';
import { Button, useToast } from '@seller-portal/ui';
import { CodeField, formStyles, Notice, useFormState } from '@seller-portal/ui/forms';
import { useCallback, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { useCountdown } from '../../hooks/use-countdown';
import { useAccountTranslation } from '../../i18n/account-resources';
import { formatCountdown } from '../../lib/countdown';
import { isCompleteOtp } from '../../lib/otp-code';
import { otpOutcome } from '../../lib/otp-outcome';
import type { FieldMessage } from '../../lib/validation';
import {
  applyOtpDialogEvent,
  emitOtpDialog,
  emitOtpDialogClosed,
  initialOtpDialogs,
  otpDialogClosedEventName,
  otpDialogEventName,
  type OtpDialogDetail,
  type OtpModal,
} from '../../state/otp-dialogs';
import { ServerErrorMessage, serverErrorText } from '../server-error-message';
import { OtpModals } from './OtpModals';

export interface OtpVerificationProps {
  /** The first code, or a code on another channel. */
  send: (channel?: OtpChannel) => Promise<OtpChallenge>;
  /** A new code on the same channel, after the cooldown; `send` when the step has one call for both. */
  resend?: (channel?: OtpChannel) => Promise<OtpChallenge>;
  /** Checks the code; resolves once the step is done (the page then moves on), rejects with the server's error. */
  verify: (code: string) => Promise<void>;
  /** A code already sent by the previous step (contact verification sends it with the new number). */
  initialChallenge?: OtpChallenge | null;
  /** Send a code as soon as the form shows (the multi-factor step: the user just signed in). */
  sendOnOpen?: boolean;
  /** Where a code can go before any was sent (registration): the user picks one. */
  channels?: OtpChallenge['channels'];
  /** Extra fields under the code (the multi-factor step's "trust this device"). */
  children?: ReactNode;
  submitLabel: string;
  /** §4.11: a modal's Close button was pressed; the page decides where the flow goes. */
  onModalClosed: (modal: OtpModal) => void;
}

const otpToastId = 'otp-error';

/** The shared one-time-code step: send and resend with a cooldown, the 6-digit code, and the §4.11 dialogs. */
export function OtpVerification({
  send,
  resend = send,
  verify,
  initialChallenge = null,
  sendOnOpen = false,
  channels,
  children,
  submitLabel,
  onModalClosed,
}: OtpVerificationProps) {
  const { t } = useAccountTranslation();
  const toast = useToast();
  const [challenge, setChallenge] = useState<OtpChallenge | null>(initialChallenge);
  const [channel, setChannel] = useState<OtpChannel | undefined>(initialChallenge?.channel ?? channels?.[0]?.channel);
  const [resendAt, setResendAt] = useState<number | null>(() => (initialChallenge ? Date.now() + initialChallenge.resendAfterSeconds * 1000 : null));
  const [sending, setSending] = useState(false);
  // The tries left that a wrong code's message counts (`otp.invalidWithAttempts`).
  const [attemptsLeft, setAttemptsLeft] = useState<number | undefined>(undefined);
  // Once the code is right the page moves on; the button stays busy meanwhile.
  const [verified, setVerified] = useState(false);
  const [dialogs, changeDialogs] = useReducer(applyOtpDialogEvent, initialOtpDialogs);
  const form = useFormState<{ code: string }, FieldMessage>({
    initialValues: { code: '' },
    validate: ({ code }) => (isCompleteOtp(code) ? {} : { code: code === '' ? 'errors:PMA400003' : 'accounts:otp.incomplete' }),
    submit: async ({ code }) => {
      setAttemptsLeft(undefined);
      await verify(code);
      setVerified(true);
      toast.dismiss(otpToastId);
    },
    fieldError: (error) => {
      const outcome = otpOutcome(error);
      if (outcome.kind !== 'field') return undefined;
      setAttemptsLeft(outcome.count);
      return { field: 'code', message: outcome.message };
    },
    onError: (error) => handleFailure(error),
  });
  // The code field's element, for the focus after a new code is sent, beside the form's own ref.
  const codeRef = useRef<HTMLInputElement | null>(null);
  const formCodeRef = form.fieldRef('code');
  const bindCode = useCallback(
    (element: HTMLInputElement | null) => {
      codeRef.current = element;
      formCodeRef(element);
    },
    [formCodeRef],
  );
  const cooldown = useCountdown(resendAt);
  const onModalClosedRef = useRef(onModalClosed);
  onModalClosedRef.current = onModalClosed;

  // §4.11: the dialogs are shown and hidden through an event, so anything (a native bridge too) can drive them.
  useEffect(() => {
    const onDialog = (event: Event) => changeDialogs((event as CustomEvent<Partial<OtpDialogDetail>>).detail ?? {});
    const onClosed = (event: Event) => onModalClosedRef.current((event as CustomEvent<{ modal: OtpModal }>).detail.modal);
    window.addEventListener(otpDialogEventName, onDialog);
    window.addEventListener(otpDialogClosedEventName, onClosed);
    return () => {
      window.removeEventListener(otpDialogEventName, onDialog);
      window.removeEventListener(otpDialogClosedEventName, onClosed);
    };
  }, []);

  function handleFailure(error: unknown) {
    const outcome = otpOutcome(error);
    switch (outcome.kind) {
      case 'field':
        setAttemptsLeft(outcome.count);
        form.showErrors({ code: outcome.message });
        return;
      case 'cooldown':
        setResendAt(Date.now() + outcome.retryAfterSeconds * 1000);
        return;
      case 'destinationLimit':
        setResendAt(Date.now() + outcome.retryAfterSeconds * 1000);
        toast.show({ id: otpToastId, type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
        return;
      case 'maxLimit':
        return emitOtpDialog({ maxLimitModal: true });
      case 'sessionExpired':
        return emitOtpDialog({ sessionExpiredModal: true });
      case 'toast':
        toast.show({ id: otpToastId, type: 'danger', message: <ServerErrorMessage text={serverErrorText(t, error)} /> });
    }
  }

  async function sendCode(to: OtpChannel | undefined) {
    if (sending) return;
    setSending(true);
    try {
      // The first code and a switch of channel are sends; another code on the same channel is a resend.
      const next = await (challenge && to === challenge.channel ? resend : send)(to);
      setChallenge(next);
      setChannel(next.channel);
      setResendAt(Date.now() + next.resendAfterSeconds * 1000);
      form.setValue('code', '');
      toast.dismiss(otpToastId);
      codeRef.current?.focus();
    } catch (error) {
      handleFailure(error);
    } finally {
      setSending(false);
    }
  }

  const sendCodeRef = useRef(sendCode);
  sendCodeRef.current = sendCode;
  const sentOnOpen = useRef(false);
  useEffect(() => {
    // One code per arrival, also under a development double effect.
    if (!sendOnOpen || sentOnOpen.current) return;
    sentOnOpen.current = true;
    void sendCodeRef.current(undefined);
  }, [sendOnOpen]);

  function closeModal(modal: OtpModal) {
    emitOtpDialog({ [modal]: false });
    emitOtpDialogClosed(modal);
  }

  const otherChannels = (challenge?.channels ?? []).filter((option) => option.channel !== challenge?.channel);
  const beforeFirstCode = !challenge && !sendOnOpen;

  return (
    <>
      {dialogs.otpForm && (
        <div className={formStyles.form}>
          {challenge && (
            <Notice role="status">
              {t('otp.sentTo', { destination: challenge.destination })} {t('otp.validFor', { count: Math.max(1, Math.round(challenge.expiresInSeconds / 60)) })}
            </Notice>
          )}
          {!challenge && sendOnOpen && sending && <Notice role="status">{t('otp.sending')}</Notice>}

          {beforeFirstCode ? (
            <div className={formStyles.form}>
              {channels && channels.length > 1 && (
                <fieldset className={formStyles.choices}>
                  <legend className={formStyles.muted}>{t('otp.chooseChannel')}</legend>
                  {channels.map((option) => (
                    <label key={option.channel} className={formStyles.checkbox}>
                      <input
                        type="radio"
                        name="channel"
                        value={option.channel}
                        checked={channel === option.channel}
                        onChange={() => setChannel(option.channel)}
                      />
                      <span>{t(`otp.channel.${option.channel}`, { destination: option.destination })}</span>
                    </label>
                  ))}
                </fieldset>
              )}
              {channels?.length === 1 && (
                <p className={formStyles.muted}>{t(`otp.channel.${channels[0].channel}`, { destination: channels[0].destination })}</p>
              )}
              <Button size="lg" fullWidth loading={sending} onClick={() => void sendCode(channel)}>
                {t('otp.send')}
              </Button>
            </div>
          ) : (
            <form className={formStyles.form} onSubmit={(event) => (verified ? event.preventDefault() : void form.onSubmit(event))} noValidate>
              <CodeField
                length={otpPolicy.codeLength}
                ref={bindCode}
                label={t('otp.code')}
                value={form.values.code}
                onChange={(next) => form.setValue('code', next)}
                error={form.errors.code ? t(form.errors.code, { count: attemptsLeft }) : undefined}
                autoFocus
              />
              {children}
              <Button type="submit" size="lg" fullWidth loading={form.busy || verified}>
                {submitLabel}
              </Button>
              <div className={formStyles.row}>
                <span className={formStyles.muted}>{t('otp.noCode')}</span>
                {cooldown > 0 ? (
                  <span className={formStyles.muted} aria-live="off">
                    {t('otp.resendIn', { time: formatCountdown(cooldown) })}
                  </span>
                ) : (
                  <button type="button" className={formStyles.linkButton} disabled={sending} onClick={() => void sendCode(channel)}>
                    {challenge ? t('otp.resend') : t('otp.send')}
                  </button>
                )}
              </div>
              {cooldown === 0 &&
                otherChannels.map((option) => (
                  <button key={option.channel} type="button" className={formStyles.linkButton} disabled={sending} onClick={() => void sendCode(option.channel)}>
                    {t(`otp.useChannel.${option.channel}`, { destination: option.destination })}
                  </button>
                ))}
            </form>
          )}
        </div>
      )}
      <OtpModals dialogs={dialogs} onClose={closeModal} />
    </>
  );
}
