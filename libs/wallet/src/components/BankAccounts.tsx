import { isApiError, serverErrorText } from '@seller-portal/api-client';
import type { OtpChallenge } from '@seller-portal/contracts/accounts';
import type { ServerErrorCode } from '@seller-portal/contracts/core';
import { accountNumberProblem, walletBankOf, type BankAccount, type WalletBank } from '@seller-portal/contracts/wallet';
import { Button, Card, Dialog, TextField, useToast } from '@seller-portal/ui';
import { ConfirmDialog, Notice, SelectField } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useAddBankAccount, useConfirmBankAccount, useRemoveBankAccount, useSendBankAccountCode } from '../api/wallet';
import { useWalletTranslation } from '../i18n/resources';
import { CodeStepField } from './CodeStepField';
import styles from '../WalletPage.module.css';

type Field = 'bankCode' | 'accountNumber' | 'holderName' | 'code';

const fieldOf: Partial<Record<ServerErrorCode, Field>> = {
  WALLET_BANK_UNKNOWN: 'bankCode',
  WALLET_ACCOUNT_NUMBER_INVALID: 'accountNumber',
  WALLET_BANK_ACCOUNT_EXISTS: 'accountNumber',
  WALLET_HOLDER_NAME_INVALID: 'holderName',
  OTP_INVALID: 'code',
  OTP_EXPIRED: 'code',
  OTP_NOT_SENT: 'code',
  PMA400003: 'code',
};

const accountName = (account: Pick<BankAccount, 'bankName' | 'accountNumberMasked'>) => `${account.bankName} ${account.accountNumberMasked}`;
const lengthsOf = (bank: WalletBank | undefined) => bank?.accountNumberLengths.join('/') ?? '';

/** The account being confirmed: the code step of a new one, or of one that waits for its code. */
interface CodeStep {
  account: BankAccount;
  /** The step's own id: the code confirms this account only. */
  challengeId: string;
  challenge: OtpChallenge;
}

/**
 * The add dialog: bank, number (the bank's lengths, checked as typed and by the server) and holder, then the code
 * mailed to the user. Opened on a waiting account, it starts at the code step (a new code was sent to it).
 */
