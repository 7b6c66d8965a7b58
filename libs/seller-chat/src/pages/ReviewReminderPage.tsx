import { storeDayOf } from '@seller-portal/contracts/analytics';
import { chatLimits, type ChatReviewReminderProduct } from '@seller-portal/contracts/chat';
import type { Language } from '@seller-portal/contracts/core';
import { formatDate, formatNumber } from '@seller-portal/formatting';
import { Button } from '@seller-portal/ui';
import { Notice } from '@seller-portal/ui/forms';
import { Skeleton, SkeletonGroup } from '@seller-portal/ui/skeleton';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { reviewReminderProductsQueryOptions, reviewReminderQuotaQueryOptions, useSendReviewReminder } from '../api/chat-calls';
import { useChatTranslation } from '../i18n/use-translation';
import { LoadFailed, StateMessage } from '../components/StateMessage';
import styles from './ChatPages.module.css';
import { useChatPage } from './use-chat-page';

function ProductRow({
  product,
  canSend,
  sending,
  onSend,
  describedBy,
}: {
  product: ChatReviewReminderProduct;
  canSend: boolean;
  sending: boolean;
  onSend: () => void;
  /** Why sending is not possible (no quota left). */
  describedBy?: string;
}) {
  const { t, i18n } = useChatTranslation();
  const lang = i18n.language as Language;
  return (
    <li className={styles.reminderRow} data-testid="review-reminder-product">
      {product.product.imageUrl ? <img src={product.product.imageUrl} alt="" className={styles.thumb} /> : <span className={styles.thumb} aria-hidden="true" />}
      <div className={styles.reminderBody}>
        <span className={styles.templateTitle}>{product.product.name}</span>
        <span className={styles.meta}>
          {t('reviewReminder.customer', { name: product.customerName })} · {t('reviewReminder.orderNumber', { number: product.orderNumber })} ·{' '}
          {formatDate(product.deliveredDate, 'D MMM YYYY', lang)}
        </span>
        {product.remindedAt === null && (
          <span className={styles.meta}>{t('reviewReminder.expires', { date: formatDate(storeDayOf(product.expiresDate), 'D MMM YYYY', lang) })}</span>
        )}
      </div>
      {product.remindedAt !== null ? (
        <span className={styles.done}>{t('reviewReminder.alreadySent')}</span>
      ) : (
        <Button
          size="sm"
          onClick={onSend}
          disabled={!canSend}
          loading={sending}
          aria-label={`${t('reviewReminder.send')}: ${product.product.name}`}
          aria-describedby={describedBy}
        >
          {t('reviewReminder.send')}
        </Button>
      )}
    </li>
  );
}

/**
 * §2.3 /conversations/review-reminder (§3 review reminder quota): how many reminders are left, how many products
 * wait for a review, what completed orders added this month against the monthly cap and when that starts again, and
 * the products of completed orders to remind about until they expire; each reminder spends one of the quota.
 */
export function ReviewReminderPage() {
  const { t, i18n } = useChatTranslation();
  const { api, storeCode, canWrite, toast, showError } = useChatPage();
  const quota = useQuery(reviewReminderQuotaQueryOptions(api, storeCode));
  const products = useQuery(reviewReminderProductsQueryOptions(api, storeCode));
  const noQuotaId = useId();
  const send = useSendReviewReminder(api, storeCode);
  const lang = i18n.language as Language;
  const available = quota.data?.availableQuota ?? 0;
  const cap = quota.data?.monthlyCap ?? chatLimits.reviewReminderMonthlyCap;
  // The store's calendar day (WIB) whatever the browser's time zone: the 1st of next month.
  const refill = quota.data ? formatDate(storeDayOf(quota.data.nextRefillDate), 'D MMM YYYY', lang) : '';
  const loading = quota.isPending || products.isPending;
  const failed = quota.isError || products.isError;

  return (
    <div className={styles.page}>
      <section className={styles.panel} aria-labelledby={`${noQuotaId}-title`}>
        <div className={styles.head}>
          <div>
            <h2 id={`${noQuotaId}-title`} className={styles.heading}>
              {t('reviewReminder.title')}
            </h2>
            <p className={styles.lead}>{t('reviewReminder.intro', { cap })}</p>
          </div>
        </div>
        {loading ? (
          <SkeletonGroup label={t('reviewReminder.loading')} className={styles.skeletons}>
            <Skeleton shape="block" height={72} />
            <Skeleton shape="block" height={56} />
            <Skeleton shape="block" height={56} />
          </SkeletonGroup>
        ) : failed ? (
          <LoadFailed text={t('reviewReminder.error')} onRetry={() => void Promise.all([quota.refetch(), products.refetch()])} />
        ) : (
          <>
            <dl className={styles.stats}>
              <div className={styles.stat}>
                <dt>{t('reviewReminder.quota')}</dt>
                <dd data-testid="review-reminder-quota">{formatNumber(available, { lang })}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t('reviewReminder.unreviewed')}</dt>
                <dd>{formatNumber(quota.data?.unreviewedProductCount ?? 0, { lang })}</dd>
              </div>
              <div className={styles.stat}>
                <dt>{t('reviewReminder.granted')}</dt>
                <dd data-testid="review-reminder-granted">
                  {t('reviewReminder.grantedValue', { granted: formatNumber(quota.data?.grantedThisMonth ?? 0, { lang }), cap: formatNumber(cap, { lang }) })}
                </dd>
              </div>
              <div className={styles.stat}>
                <dt>{t('reviewReminder.nextRefill')}</dt>
                <dd data-testid="review-reminder-refill">{refill}</dd>
              </div>
            </dl>
            {available === 0 && (
              <div id={noQuotaId}>
                <Notice tone="warning">{t('reviewReminder.noQuota', { cap: formatNumber(cap, { lang }), date: refill })}</Notice>
              </div>
            )}
            {!canWrite && <Notice tone="info">{t('composer.viewOnly')}</Notice>}
            <h3 className={styles.subheading}>{t('reviewReminder.products')}</h3>
            {(products.data ?? []).length === 0 ? (
              <StateMessage>{t('reviewReminder.empty', { days: chatLimits.reviewReminderOfferDays })}</StateMessage>
            ) : (
              <ul className={styles.reminders}>
                {(products.data ?? []).map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    canSend={canWrite && available > 0 && !send.isPending}
                    sending={send.isPending && send.variables?.id === product.id}
                    onSend={() =>
                      send.mutate(product, {
                        onSuccess: () => toast.show({ type: 'success', message: t('reviewReminder.sent', { name: product.customerName }) }),
                        onError: showError,
                      })
                    }
                    describedBy={available === 0 ? noQuotaId : undefined}
                  />
                ))}
              </ul>
            )}
          </>
        )}
      </section>
    </div>
  );
}
