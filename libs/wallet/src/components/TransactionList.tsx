import { serverErrorText, useApiClient } from '@seller-portal/api-client';
import { ShellLink, useIsServed, useViewportClass } from '@seller-portal/app-runtime';
import { walletTransactionKinds, type WalletTransaction, type WalletTransactionKind } from '@seller-portal/contracts/wallet';
import { useSession } from '@seller-portal/session-guard';
import { Button, Card, TextField } from '@seller-portal/ui';
import { SelectField } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { transactionsQuery, type TransactionFilter } from '../api/wallet';
import { useWalletTranslation } from '../i18n/resources';
import { dateTime, signedRupiah, useLang } from './shared';
import styles from '../WalletPage.module.css';

const isKnownKind = (kind: string): kind is WalletTransactionKind => (walletTransactionKinds as readonly string[]).includes(kind);

/** Where a transaction comes from: the order, the settlement, the withdrawal, the ads balance. */
function sourcePath(source: NonNullable<WalletTransaction['source']>): string | null {
  switch (source.type) {
    // A settlement is one order's (its id is the order number): both lead to the order.
    case 'ORDER':
    case 'SETTLEMENT':
      return `/order-list/${encodeURIComponent(source.id)}`;
    case 'WITHDRAWAL':
      return `/wallet/withdrawals/${encodeURIComponent(source.id)}`;
    case 'TOP_UP':
    case 'CAMPAIGN':
      return '/bliklan';
    default:
      return null;
  }
}

/** The balance a transaction moved, as the seller reads it (the one its amount is of). */
function effectOf(row: WalletTransaction): 'available' | 'pending' | 'held' {
  if (row.effects.available) return 'available';
  if (row.effects.pending) return 'pending';
  return 'held';
}

function useRowParts() {
  const { t } = useWalletTranslation();
  const lang = useLang();
  const { data: session } = useSession();
  const served = useIsServed(session);
  return (row: WalletTransaction) => {
    const path = row.source && sourcePath(row.source);
    const sourceText = row.source ? t(`transactions.sources.${row.source.type}`, { id: row.source.id, defaultValue: row.source.type }) : null;
    return {
      when: dateTime(row.createdAt, lang),
      kind: isKnownKind(row.kind) ? t(`transactions.kinds.${row.kind}`) : t('transactions.kinds.other'),
      amount: signedRupiah(row.amount, lang),
      amountClass: row.amount > 0 ? styles.amountIn : styles.amountOut,
      effect: t(`transactions.effects.${effectOf(row)}`),
      status: row.withdrawal ? <span className={styles[`status${row.withdrawal.status}`]}>{t(`status.${row.withdrawal.status}`)}</span> : null,
      account: row.withdrawal ? `${row.withdrawal.bankName} ${row.withdrawal.accountNumberMasked}` : null,
      source: sourceText && path && served(path) ? <ShellLink to={path}>{sourceText}</ShellLink> : sourceText,
    };
  };
}

function Filters({ filter, onChange }: { filter: TransactionFilter; onChange: (filter: TransactionFilter) => void }) {
  const { t } = useWalletTranslation();
  const set = (part: Partial<TransactionFilter>) => onChange({ ...filter, ...part });
  return (
    <div className={styles.filters} role="group" aria-label={t('transactions.title')}>
      <SelectField
        wrapperClassName={styles.typeFilter}
        label={t('transactions.type')}
        value={filter.type ?? ''}
        onChange={(event) => set({ type: (event.target.value || undefined) as TransactionFilter['type'] })}
        options={[
          { value: '', label: t('transactions.allTypes') },
          ...walletTransactionKinds.map((kind) => ({ value: kind, label: t(`transactions.kinds.${kind}`) })),
        ]}
      />
      <TextField
        label={t('transactions.from')}
        type="date"
        value={filter.from ?? ''}
        max={filter.to}
        onChange={(event) => set({ from: event.target.value || undefined })}
      />
      <TextField
        label={t('transactions.to')}
        type="date"
        value={filter.to ?? ''}
        min={filter.from}
        onChange={(event) => set({ to: event.target.value || undefined })}
      />
      {(filter.type || filter.from || filter.to) && (
        <div className={styles.clear}>
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({})}>
            {t('transactions.clear')}
          </Button>
        </div>
      )}
    </div>
  );
}

/**
 * The wallet's transactions, newest first: a table on a wide screen, a list on a phone, filtered by type and dates,
 * "load more" asking for the page after the last row (the server's keyset cursor). A withdrawal shows its status.
 */
export function TransactionList() {
  const { t } = useWalletTranslation();
  const client = useApiClient();
  const viewport = useViewportClass();
  const [filter, setFilter] = useState<TransactionFilter>({});
  // A half-typed range (the end before the start) is not asked for; the fields say what is wrong by their min and max.
  const sound = !filter.from || !filter.to || filter.from <= filter.to;
  const list = useInfiniteQuery({ ...transactionsQuery(client, filter), enabled: sound });
  const rows = list.data?.pages.flatMap((page) => page.content) ?? [];
  const partsOf = useRowParts();

  return (
    <Card title={t('transactions.title')}>
      <Filters filter={filter} onChange={setFilter} />
      {list.isError ? (
        <p role="alert" className={styles.error}>
          {serverErrorText(t, list.error)}
        </p>
      ) : !list.data ? (
        <SkeletonGroup label={t('transactions.loading')}>
          <Skeleton width="95%" />
          <Skeleton width="85%" />
          <Skeleton width="90%" />
        </SkeletonGroup>
      ) : rows.length === 0 ? (
        <p className={styles.muted}>{t('transactions.empty')}</p>
      ) : viewport === 'mobile' ? (
        <ul className={styles.rows} aria-label={t('transactions.title')}>
          {rows.map((row) => {
            const parts = partsOf(row);
            return (
              <li key={row.id} className={styles.row} data-transaction={row.kind}>
                <div className={styles.rowHead}>
                  <strong>{parts.kind}</strong>
                  <strong className={parts.amountClass}>{parts.amount}</strong>
                </div>
                <div className={styles.rowHead}>
                  <span className={styles.muted}>{parts.when}</span>
                  <span className={styles.muted}>{parts.effect}</span>
                </div>
                {(parts.status || parts.source) && (
                  <div className={styles.rowHead}>
                    <span>{parts.source}</span>
                    {parts.status}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t('transactions.date')}</th>
                <th scope="col">{t('transactions.description')}</th>
                <th scope="col" className={styles.numeric}>
                  {t('transactions.amount')}
                </th>
                <th scope="col">{t('transactions.effect')}</th>
                <th scope="col">{t('transactions.status')}</th>
                <th scope="col">{t('transactions.source')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const parts = partsOf(row);
                return (
                  <tr key={row.id} data-transaction={row.kind}>
                    <td className={styles.nowrap}>{parts.when}</td>
                    <td>
                      {parts.kind}
                      {parts.account && <div className={`${styles.muted} ${styles.nowrap}`}>{parts.account}</div>}
                    </td>
                    <td className={`${styles.numeric} ${parts.amountClass}`}>{parts.amount}</td>
                    <td>{parts.effect}</td>
                    <td>{parts.status}</td>
                    <td>{parts.source}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {list.hasNextPage && (
        <div className={styles.more}>
          <Button type="button" variant="secondary" loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
            {t('transactions.more')}
          </Button>
        </div>
      )}
    </Card>
  );
}