function AddBankAccountDialog({ banks, initialStep, onClose }: { banks: readonly WalletBank[]; initialStep: CodeStep | null; onClose: () => void }) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const [bankCode, setBankCode] = useState('');
  const [accountNumber, setAccountNumber] = useState('');
  const [holderName, setHolderName] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<CodeStep | null>(initialStep);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [refusal, setRefusal] = useState<unknown>(null);
  const add = useAddBankAccount();
  const resend = useSendBankAccountCode();
  const confirm = useConfirmBankAccount();
  const bank = walletBankOf(bankCode);

  const refused = (error: unknown) => {
    const field = isApiError(error) ? fieldOf[error.errorCode as ServerErrorCode] : undefined;
    if (field) setErrors({ [field]: serverErrorText(t, error) });
    else setRefusal(error);
  };

  const sendAgain = async (account: BankAccount) => {
    setErrors({});
    setRefusal(null);
    try {
      setStep({ account, ...(await resend.mutateAsync(account.id)) });
    } catch (error) {
      refused(error);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    const number = accountNumber.replace(/[\s-]/g, '');
    const found: Partial<Record<Field, string>> = {};
    if (!bank) found.bankCode = t('accounts.chooseBank');
    else if (accountNumberProblem(bank.code, number)) found.accountNumber = t('accounts.numberInvalid', { lengths: lengthsOf(bank), bank: bank.name });
    if (!holderName.trim()) found.holderName = t('accounts.holderInvalid');
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      const added = await add.mutateAsync({ bankCode, accountNumber: number, holderName });
      setStep({ account: added.bankAccount, challengeId: added.challengeId, challenge: added.challenge });
      setCode('');
    } catch (error) {
      refused(error);
    }
  };

  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (!step) return;
    setErrors({});
    setRefusal(null);
    try {
      await confirm.mutateAsync({ bankAccountId: step.account.id, challengeId: step.challengeId, code });
      toast.show({ type: 'success', message: t('accounts.confirmed') });
      onClose();
    } catch (error) {
      refused(error);
    }
  };

  return (
    <Dialog open onOpenChange={(next) => !next && onClose()} title={t('accounts.addTitle')} size="sm">
      {step === null ? (
        <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
          <SelectField
            label={t('accounts.bank')}
            value={bankCode}
            onChange={(event) => setBankCode(event.target.value)}
            options={[{ value: '', label: t('accounts.chooseBank') }, ...banks.map((b) => ({ value: b.code, label: b.name }))]}
            error={errors.bankCode}
          />
          <TextField
            label={t('accounts.number')}
            inputMode="numeric"
            autoComplete="off"
            value={accountNumber}
            onChange={(event) => setAccountNumber(event.target.value.replace(/[^\d\s-]/g, ''))}
            hint={bank ? t('accounts.numberHint', { bank: bank.name, lengths: lengthsOf(bank) }) : undefined}
            error={errors.accountNumber}
          />
          <TextField
            label={t('accounts.holder')}
            autoComplete="name"
            value={holderName}
            maxLength={100}
            onChange={(event) => setHolderName(event.target.value)}
            hint={t('accounts.holderHint')}
            error={errors.holderName}
          />
          {refusal !== null && (
            <p role="alert" className={styles.error}>
              {serverErrorText(t, refusal)}
            </p>
          )}
          <div className={styles.actions}>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t('accounts.cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('accounts.save')}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={(event) => void submitCode(event)} noValidate>
          <Notice role="status" tone="info">
            {t('accounts.codeSent', { destination: step.challenge.destination, account: accountName(step.account) })}
          </Notice>
          <CodeStepField label={t('accounts.code')} value={code} onChange={setCode} error={errors.code} refusal={refusal} />
          <div className={styles.actions}>
            <Button type="button" variant="secondary" loading={resend.isPending} onClick={() => void sendAgain(step.account)}>
              {t('accounts.resend')}
            </Button>
            <Button type="submit" loading={confirm.isPending} disabled={code.length !== 6}>
              {t('accounts.confirm')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

function RemoveButton({ account }: { account: BankAccount }) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const remove = useRemoveBankAccount();
  const [open, setOpen] = useState(false);
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button type="button" variant="ghost" size="sm" aria-label={`${t('accounts.remove')} ${accountName(account)}`}>
          {t('accounts.remove')}
        </Button>
      }
      title={t('accounts.removeTitle')}
      description={t('accounts.removeText', { account: accountName(account) })}
      cancelText={t('accounts.cancel')}
      confirmText={t('accounts.remove')}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(account.id, {
          onSuccess: () => toast.show({ type: 'success', message: t('accounts.removed') }),
          onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
          onSettled: () => setOpen(false),
        })
      }
    />
  );
}

/** The store's bank accounts: confirmed ones receive withdrawals; the owner adds, confirms and removes them. */
export function BankAccounts({ accounts, banks, mayManage }: { accounts: BankAccount[]; banks: readonly WalletBank[]; mayManage: boolean }) {
  const { t } = useWalletTranslation();
  const toast = useToast();
  const resend = useSendBankAccountCode();
  const [dialog, setDialog] = useState<{ step: CodeStep | null } | null>(null);
  /** A waiting account (its dialog was closed) gets a new code, in a step of its own. */
  const enterCode = (account: BankAccount) =>
    resend.mutate(account.id, {
      onSuccess: (sent) => setDialog({ step: { account, ...sent } }),
      onError: (error) => toast.show({ type: 'danger', message: serverErrorText(t, error) }),
    });
  return (
    <Card title={t('accounts.title')}>
      {accounts.length === 0 ? (
        <p className={styles.muted}>{t('accounts.empty')}</p>
      ) : (
        <ul className={styles.accounts}>
          {accounts.map((account) => (
            <li key={account.id} className={styles.account} data-bank-account={account.id}>
              <div className={styles.accountText}>
                <strong>{accountName(account)}</strong>
                <span className={styles.muted}>{account.holderName}</span>
              </div>
              <span className={account.status === 'CONFIRMED' ? styles.statusPAID : styles.statusREQUESTED}>
                {account.status === 'CONFIRMED' ? t('accounts.confirmedStatus') : t('accounts.pending')}
              </span>
              {mayManage && (
                <div className={styles.accountActions}>
                  {account.status === 'PENDING' && (
                    <Button
                      type="button"
                      variant="secondary"
                      size="sm"
                      loading={resend.isPending && resend.variables === account.id}
                      onClick={() => enterCode(account)}
                    >
                      {t('accounts.enterCode')}
                    </Button>
                  )}
                  <RemoveButton account={account} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayManage ? (
        <div className={styles.addAccount}>
          <Button type="button" variant="secondary" size="sm" onClick={() => setDialog({ step: null })}>
            {t('accounts.add')}
          </Button>
        </div>
      ) : (
        <p className={styles.muted}>{t('accounts.ownerOnly')}</p>
      )}
      {dialog && <AddBankAccountDialog banks={banks} initialStep={dialog.step} onClose={() => setDialog(null)} />}
    </Card>
  );
}
