import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { holdsAccess, accessOf } from '@seller-portal/contracts/core';
import { walletFeature } from '@seller-portal/contracts/wallet';
import { useSession } from '@seller-portal/session-guard';
import { Container } from '@seller-portal/ui';
import { useQuery } from '@tanstack/react-query';
import { balancesQuery, bankAccountsQuery, banksQuery } from '../api/wallet';
import { BalanceCards } from '../components/BalanceCards';
import { BankAccounts } from '../components/BankAccounts';
import { TransactionList } from '../components/TransactionList';
import { WithdrawDialog } from '../components/WithdrawDialog';
import { useWalletTranslation } from '../i18n/resources';
import styles from '../WalletPage.module.css';

/**
 * /wallet (§6 STORE_STORE-WALLET_VIEW): the balances from the ledger, the bank accounts and the transactions. Moving
 * money out (withdrawing, adding and removing accounts) shows only to who holds the declaration's `withdraw` action.
 */
export function WalletPage() {
  const { t } = useWalletTranslation();
  const client = useApiClient();
  const { data: session } = useSession();
  const mayWithdraw = !!session && holdsAccess(session, accessOf(walletFeature, 'withdraw'));
  const balances = useQuery(balancesQuery(client));
  const accounts = useQuery(bankAccountsQuery(client));
  const banks = useQuery({ ...banksQuery(client), enabled: mayWithdraw });
  const failed = balances.error ?? accounts.error;

  return (
    <Container>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.muted}>{t('lead')}</p>
      </div>
      {failed ? (
        <p role="alert" className={styles.error}>
          {t('loadFailed')} {serverErrorText(t, failed)}
        </p>
      ) : (
        <div className={styles.stack}>
          <BalanceCards
            balances={balances.data}
            action={mayWithdraw && balances.data && accounts.data ? <WithdrawDialog balances={balances.data} accounts={accounts.data} /> : undefined}
          />
          <div className={styles.columns}>
            <div className={styles.accountsArea}>
              {accounts.data && <BankAccounts accounts={accounts.data} banks={banks.data ?? []} mayManage={mayWithdraw} />}
            </div>
            <div className={styles.transactionsArea}>
              <TransactionList />
            </div>
          </div>
        </div>
      )}
    </Container>
  );
}
