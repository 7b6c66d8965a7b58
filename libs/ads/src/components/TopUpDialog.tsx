import { serverErrorText } from '@seller-portal/api-client';
import type { AdsOverview, AdsTopUp } from '@seller-portal/contracts/ads';
import type { OtpChallenge } from '@seller-portal/contracts/accounts';
import { parseRupiah } from '@seller-portal/formatting';
import { Button, Dialog, TextField, useToast } from '@seller-portal/ui';
import { CodeField } from '@seller-portal/ui/forms';
import { useState, type FormEvent } from 'react';
import { useTopUp, useVerifyTopUp } from '../api/ads';
import { useAdsTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from './ads.module.css';

const quickAmounts = [100_000, 250_000, 500_000, 1_000_000] as const;

export interface TopUpDialogProps {
  open: boolean;
  onOpenChange(open: boolean): void;
  overview: AdsOverview;
}

/**
 * A top-up of the ads balance from the wallet: the amount, then, from the code threshold on, the one-time code the
 * server mailed (nothing moves before it is right).
 */
export function TopUpDialog({ open, onOpenChange, overview }: TopUpDialogProps) {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const toast = useToast();
  const topUp = useTopUp();
  const verify = useVerifyTopUp();
  const [typed, setTyped] = useState('');
  const [amount, setAmount] = useState<number | null>(null);
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const reset = () => {
    setTyped('');
    setAmount(null);
    setChallenge(null);
    setCode('');
    setProblem(null);
  };
  const close = (next: boolean) => {
    if (!next) reset();
    onOpenChange(next);
  };
  const done = (moved: AdsTopUp) => {
    const bonus = moved.rebate + moved.bonus;
    toast.show({
      type: 'success',
      message:
        bonus > 0
          ? t('topUp.doneRebate', { amount: format.money(moved.amount), bonus: format.money(bonus) })
          : t('topUp.done', { amount: format.money(moved.amount) }),
    });
    close(false);
  };

  const ask = async (value: number) => {
    setProblem(null);
    try {
      const answer = await topUp.mutateAsync(value);
      if (answer.status === 'DONE' && answer.topUp) done(answer.topUp);
      else if (answer.challenge) {
        setAmount(value);
        setChallenge(answer.challenge);
        setCode('');
      }
    } catch (error) {
      setProblem(serverErrorText(t, error));
    }
  };

  const submitAmount = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reading = parseRupiah(typed);
    if (!reading.ok) {
      setProblem(t('topUp.amountInvalid'));
      return;
    }
    void ask(reading.value);
  };

  const submitCode = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    try {
      const answer = await verify.mutateAsync(code);
      if (answer.topUp) done(answer.topUp);
    } catch (error) {
      setProblem(serverErrorText(t, error));
    }
  };

  const resend = async () => {
    if (amount === null) return;
    await ask(amount);
    toast.show({ type: 'info', message: t('topUp.resent') });
  };

  return (
    <Dialog
      open={open}
      onOpenChange={close}
      title={challenge ? t('topUp.codeTitle') : t('topUp.title')}
      description={
        challenge && amount !== null
          ? t('topUp.codeIntro', { length: challenge.codeLength, destination: challenge.destination, amount: format.money(amount) })
          : t('topUp.intro')
      }
      size="sm"
      closeLabel={t('topUp.close')}
    >
      {challenge ? (
        <form className={styles.form} onSubmit={(event) => void submitCode(event)} noValidate data-step="code">
          <CodeField label={t('topUp.code')} value={code} length={challenge.codeLength} onChange={setCode} error={problem ?? undefined} autoFocus />
          <div className={styles.actions}>
            <Button type="submit" loading={verify.isPending}>
              {t('topUp.verify')}
            </Button>
            <Button type="button" variant="secondary" loading={topUp.isPending} onClick={() => void resend()}>
              {t('topUp.resend')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              onClick={() => {
                setChallenge(null);
                setProblem(null);
              }}
            >
              {t('topUp.back')}
            </Button>
          </div>
        </form>
      ) : (
        <form className={styles.form} onSubmit={submitAmount} noValidate data-step="amount">
          <TextField
            label={t('topUp.amount')}
            value={typed}
            inputMode="numeric"
            onChange={(event) => setTyped(event.target.value)}
            hint={`${t('topUp.hint', { min: format.money(overview.topUpMin), max: format.money(overview.topUpMax), wallet: format.money(overview.walletAvailable) })} ${t('topUp.codeHint', { threshold: format.money(overview.codeThreshold) })}`}
            error={problem ?? undefined}
            autoFocus
          />
          <fieldset className={styles.quick}>
            <legend className={styles.legend}>{t('topUp.quick')}</legend>
            {quickAmounts.map((value) => (
              <Button key={value} type="button" size="sm" variant="secondary" onClick={() => setTyped(format.number(value))}>
                {format.money(value)}
              </Button>
            ))}
          </fieldset>
          <div className={styles.actions}>
            <Button type="submit" loading={topUp.isPending}>
              {t('topUp.submit')}
            </Button>
          </div>
        </form>
      )}
    </Dialog>
  );
}
