import { useApiClient } from '@seller-portal/api-client';
import { adsHistoryKinds, type AdsHistoryEntry, type AdsPromo } from '@seller-portal/contracts/ads';
import { Button, Card, Container } from '@seller-portal/ui';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { historyQuery, overviewQuery } from '../api/ads';
import { AdsNav } from '../components/AdsNav';
import { TopUpDialog } from '../components/TopUpDialog';
import { useAdsTranslation } from '../i18n/resources';
import { useFormat } from '../lib/format';
import styles from '../components/ads.module.css';

/** §9 the promo: its terms, whether it runs, and what the store earned of it. */
function PromoCard({ promo }: { promo: AdsPromo }) {
  const { t } = useAdsTranslation();
  const format = useFormat();
  return (
    <Card
      title={t('promo.title', { percent: promo.rebatePercent })}
      actions={<span className={`${styles.pill} ${styles[`pill${promo.state}`]}`}>{t(`promo.state.${promo.state}`)}</span>}
      data-promo={promo.state}
    >
      <p className={styles.muted}>{t('promo.period', { from: format.day(promo.from), to: format.day(promo.to) })}</p>
      {promo.state === 'ENDED' && <p className={styles.promoState}>{t('promo.ended')}</p>}
      {promo.state === 'UPCOMING' && <p className={styles.promoState}>{t('promo.upcoming', { from: format.day(promo.from) })}</p>}
      {promo.state === 'RUNNING' && (
        <p className={styles.promoState}>{t('promo.earned', { rebate: format.money(promo.rebateEarned), bonus: format.money(promo.bonusEarned) })}</p>
      )}
      <h3 className={styles.todayTitle}>{t('promo.terms')}</h3>
      <ul className={styles.terms}>
        <li>{t('promo.rebate', { percent: promo.rebatePercent, cap: format.money(promo.rebateCap) })}</li>
        <li>{t('promo.bonus', { bonus: format.money(promo.firstTopUpBonus) })}</li>
        <li>{t('promo.bonusUse')}</li>
      </ul>
    </Card>
  );
}

function HistoryLine({ entry }: { entry: AdsHistoryEntry }) {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const kind = (adsHistoryKinds as readonly string[]).includes(entry.kind) ? entry.kind : 'OTHER';
  return (
    <li className={styles.historyItem} data-entry={entry.kind}>
      <span className={styles.historyText}>
        <span>{t(`history.kind.${kind}`)}</span>
        <span className={styles.muted}>
          {format.at(entry.at)} · {t(`history.account.${entry.account}`)}
        </span>
      </span>
      <span className={entry.amount > 0 ? styles.amountIn : styles.amountOut}>
        {entry.amount > 0 ? '+' : '−'}
        {format.money(Math.abs(entry.amount))}
      </span>
    </li>
  );
}

function BalanceHistory() {
  const { t } = useAdsTranslation();
  const client = useApiClient();
  const history = useInfiniteQuery(historyQuery(client));
  const entries = history.data?.pages.flatMap((page) => page.entries) ?? [];
  return (
    <Card title={t('history.title')}>
      {history.isPending ? (
        <SkeletonGroup label={t('history.title')}>
          <Skeleton height={48} />
          <Skeleton height={48} />
        </SkeletonGroup>
      ) : history.isError ? (
        <p role="alert" className={styles.error}>
          {t('history.failed')}
        </p>
      ) : entries.length === 0 ? (
        <p className={styles.muted}>{t('history.empty')}</p>
      ) : (
        <>
          <ul className={styles.history} aria-label={t('history.title')}>
            {entries.map((entry) => (
              <HistoryLine key={entry.id} entry={entry} />
            ))}
          </ul>
          {history.hasNextPage && (
            <Button type="button" variant="secondary" size="sm" loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
              {t('history.more')}
            </Button>
          )}
        </>
      )}
    </Card>
  );
}

/** `/bliklan`: the ads balance and bonus with the top-up, the §9 promo, and the balance's history. */
export function OverviewPage() {
  const { t } = useAdsTranslation();
  const format = useFormat();
  const client = useApiClient();
  const overview = useQuery(overviewQuery(client));
  const [topUpOpen, setTopUpOpen] = useState(false);
  const data = overview.data;
  return (
    <Container className={styles.page}>
      <div className={styles.head}>
        <h1 className={styles.title}>{t('title')}</h1>
      </div>
      <AdsNav current="overview" />
      <div className={styles.overview}>
        <Card title={t('balance.title')} className={styles.areaBalance}>
          {data ? (
            <div data-ads-balance={data.balance + data.bonusBalance}>
              <p className={styles.muted}>{t('balance.total')}</p>
              <p className={styles.balanceTotal}>{format.money(data.balance + data.bonusBalance)}</p>
              <dl className={styles.balanceParts}>
                <div>
                  <dt>{t('balance.paid')}</dt>
                  <dd>{format.money(data.balance)}</dd>
                </div>
                <div>
                  <dt>{t('balance.bonus')}</dt>
                  <dd>{format.money(data.bonusBalance)}</dd>
                </div>
              </dl>
              <p className={styles.muted}>{t('balance.wallet', { amount: format.money(data.walletAvailable) })}</p>
              <p className={styles.muted}>{t('balance.bonusFirst')}</p>
              <div className={`${styles.actions} ${styles.balanceActions}`}>
                <Button type="button" onClick={() => setTopUpOpen(true)}>
                  {t('balance.topUp')}
                </Button>
              </div>
              <TopUpDialog open={topUpOpen} onOpenChange={setTopUpOpen} overview={data} />
            </div>
          ) : overview.isError ? (
            <p role="alert" className={styles.error}>
              {t('history.failed')}
            </p>
          ) : (
            <SkeletonGroup label={t('balance.title')}>
              <Skeleton height={40} />
              <Skeleton height={24} />
            </SkeletonGroup>
          )}
        </Card>
        {data && (
          <div className={styles.areaPromo}>
            <PromoCard promo={data.promo} />
          </div>
        )}
        <div className={styles.areaHistory}>
          <BalanceHistory />
        </div>
      </div>
    </Container>
  );
}
