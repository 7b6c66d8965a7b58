import { isApiError, serverErrorText } from '@seller-portal/api-client';
import type { ServerErrorCode } from '@seller-portal/contracts/core';
import type { BankAccount, WalletBalances, WithdrawalChallenge } from '@seller-portal/contracts/wallet';
import { parseRupiah } from '@seller-portal/formatting';
import { Button, Dialog, TextField, useToast } from '@seller-portal/ui';
import { Notice, SelectField } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useSendWithdrawalCode, useWithdraw } from '../api/wallet';
import { useWalletTranslation } from '../i18n/resources';
import { rupiah, useLang } from './shared';
import { CodeStepField } from './CodeStepField';
import styles from '../WalletPage.module.css';

type Field = 'amount' | 'account' | 'code';

/** The field a refusal of the server belongs to; the others are said above the buttons. */
const fieldOf: Partial<Record<ServerErrorCode, Field>> = {
  WALLET_AMOUNT_INVALID: 'amount',
  WALLET_INSUFFICIENT_BALANCE: 'amount',
  WALLET_DAILY_LIMIT_EXCEEDED: 'amount',
  WALLET_BANK_ACCOUNT_NOT_FOUND: 'account',
  WALLET_BANK_ACCOUNT_NOT_CONFIRMED: 'account',
  OTP_INVALID: 'code',
  OTP_EXPIRED: 'code',
  OTP_NOT_SENT: 'code',
  PMA400003: 'code',
};

/**
 * Withdraw: the amount and a confirmed account, checked by the server before it mails the code; then the code,
 * which approves this amount to this account. The amount is held until the bank pays it.
 */
export function WithdrawDialog({ balances, accounts, disabled }: { balances: WalletBalances; accounts: BankAccount[]; disabled?: boolean }) {
  const { t } = useWalletTranslation();
  const lang = useLang();
  const toast = useToast();
  const confirmed = accounts.filter((account) => account.status === 'CONFIRMED');
  const [open, setOpen] = useState(false);
  const [amountText, setAmountText] = useState('');
  const [accountId, setAccountId] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<WithdrawalChallenge | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const sendCode = useSendWithdrawalCode();
  const withdraw = useWithdraw();
  const chosenAccount = confirmed.find((account) => account.id === (accountId || confirmed[0]?.id));
  const reading = parseRupiah(amountText);
  const amount = reading.ok ? reading.value : null;
  const min = rupiah(balances.minimumWithdrawal, lang);

  const reset = () => {
    setAmountText('');
    setCode('');
    setStep(null);
    setErrors({});
    setRefusal(null);
  };

  const refused = (error: unknown) => {
    const field = isApiError(error) ? fieldOf[error.errorCode as ServerErrorCode] : undefined;
    if (field) setErrors({ [field]: serverErrorText(t, error) });
    else setRefusal(error);
  };

  const askCode = async (event?: FormEvent) => {
    event?.preventDefault();
    setErrors({});
    setRefusal(null);
    if (amount === null || amount < balances.minimumWithdrawal) return setErrors({ amount: t('withdraw.amountInvalid', { min }) });
    if (amount > balances.available) return setErrors({ amount: t('withdraw.amountTooHigh') });
    if (!chosenAccount) return setErrors({ account: t('withdraw.noAccount') });
    try {
      setStep(await sendCode.mutateAsync({ amount, bankAccountId: chosenAccount.id }));
      setCode('');
    } catch (error) {
      refused(error);
    }
  };

  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!step || amount === null || !chosenAccount) return;
    setErrors({});
    setRefusal(null);
    try {
      const done = await withdraw.mutateAsync({ amount, bankAccountId: chosenAccount.id, challengeId: step.challengeId, code });
      toast.show({ type: 'success', message: t('withdraw.done', { amount: rupiah(done.amount, lang) }) });
      setOpen(false);
      reset();
    } catch (error) {
      refused(error);
    }
  };

  const accountLabel = (account: BankAccount) => `${account.bankName} ${account.accountNumberMasked} · ${account.holderName}`;

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) reset();
      }}
      trigger={
        <Button type="button" disabled={disabled || balances.available < balances.minimumWithdrawal} data-testid="withdraw-open">
          {t('withdraw.open')}
        </Button>
      }
      title={t('withdraw.title')}
      size="sm"
    >
      {step === null ? (
        <form className={styles.form} onSubmit={(event) => void askCode(event)} noValidate>
          {confirmed.length === 0 ? (
            <Notice tone="warning">{t('withdraw.noAccount')}</Notice>
          ) : (
            <SelectField
              label={t('withdraw.account')}
              value={chosenAccount?.id ?? ''}
              onChange={(event) => setAccountId(event.target.value)}
              options={confirmed.map((account) => ({ value: account.id, label: accountLabel(account) }))}
              error={errors.account}
            />
          )}
          <TextField
            label={t('withdraw.amount')}
            inputMode="numeric"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={t('withdraw.amountHint', { min, max: rupiah(balances.available, lang) })}
            error={errors.amount}
          />
          <div>
            <Button type="button" variant="ghost" size="sm" onClick={() => setAmountText(String(balances.available))}>
              {t('withdraw.all')}
            </Button>
          </div>
          {refusal !== null && (
            <p role="alert" className={styles.error}>
              {serverErrorText(t, refusal)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={() => setOpen(false)}>
              {t('withdraw.cancel')}
            </Button>
            <Button type="submit" loading={sendCode.isPending} disabled={confirmed.length === 0}>
              {t('withdraw.sendCode')}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={(event) => void confirm(event)} noValidate>
          <Notice role="status" tone="info">
            {t('withdraw.codeSent', {
              destination: step.challenge.destination,
              amount: rupiah(amount ?? 0, lang),
              account: chosenAccount ? accountLabel(chosenAccount) : '',
            })}
          </Notice>
          <CodeStepField label={t('withdraw.code')} value={code} onChange={setCode} error={errors.code} refusal={refusal} />
          <div className={styles.actions}>
            <Button type="button" variant="ghost" onClick={() => setStep(null)}>
              {t('withdraw.back')}
            </Button>
            <Button type="button" variant="secondary" loading={sendCode.isPending} onClick={() => void askCode()}>
              {t('withdraw.resend')}
            </Button>
            <Button type="submit" loading={withdraw.isPending} disabled={code.length !== 6}>
              {t('withdraw.confirm', { amount: rupiah(amount ?? 0, lang) })}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
